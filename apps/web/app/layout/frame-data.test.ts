import { describe, expect, it } from "vitest";
import { ApiHttpError, createApiClient, type Query } from "@portal/contract/api-client";
import { advertisementApi } from "@portal/contract/endpoints/advertisement";
import { referenceApi } from "@portal/contract/endpoints/reference";
import { menuApi } from "@portal/contract/endpoints/menu";
import { noticesApi } from "@portal/contract/endpoints/notices";
import { settingsApi } from "@portal/contract/endpoints/settings";
import { ok } from "@portal/contract/envelope";
import { MENU } from "./fixtures.test-data.ts";
import { loadFrame } from "./frame-data.ts";

type Answers = Record<string, unknown | (() => unknown)>;
const NOW = Date.UTC(2026, 10, 23, 2, 0);

/** A fake API: answers by path, records what was asked; a function answer may throw. */
function fakeApi(answers: Answers) {
  const calls: Array<{ path: string; query?: Query }> = [];
  const api = createApiClient({
    getLocale: () => "zh_TW",
    transport: async (request) => {
      if (request.method !== "GET") throw new Error("the frame never posts");
      const [path = "", search] = request.url.split("?");
      calls.push({ path, query: search ? Object.fromEntries(new URLSearchParams(search)) : undefined });
      const answer = answers[path];
      if (answer === undefined) throw new ApiHttpError(404, "Not Found", null);
      return { status: 200, statusText: "OK", body: typeof answer === "function" ? (answer as () => unknown)() : answer };
    },
  });
  return { api, calls };
}

const everything: Answers = {
  [settingsApi.setting.path]: ok({ parameter: "1", logo: "/logo.svg", siteName: "TDM", signInProviders: ["google", "myspace"], youtubeChannel: "https://www.youtube.com/@TDM_MACAU" }),
  [menuApi.menu.path]: ok({ menu: MENU, footMenuLeft: [], footMenuRight: MENU.slice(0, 1), footAppDownload: [], footCopyright: "<p>©</p>" }),
  [noticesApi.cms.path]: ok({
    notices: [
      { id: 1, title: "x".repeat(450), url: null },
      { id: 2, title: "Road closure", url: "https://dsat.example/a" },
      { id: 3, title: "   ", url: null },
      { id: 4, title: "Bad link", url: "javascript:alert(1)" },
    ],
    popup: { id: 9, title: "Welcome", content: "<p>Hi</p>" },
  }),
  [settingsApi.messageTemplate.path]: ok({ slug: "cookies_content", title: "Cookies", content: "<p>We use cookies</p>" }),
  [referenceApi.lunisolar.path]: ok({ date: "十月十五", solarTerms: "小雪", year: "丙午", zodiac: "馬" }),
  [noticesApi.top.path]: ok([
    { id: 5, title: "Typhoon signal 8", content: "<p>Stay indoors</p>", url: null },
    { id: 6, title: "Ferries", content: null, url: "https://ferry.example" },
  ]),
  [advertisementApi.bannerList.path]: ok([{ id: 4, url: null, cover: "/b.svg", respCover: null, title: "Show", newWindow: false, hasInnerDetail: true }]),
  [advertisementApi.list.path]: ok({
    slug: "footer",
    ratio: { desktop: 33.3, mobile: 33.3 },
    items: [{ id: 7, slot: "footer", url: null, cover: "/f.svg", respCover: null, title: "Podcasts", newWindow: false, hasInnerDetail: true }],
  }),
};

describe("loadFrame", () => {
  it("asks for every part with the right parameters and turns the answers into the frame", async () => {
    const { api, calls } = fakeApi(everything);
    const frame = await loadFrame(api, "en", { bare: false, home: false, now: NOW });
    expect(calls.map((c) => c.path).sort()).toEqual(
      [
        advertisementApi.list.path,
        menuApi.menu.path,
        noticesApi.cms.path,
        advertisementApi.bannerList.path,
        settingsApi.messageTemplate.path,
        noticesApi.top.path,
        settingsApi.setting.path,
      ].sort(),
    );
    expect(calls.find((c) => c.path === settingsApi.messageTemplate.path)!.query).toEqual({ slug: "cookies_content" });
    expect(calls.find((c) => c.path === advertisementApi.bannerList.path)!.query).toEqual({ slug: "menu_program_en" });
    expect(frame.signInProviders, "only providers the portal knows").toEqual(["google"]);
    expect(frame).toMatchObject({ siteName: "TDM", logo: "/logo.svg", grey: true, footCopyright: "<p>©</p>", cookieHtml: "<p>We use cookies</p>" });
    expect(frame.menu.map((m) => m.title)).toEqual(["Home", "News", "About us", "YouTube", "Bad link"]);
    expect(frame.menuTree).toHaveLength(MENU.length);
    expect(frame.menuBanner).toEqual({ title: "Show", image: "/b.svg", href: "/en/banner/4", newWindow: false });
    expect(frame.popup).toEqual({ id: 9, title: "Welcome", content: "<p>Hi</p>" });
    expect(calls.find((c) => c.path === advertisementApi.list.path)!.query).toEqual({ slug: "footer" });
    expect(frame.footerAds.map((a) => a.title)).toEqual(["Podcasts"]);
    expect(frame.lunar, "no lunar date outside Chinese").toBeNull();
  });

  it("asks for the notices kept for home (the home popup) on the home page only", async () => {
    const inner = fakeApi(everything);
    await loadFrame(inner.api, "en", { bare: false, home: false, now: NOW });
    expect(inner.calls.find((c) => c.path === noticesApi.cms.path)!.query).toBeUndefined();
    const home = fakeApi(everything);
    await loadFrame(home.api, "en", { bare: false, home: true, now: NOW });
    expect(home.calls.find((c) => c.path === noticesApi.cms.path)!.query).toEqual({ slug: "home" });
  });

  it("cuts long notice titles in non-Chinese languages, drops empty ones and resolves links", async () => {
    const frame = await loadFrame(fakeApi(everything).api, "en", { bare: false, home: false, now: NOW });
    expect(frame.notices.map((n) => n.id)).toEqual([1, 2, 4]);
    expect(frame.notices[0]!.title).toBe(`${"x".repeat(400)}...`);
    expect(frame.notices[0]!.href).toBe("/en/notice-detail/1");
    expect(frame.notices[1]!.href).toBe("https://dsat.example/a");
    expect(frame.notices[2]!.href).toBe("/en/notice-detail/4");
    expect(frame.urgent).toEqual([
      { id: 5, title: "Typhoon signal 8", href: null, content: "<p>Stay indoors</p>" },
      { id: 6, title: "Ferries", href: "https://ferry.example", content: null },
    ]);
  });

  it("keeps long titles whole and asks for the lunar date of Macao's day in Chinese", async () => {
    const { api, calls } = fakeApi(everything);
    const frame = await loadFrame(api, "zh-hant", { bare: false, home: false, now: Date.UTC(2026, 10, 23, 17, 0) });
    expect(frame.notices[0]!.title).toHaveLength(450);
    expect(calls.find((c) => c.path === referenceApi.lunisolar.path)!.query).toEqual({ date: "2026-11-24" });
    expect(calls.find((c) => c.path === advertisementApi.bannerList.path)!.query).toEqual({ slug: "menu_program" });
    expect(frame.lunar).toMatchObject({ date: "十月十五", solarTerms: "小雪" });
  });

  it("renders without any part that fails: HTTP errors, thrown errors, non-zero codes", async () => {
    const { api } = fakeApi({
      [settingsApi.setting.path]: { code: 500, message: "boom", data: null },
      [menuApi.menu.path]: () => {
        throw new Error("socket hang up");
      },
      [noticesApi.cms.path]: { code: -1, message: "no", data: { notices: [{ id: 1, title: "x", url: null }], popup: null } },
    });
    const frame = await loadFrame(api, "pt", { bare: false, home: false, now: NOW });
    expect(frame).toEqual({
      siteName: null,
      signInProviders: [],
      logo: null,
      grey: false,
      menuTree: [],
      menu: [],
      footLeft: [],
      footRight: [],
      footApps: [],
      footCopyright: "",
      menuBanner: null,
      notices: [],
      urgent: [],
      popup: null,
      cookieHtml: null,
      lunar: null,
      footerAds: [],
      youtubeChannel: null,
    });
  });

  it("asks only for the setting on a page opened from an app (?platform)", async () => {
    const { api, calls } = fakeApi(everything);
    const frame = await loadFrame(api, "zh-hant", { bare: true, home: false, now: NOW });
    expect(calls.map((c) => c.path)).toEqual([settingsApi.setting.path]);
    expect(frame.grey).toBe(true);
    expect(frame.menu).toEqual([]);
  });

  it("keeps the YouTube channel of the setting for the footer, only as an http(s) address", async () => {
    const { api } = fakeApi(everything);
    expect((await loadFrame(api, "en", { bare: false, home: false, now: NOW })).youtubeChannel).toBe("https://www.youtube.com/@TDM_MACAU");
    for (const youtubeChannel of ["javascript:alert(1)", "", null, 3]) {
      const { api: other } = fakeApi({ [settingsApi.setting.path]: ok({ parameter: "0", logo: null, siteName: "TDM", youtubeChannel }) });
      expect((await loadFrame(other, "en", { bare: true, home: false, now: NOW })).youtubeChannel, String(youtubeChannel)).toBeNull();
    }
  });

  it("is grey only for parameter \"1\"", async () => {
    for (const parameter of ["0", "", "true", "2"]) {
      const { api } = fakeApi({ [settingsApi.setting.path]: ok({ parameter, logo: null, siteName: "TDM" }) });
      expect((await loadFrame(api, "en", { bare: true, home: false, now: NOW })).grey, parameter).toBe(false);
    }
  });
});
