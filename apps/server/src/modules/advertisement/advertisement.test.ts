import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { AD_ASPECT_RATIOS } from "@portal/contract/constants";
import {
  DEFAULT_AD_COVER,
  adRatioOf,
  type AdvertisementClick,
  type AdvertisementDetail,
  type AdvertisementList,
  type AdvertisementPageDetail,
} from "@portal/contract/schemas/advertisement";
import type { AdvertDetail, AdvertItem } from "@portal/contract/schemas/common";
import { adverts } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { AD_CLICK_LIMIT } from "./routes.ts";

let t: TestApp;
const NOW = new Date("2026-11-22T06:00:00Z");
const days = (d: number) => new Date(NOW.getTime() + d * 86_400_000);
const SLOT = "test_slot_adverts";
/** The common banner calls read the same adverts, by slot. */
const BANNER_SLOT = "test_slot_banners";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = NOW;
});

const advert = (values: Partial<typeof adverts.$inferInsert>) =>
  t.database.db
    .insert(adverts)
    .values({ slot: SLOT, title: { zh_TW: "廣告" }, ...values })
    .returning({ id: adverts.id })
    .then((rows) => rows[0]!.id);
const banner = (values: Partial<typeof adverts.$inferInsert>) => advert({ slot: BANNER_SLOT, ...values });
const get = (url: string, language = "zh_TW") => t.call({ method: "GET", url, headers: { "api-language": language } });
const click = (id: number, ip = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: `/api/v1.0/advertisement/click?id=${id}`, remoteAddress: ip, payload: {} });
const clicksOf = async (id: number) => (await t.database.db.select({ n: adverts.clicks }).from(adverts).where(eq(adverts.id, id)))[0]!.n;

describe("slot aspect ratios (spec §9)", () => {
  it("maps the four ratios to slots, banner by default", () => {
    expect(new Set(Object.values(AD_ASPECT_RATIOS))).toEqual(new Set([62.5, 100, 33.3, 50.3]));
    expect(adRatioOf("homepagetop")).toEqual({ desktop: 33.3, mobile: 62.5 });
    expect(adRatioOf("menu_program")).toEqual({ desktop: 50.3, mobile: 50.3 });
    expect(adRatioOf("sidebar")).toEqual({ desktop: 100, mobile: 100 });
    expect(adRatioOf("no_such_slot")).toEqual({ desktop: 33.3, mobile: 33.3 });
  });
});

describe("GET /api/v1.0/advertisement/list", () => {
  it("answers a slot's visible adverts in order, with its ratio and the default image for a missing cover", async () => {
    const second = await advert({ title: { zh_TW: "澳門藝術節", en: "Macao Arts Festival", pt: "Festival de Artes de Macau" }, cover: "/demo/ads/app.svg", sortOrder: 2 });
    const first = await advert({ title: { zh_TW: "無圖廣告", en: "No picture" }, sortOrder: 1, url: "javascript:alert(1)" });
    await advert({ title: { zh_TW: "過期" }, endsAt: days(-1) });
    await advert({ title: { zh_TW: "草稿" }, published: false });
    const res = await get(`/api/v1.0/advertisement/list?slug=${SLOT}`, "en");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    const list = res.body.data as AdvertisementList;
    expect(list.slug).toBe(SLOT);
    expect(list.ratio).toEqual({ desktop: 33.3, mobile: 33.3 });
    expect(list.items.map((i) => i.id)).toEqual([first, second]);
    expect(list.items[0]).toMatchObject({ title: "No picture", cover: DEFAULT_AD_COVER, url: null, slot: SLOT });
    expect(list.items[1]).toMatchObject({ title: "Macao Arts Festival", cover: "/demo/ads/app.svg" });
    const hans = (await get(`/api/v1.0/advertisement/list?slug=${SLOT}`, "zh_CN")).body.data as AdvertisementList;
    expect(hans.items[1]!.title).toBe("澳门艺术节");
    const pt = (await get(`/api/v1.0/advertisement/list?slug=${SLOT}`, "pt")).body.data as AdvertisementList;
    expect(pt.items[1]!.title).toBe("Festival de Artes de Macau");
  });

  it("answers the seeded footer adverts and an empty list for an unknown slot", async () => {
    const footer = (await get("/api/v1.0/advertisement/list?slug=footer")).body.data as AdvertisementList;
    expect(footer.items.length).toBeGreaterThanOrEqual(2);
    expect((await get("/api/v1.0/advertisement/list?slug=nothing_here")).body.data).toEqual({ slug: "nothing_here", ratio: { desktop: 33.3, mobile: 33.3 }, items: [] });
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/advertisement/list", query: { slug: SLOT }, fields: [{ in: "query", name: "slug", kind: "slug" }] });
  });
});

describe("GET /api/v1.0/advertisement/detail and page-detail", () => {
  it("answers a visible advert with content and ratio; 404 for hidden ones; preview also shows scheduled and ended ones", async () => {
    const id = await advert({
      slot: "homepagetop",
      title: { zh_TW: "農曆新年特備節目", en: "Lunar New Year specials" },
      content: { zh_TW: "<p>年三十晚直播</p>", en: "<p>Live on New Year's Eve</p>" },
      hasInnerDetail: true,
    });
    const en = (await get(`/api/v1.0/advertisement/detail?id=${id}`, "en")).body.data as AdvertisementDetail;
    expect(en).toMatchObject({ id, title: "Lunar New Year specials", content: "<p>Live on New Year's Eve</p>", ratio: { desktop: 33.3, mobile: 62.5 }, startsAt: null });
    const scheduled = await advert({ title: { zh_TW: "預告" }, startsAt: days(3) });
    const ended = await advert({ title: { zh_TW: "已完" }, endsAt: days(-3) });
    const draft = await advert({ title: { zh_TW: "草稿" }, published: false });
    for (const hidden of [scheduled, ended, draft, 2_000_000_000]) {
      const res = await get(`/api/v1.0/advertisement/detail?id=${hidden}`, "pt");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: "O recurso pedido não foi encontrado", data: null });
    }
    expect((await get(`/api/v1.0/advertisement/detail?id=${scheduled}&preview=1`)).status).toBe(200);
    expect((await get(`/api/v1.0/advertisement/detail?id=${ended}&preview=1`)).status).toBe(200);
    expect((await get(`/api/v1.0/advertisement/detail?id=${draft}&preview=1`)).status).toBe(404);
  });

  it("page-detail answers the advert and the other visible adverts of its slot", async () => {
    const slot = "test_slot_page";
    const a = await advert({ slot, title: { zh_TW: "甲" }, sortOrder: 1 });
    const b = await advert({ slot, title: { zh_TW: "乙" }, sortOrder: 2 });
    await advert({ slot, title: { zh_TW: "丙" }, published: false });
    const page = (await get(`/api/v1.0/advertisement/page-detail?id=${a}`)).body.data as AdvertisementPageDetail;
    expect(page.advert.id).toBe(a);
    expect(page.more.map((m) => m.id)).toEqual([b]);
    expect((await get("/api/v1.0/advertisement/page-detail?id=2000000000")).status).toBe(404);
  });

  it("passes the bad-input check", async () => {
    const id = await advert({ title: { zh_TW: "檢查" } });
    const fields = [{ in: "query" as const, name: "id", kind: "id" as const }, { in: "query" as const, name: "preview", kind: "enum" as const }];
    await checkParams(t, { method: "GET", url: "/api/v1.0/advertisement/detail", query: { id }, fields });
    await checkParams(t, { method: "GET", url: "/api/v1.0/advertisement/page-detail", query: { id }, fields });
  });
});

describe("POST /api/v1.0/advertisement/click", () => {
  it("counts one click per client and advert within the window, answers the link, 404 for hidden adverts", async () => {
    const id = await advert({ title: { zh_TW: "點擊" }, url: "https://www.macaotourism.gov.mo/" });
    const first = await click(id);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.json().data as AdvertisementClick).toEqual({ id, url: "https://www.macaotourism.gov.mo/", counted: true });
    expect(await clicksOf(id)).toBe(1);
    const again = await click(id);
    expect(again.json().data.counted).toBe(false);
    expect(await clicksOf(id)).toBe(1);
    expect((await click(id, "198.51.100.9")).json().data.counted).toBe(true);
    expect(await clicksOf(id)).toBe(2);
    const ended = await advert({ title: { zh_TW: "完" }, endsAt: days(-1) });
    expect((await click(ended, "198.51.100.10")).statusCode).toBe(404);
    expect(await clicksOf(ended)).toBe(0);
  });

  it("limits one client's clicks per minute (429 with Retry-After)", async () => {
    const id = await advert({ title: { zh_TW: "限制" } });
    const ip = "192.0.2.55";
    for (let i = 0; i < AD_CLICK_LIMIT.max; i++) expect((await click(id, ip)).statusCode).toBe(200);
    const over = await click(id, ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(await clicksOf(id)).toBe(1);
  });

  it("passes the bad-input check", async () => {
    const id = await advert({ title: { zh_TW: "檢查" } });
    await checkParams(t, { method: "POST", url: "/api/v1.0/advertisement/click", query: { id }, fields: [{ in: "query", name: "id", kind: "id" }] });
  });
});

describe("GET /api/v1.0/common/banner", () => {
  it("answers the published adverts of a slot within their window, sorted, in two languages", async () => {
    const second = await banner({
      title: { zh_TW: "澳門格蘭披治大賽車", en: "Macau Grand Prix", pt: "Grande Prémio de Macau" },
      url: "https://www.macau.grandprix.gov.mo/",
      cover: "/demo/gp.jpg",
      respCover: "/demo/gp-mobile.jpg",
      newWindow: true,
      sortOrder: 2,
      startsAt: days(-1),
      endsAt: days(1),
    });
    const first = await banner({ title: { zh_TW: "節目巡禮", en: "Programme highlights" }, url: "/zh-hant/program/all_program", hasInnerDetail: true, sortOrder: 1 });
    await banner({ title: { zh_TW: "過期" }, endsAt: days(-1) });
    await banner({ title: { zh_TW: "將來" }, startsAt: days(5) });
    await banner({ title: { zh_TW: "草稿" }, published: false });
    await banner({ slot: "another_slot", title: { zh_TW: "別的位置" } });

    const zh = await get(`/api/v1.0/common/banner?slug=${BANNER_SLOT}`);
    expect(zh.status).toBe(200);
    expect(zh.headers["cache-control"]).toMatch(/^public/);
    const items = zh.body.data as AdvertItem[];
    expect(items.map((i) => i.id)).toEqual([first, second]);
    expect(items[1]).toEqual({
      id: second,
      url: "https://www.macau.grandprix.gov.mo/",
      cover: "/demo/gp.jpg",
      respCover: "/demo/gp-mobile.jpg",
      title: "澳門格蘭披治大賽車",
      newWindow: true,
      hasInnerDetail: false,
    });
    expect(items[0]).toMatchObject({ url: "/zh-hant/program/all_program", hasInnerDetail: true });

    const pt = (await get(`/api/v1.0/common/banner?slug=${BANNER_SLOT}`, "pt")).body.data as AdvertItem[];
    expect(pt.map((i) => i.title)).toEqual(["Programme highlights", "Grande Prémio de Macau"]); // pt falls back to en
    const hans = (await get(`/api/v1.0/common/banner?slug=${BANNER_SLOT}`, "zh_CN")).body.data as AdvertItem[];
    expect(hans[1]!.title).toBe("澳门格兰披治大赛车");

    t.clock.now = days(2); // the Grand Prix advert has ended
    expect(((await get(`/api/v1.0/common/banner?slug=${BANNER_SLOT}`)).body.data as AdvertItem[]).map((i) => i.id)).toEqual([first]);
  });

  it("answers an empty list for a slot without adverts and drops links that are not http(s) or site paths", async () => {
    expect((await get("/api/v1.0/common/banner?slug=no_such_slot")).body.data).toEqual([]);
    await banner({ slot: "test_slot_links", url: "javascript:alert(1)" });
    await banner({ slot: "test_slot_links", url: "//evil.example/x", sortOrder: 1 });
    const items = (await get("/api/v1.0/common/banner?slug=test_slot_links")).body.data as AdvertItem[];
    expect(items.map((i) => i.url)).toEqual([null, null]);
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/banner", query: { slug: BANNER_SLOT }, fields: [{ in: "query", name: "slug", kind: "slug" }] });
  });
});

describe("GET /api/v1.0/common/banner/detail", () => {
  it("answers one visible advert with its content, and 404 for unknown, unpublished or expired ones", async () => {
    const id = await banner({
      title: { zh_TW: "招聘", en: "Careers" },
      content: { zh_TW: "<p>誠聘記者</p>", en: "<p>We are hiring reporters</p>" },
      hasInnerDetail: true,
    });
    const zh = await get(`/api/v1.0/common/banner/detail?id=${id}`);
    expect(zh.body.data as AdvertDetail).toMatchObject({ id, title: "招聘", content: "<p>誠聘記者</p>", hasInnerDetail: true });
    const en = await get(`/api/v1.0/common/banner/detail?id=${id}`, "en");
    expect((en.body.data as AdvertDetail).content).toBe("<p>We are hiring reporters</p>");
    const hans = await get(`/api/v1.0/common/banner/detail?id=${id}`, "zh_CN");
    expect((hans.body.data as AdvertDetail).content).toBe("<p>诚聘记者</p>");

    const hidden = await banner({ published: false });
    const expired = await banner({ endsAt: days(-1) });
    for (const missing of [hidden, expired, 2_000_000_000]) {
      const res = await get(`/api/v1.0/common/banner/detail?id=${missing}`, "en");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: "The requested resource was not found", data: null });
    }
  });

  it("passes the bad-input check", async () => {
    const id = await banner({ title: { zh_TW: "檢查" } });
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/banner/detail", query: { id }, fields: [{ in: "query", name: "id", kind: "id" }] });
  });
});
