import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdvertDetail, AdvertItem, MessageTemplate } from "@portal/contract/schemas/common";
import { adverts } from "../../db/schema/adverts.ts";
import { messageTemplates } from "../../db/schema/settings.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
const NOW = new Date("2026-11-22T06:00:00Z");
const days = (d: number) => new Date(NOW.getTime() + d * 86_400_000);
const SLOT = "test_slot_banners";

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

const get = (url: string, language = "zh_TW") => t.call({ method: "GET", url, headers: { "api-language": language } });

describe("GET /api/v1.0/common/banner", () => {
  it("answers the published adverts of a slot within their window, sorted, in two languages", async () => {
    const second = await advert({
      title: { zh_TW: "澳門格蘭披治大賽車", en: "Macau Grand Prix", pt: "Grande Prémio de Macau" },
      url: "https://www.macau.grandprix.gov.mo/",
      cover: "/demo/gp.jpg",
      respCover: "/demo/gp-mobile.jpg",
      newWindow: true,
      sortOrder: 2,
      startsAt: days(-1),
      endsAt: days(1),
    });
    const first = await advert({ title: { zh_TW: "節目巡禮", en: "Programme highlights" }, url: "/zh-hant/program/all_program", hasInnerDetail: true, sortOrder: 1 });
    await advert({ title: { zh_TW: "過期" }, endsAt: days(-1) });
    await advert({ title: { zh_TW: "將來" }, startsAt: days(5) });
    await advert({ title: { zh_TW: "草稿" }, published: false });
    await advert({ slot: "another_slot", title: { zh_TW: "別的位置" } });

    const zh = await get(`/api/v1.0/common/banner?slug=${SLOT}`);
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

    const pt = (await get(`/api/v1.0/common/banner?slug=${SLOT}`, "pt")).body.data as AdvertItem[];
    expect(pt.map((i) => i.title)).toEqual(["Programme highlights", "Grande Prémio de Macau"]); // pt falls back to en
    const hans = (await get(`/api/v1.0/common/banner?slug=${SLOT}`, "zh_CN")).body.data as AdvertItem[];
    expect(hans[1]!.title).toBe("澳门格兰披治大赛车");

    t.clock.now = days(2); // the Grand Prix advert has ended
    expect(((await get(`/api/v1.0/common/banner?slug=${SLOT}`)).body.data as AdvertItem[]).map((i) => i.id)).toEqual([first]);
  });

  it("answers an empty list for a slot without adverts and drops links that are not http(s) or site paths", async () => {
    expect((await get("/api/v1.0/common/banner?slug=no_such_slot")).body.data).toEqual([]);
    await advert({ slot: "test_slot_links", url: "javascript:alert(1)" });
    await advert({ slot: "test_slot_links", url: "//evil.example/x", sortOrder: 1 });
    const items = (await get("/api/v1.0/common/banner?slug=test_slot_links")).body.data as AdvertItem[];
    expect(items.map((i) => i.url)).toEqual([null, null]);
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/banner", query: { slug: SLOT }, fields: [{ in: "query", name: "slug", kind: "slug" }] });
  });
});

describe("GET /api/v1.0/common/banner/detail", () => {
  it("answers one visible advert with its content, and 404 for unknown, unpublished or expired ones", async () => {
    const id = await advert({
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

    const hidden = await advert({ published: false });
    const expired = await advert({ endsAt: days(-1) });
    for (const missing of [hidden, expired, 2_000_000_000]) {
      const res = await get(`/api/v1.0/common/banner/detail?id=${missing}`, "en");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: "The requested resource was not found", data: null });
    }
  });

  it("passes the bad-input check", async () => {
    const id = await advert({ title: { zh_TW: "檢查" } });
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/banner/detail", query: { id }, fields: [{ in: "query", name: "id", kind: "id" }] });
  });
});

describe("GET /api/v1.0/common/message-template", () => {
  beforeAll(async () => {
    await t.database.db.delete(messageTemplates);
    await t.database.db.insert(messageTemplates).values({
      slug: "cookies_content",
      title: { zh_TW: "私隱聲明", en: "Privacy notice", pt: "Aviso de privacidade" },
      content: { zh_TW: "<p>本網站使用Cookies以改善瀏覽體驗。</p>", en: "<p>This site uses cookies.</p>", pt: "<p>Este sítio utiliza cookies.</p>" },
    });
  });

  it("answers a template by slug in the request's language", async () => {
    const zh = await get("/api/v1.0/common/message-template?slug=cookies_content");
    expect(zh.body.data as MessageTemplate).toEqual({ slug: "cookies_content", title: "私隱聲明", content: "<p>本網站使用Cookies以改善瀏覽體驗。</p>" });
    const pt = await get("/api/v1.0/common/message-template?slug=cookies_content", "pt");
    expect((pt.body.data as MessageTemplate).content).toBe("<p>Este sítio utiliza cookies.</p>");
    const hans = await get("/api/v1.0/common/message-template?slug=cookies_content", "zh_CN");
    expect((hans.body.data as MessageTemplate).title).toBe("私隐声明");
    expect((hans.body.data as MessageTemplate).content).toBe("<p>本网站使用Cookies以改善浏览体验。</p>");
  });

  it("answers a 404 envelope for an unknown slug", async () => {
    const res = await get("/api/v1.0/common/message-template?slug=no_such_template", "pt");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: "O recurso pedido não foi encontrado", data: null });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/common/message-template",
      query: { slug: "cookies_content" },
      fields: [{ in: "query", name: "slug", kind: "slug" }],
    });
  });
});
