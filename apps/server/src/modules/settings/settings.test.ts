import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CmsCommon, SiteSetting } from "@portal/contract/schemas/common";
import { messageTemplates, siteSettings } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
const NOW = new Date("2026-11-22T06:00:00Z");
const SETTING_URLS = ["/api/v1/common/setting", "/api/v1.0/cms/common/setting"];

async function setSetting(key: string, value: unknown) {
  await t.database.db.insert(siteSettings).values({ key, value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = NOW;
  await t.database.db.delete(siteSettings);
  await t.database.db.delete(messageTemplates);
});

async function dataOf<T>(url: string, language = "zh_TW"): Promise<T> {
  const res = await t.call({ method: "GET", url, headers: { "api-language": language } });
  expect(res.status, url).toBe(200);
  expect(res.headers["cache-control"], url).toMatch(/^public, max-age=60/);
  return res.body.data as T;
}

describe("GET /api/v1/common/setting and /api/v1.0/cms/common/setting", () => {
  it("answers parameter 1 when the site is grey, the logo and the site name in the request's language", async () => {
    await setSetting("grey_mode", true);
    await setSetting("logo", { zh_TW: "/brand/logo-zh.svg", en: "/brand/logo-en.svg" });
    await setSetting("site_name", { zh_TW: "澳廣視新聞網", en: "TDM News", pt: "TDM Notícias" });
    for (const url of SETTING_URLS) {
      expect(await dataOf<SiteSetting>(url)).toEqual({ parameter: "1", logo: "/brand/logo-zh.svg", siteName: "澳廣視新聞網", signInProviders: [], youtubeChannel: null });
      expect(await dataOf<SiteSetting>(url, "en")).toEqual({ parameter: "1", logo: "/brand/logo-en.svg", siteName: "TDM News", signInProviders: [], youtubeChannel: null });
      expect(await dataOf<SiteSetting>(url, "pt")).toEqual({ parameter: "1", logo: "/brand/logo-en.svg", siteName: "TDM Notícias", signInProviders: [], youtubeChannel: null });
      expect((await dataOf<SiteSetting>(url, "zh_CN")).siteName).toBe("澳广视新闻网");
    }
  });

  it("names only the social sign-in providers the server is set up for (none in the demo)", async () => {
    expect((await dataOf<SiteSetting>("/api/v1/common/setting")).signInProviders).toEqual([]);
    const configured = await createTestApp({ OAUTH_FACEBOOK_ISSUER: "https://id.example.mo", OAUTH_FACEBOOK_CLIENT_ID: "portal" });
    try {
      for (const url of [...SETTING_URLS, "/api/v1.0/cms/common"]) {
        const res = await configured.call({ method: "GET", url });
        expect((res.body.data as SiteSetting).signInProviders, url).toEqual(["facebook"]);
      }
    } finally {
      await configured.close();
    }
  });

  it("accepts the grey switch as true, 1 or \"1\", and nothing else", async () => {
    for (const [value, expected] of [
      [true, "1"],
      [1, "1"],
      ["1", "1"],
      [false, "0"],
      [0, "0"],
      ["0", "0"],
      ["yes please", "0"],
      [{ enabled: false, from: "2026-11-01T00:00:00Z" }, "0"],
    ] as const) {
      await setSetting("grey_mode", value);
      expect((await dataOf<SiteSetting>("/api/v1/common/setting")).parameter, JSON.stringify(value)).toBe(expected);
    }
  });

  it("turns grey within a scheduled window (days of mourning) by the server's clock", async () => {
    await setSetting("grey_mode", { from: "2026-11-23T16:00:00Z", until: "2026-11-26T16:00:00Z" });
    expect((await dataOf<SiteSetting>("/api/v1.0/cms/common/setting")).parameter).toBe("0");
    t.clock.now = new Date("2026-11-24T02:00:00Z");
    expect((await dataOf<SiteSetting>("/api/v1.0/cms/common/setting")).parameter).toBe("1");
    t.clock.now = new Date("2026-11-26T16:00:00Z");
    expect((await dataOf<SiteSetting>("/api/v1.0/cms/common/setting")).parameter).toBe("0");
  });

  it("falls back to no logo and the broadcaster's name when nothing is set", async () => {
    expect(await dataOf<SiteSetting>("/api/v1/common/setting")).toEqual({ parameter: "0", logo: null, siteName: "澳廣視", signInProviders: [], youtubeChannel: null });
    expect((await dataOf<SiteSetting>("/api/v1/common/setting", "en")).siteName).toBe("TDM – Teledifusão de Macau");
    await setSetting("logo", "/brand/logo.svg");
    expect((await dataOf<SiteSetting>("/api/v1/common/setting", "pt")).logo).toBe("/brand/logo.svg");
  });

  it("names the broadcaster's YouTube channel (setting youtube_channel) for the footer, only as an http(s) address", async () => {
    await setSetting("youtube_channel", "https://www.youtube.com/@TDM_MACAU");
    for (const url of [...SETTING_URLS, "/api/v1.0/cms/common"]) {
      expect((await dataOf<SiteSetting>(url)).youtubeChannel, url).toBe("https://www.youtube.com/@TDM_MACAU");
    }
    await setSetting("youtube_channel", { zh_TW: "https://www.youtube.com/@TDM_MACAU", pt: "https://www.youtube.com/@TDMCanalMacau" });
    expect((await dataOf<SiteSetting>("/api/v1/common/setting", "pt")).youtubeChannel).toBe("https://www.youtube.com/@TDMCanalMacau");
    for (const bad of ["javascript:alert(1)", "www.youtube.com/@tdm", "", 42]) {
      await setSetting("youtube_channel", bad);
      expect((await dataOf<SiteSetting>("/api/v1/common/setting")).youtubeChannel, JSON.stringify(bad)).toBeNull();
    }
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1/common/setting" });
    await checkParams(t, { method: "GET", url: "/api/v1.0/cms/common/setting" });
  });
});

describe("GET /api/v1.0/cms/common", () => {
  it("answers the site setting plus the copyright line, the cookie text and the social links", async () => {
    await setSetting("grey_mode", "1");
    await setSetting("site_name", { zh_TW: "澳廣視", en: "TDM" });
    await setSetting("foot_copyright", { zh_TW: "<p>版權所有 © 澳廣視</p>", en: "<p>© TDM</p>" });
    await setSetting("social_links", [
      { key: "facebook", title: { zh_TW: "臉書", en: "Facebook" }, url: "https://www.facebook.com/tdm", icon: "/icons/facebook.svg" },
      { key: "youtube", title: "YouTube", url: "https://www.youtube.com/@tdm" },
      { key: "bad", title: "Bad", url: "javascript:alert(1)" },
      "not an object",
    ]);
    await t.database.db.insert(messageTemplates).values({
      slug: "cookies_content",
      title: { zh_TW: "Cookies 聲明", en: "Cookies" },
      content: { zh_TW: "<p>我們使用 Cookies。</p>", en: "<p>We use cookies.</p>" },
    });

    const zh = await dataOf<CmsCommon>("/api/v1.0/cms/common");
    expect(zh).toEqual({
      parameter: "1",
      logo: null,
      siteName: "澳廣視",
      signInProviders: [],
      youtubeChannel: null,
      footCopyright: "<p>版權所有 © 澳廣視</p>",
      cookieNotice: { slug: "cookies_content", title: "Cookies 聲明", content: "<p>我們使用 Cookies。</p>" },
      socialLinks: [
        { key: "facebook", title: "臉書", url: "https://www.facebook.com/tdm", icon: "/icons/facebook.svg" },
        { key: "youtube", title: "YouTube", url: "https://www.youtube.com/@tdm", icon: null },
      ],
    });
    const en = await dataOf<CmsCommon>("/api/v1.0/cms/common", "en");
    expect(en).toMatchObject({ siteName: "TDM", footCopyright: "<p>© TDM</p>", cookieNotice: { content: "<p>We use cookies.</p>" } });
    expect(en.socialLinks[0]!.title).toBe("Facebook");
    const hans = await dataOf<CmsCommon>("/api/v1.0/cms/common", "zh_CN");
    expect(hans).toMatchObject({ footCopyright: "<p>版权所有 © 澳广视</p>", cookieNotice: { title: "Cookies 声明" } });
  });

  it("answers empty parts when nothing is written", async () => {
    expect(await dataOf<CmsCommon>("/api/v1.0/cms/common", "pt")).toEqual({
      parameter: "0",
      logo: null,
      siteName: "TDM – Teledifusão de Macau",
      signInProviders: [],
      youtubeChannel: null,
      footCopyright: "",
      cookieNotice: null,
      socialLinks: [],
    });
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/cms/common" });
  });
});
