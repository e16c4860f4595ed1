import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdvertisingInfo, ContactInformation, LatestPage, SitePage } from "@portal/contract/schemas/site-pages";
import { sitePages } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

const CONTACT = "/api/v1.0/cms/contact-information";
const ADVERTISING = "/api/v1.0/cms/advertising";
const PAGE = "/api/v1.0/cms/page/item";
const LATEST = "/api/v1.0/cms/latest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get<T>(url: string, language = "zh_TW"): Promise<T> {
  const res = await t.call({ method: "GET", url, headers: { "api-language": language } });
  expect(res.status, url).toBe(200);
  expect(res.body.code).toBe(0);
  return res.body.data as T;
}

describe("GET /api/v1.0/cms/contact-information", () => {
  it("answers the desks, address and office hours in the request's language", async () => {
    const en = await get<ContactInformation>(CONTACT, "en");
    expect(en.organisation).toBe("TDM — Teledifusão de Macau, S.A.");
    expect(en.address).toMatch(/Calçada da Guia/);
    expect(en.mapUrl).toMatch(/^https:\/\//);
    expect(en.officeHours[0]).toMatch(/^Monday to Friday/);
    expect(en.departments.map((d) => d.key)).toEqual(["switchboard", "newsroom", "audience", "advertising", "press"]);
    expect(en.departments[1]).toMatchObject({ name: "Newsroom", phone: "+853 2851 9200", email: "news@tdm.example.mo", hours: "24 hours, every day", fax: null, whatsapp: "+853 6288 0001" });
    expect(en.departments[0]!.whatsapp).toBeNull();
    const hans = await get<ContactInformation>(CONTACT, "zh_CN");
    expect(hans.departments[1]!.name).toBe("新闻部");
    expect((await get<ContactInformation>(CONTACT, "pt")).departments[0]!.name).toBe("Central telefónica");
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: CONTACT });
  });
});

describe("GET /api/v1.0/cms/advertising", () => {
  it("answers rate cards whose prices are patacas, one per period, with contacts and the media kit", async () => {
    const pt = await get<AdvertisingInfo>(ADVERTISING, "pt");
    expect(pt.currency).toBe("MOP");
    expect(pt.rateCards.map((c) => c.key)).toEqual(["website", "television", "radio"]);
    const web = pt.rateCards[0]!;
    expect(web.periods).toEqual(["Por semana", "Por mês", "Por trimestre"]);
    expect(web.rows[0]).toEqual({ name: "Faixa do topo da página inicial", size: "1200 × 400 px", prices: [12800, 42000, 115000] });
    for (const card of pt.rateCards) for (const row of card.rows) expect(row.prices).toHaveLength(card.periods.length);
    expect(web.rows[3]!.prices[0]).toBeNull();
    expect(pt.contacts[0]).toMatchObject({ phone: "+853 2851 9300", email: "ads@tdm.example.mo" });
    expect(pt.mediaKit).toEqual({ title: "Dossiê de imprensa (PDF)", url: "/demo/site/tdm-media-kit.pdf", size: "2 KB" });
    expect((await get<AdvertisingInfo>(ADVERTISING, "zh_TW")).rateCards[1]!.rows[0]!.size).toBe("30 秒");
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: ADVERTISING });
  });
});

describe("GET /api/v1.0/cms/page/item", () => {
  it("answers a published page by slug in the request's language", async () => {
    const privacy = await get<SitePage>(`${PAGE}?slug=privacy`, "en");
    expect(privacy).toMatchObject({ slug: "privacy", title: "Privacy policy" });
    expect(privacy.body).toContain("Law 8/2005");
    expect(Date.parse(privacy.updatedAt)).not.toBeNaN();
    const terms = await get<SitePage>(`${PAGE}?slug=terms`, "zh_CN");
    expect(terms.title).toBe("使用条款");
    expect(terms.body).toContain('href="/zh-hans/privacy"');
    const accessibility = await get<SitePage>(`${PAGE}?slug=accessibility`, "pt");
    expect(accessibility).toMatchObject({ title: "Declaração de acessibilidade", summary: "Queremos que todos possam usar este sítio." });
  });

  it("answers 404 for an unknown slug and for a page staff have not published", async () => {
    for (const slug of ["no-such-page", "cookies"]) {
      const res = await t.call({ method: "GET", url: `${PAGE}?slug=${slug}`, headers: { "api-language": "en" } });
      expect(res.status, slug).toBe(404);
      expect(res.body.code).not.toBe(0);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    await t.database.db.insert(sitePages).values({ slug: "newly-added", title: { zh_TW: "新頁", en: "New page" }, body: { zh_TW: "<p>內容</p>", en: "<p>Body</p>" } });
    expect((await get<SitePage>(`${PAGE}?slug=newly-added`, "en")).title).toBe("New page");
    expect((await get<SitePage>(`${PAGE}?slug=newly-added`, "zh_CN")).title).toBe("新页");
  });

  it("refuses a missing slug and passes the bad-input check", async () => {
    const res = await t.call({ method: "GET", url: PAGE, headers: { "api-language": "pt" } });
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe(0);
    await checkParams(t, { method: "GET", url: PAGE, query: { slug: "privacy" }, fields: [{ in: "query", name: "slug", kind: "slug" }] });
  });
});

describe("GET /api/v1.0/cms/latest", () => {
  it("merges news, episodes and short videos newest first, in pages that do not overlap", async () => {
    const pages: LatestPage[] = [];
    for (let page = 1; page <= 4; page++) pages.push(await get<LatestPage>(`${LATEST}?page=${page}&pageSize=10`, "en"));
    expect(pages[0]!).toMatchObject({ page: 1, pageSize: 10, hasMore: true });
    const all = pages.flatMap((p) => p.items);
    expect(all.length).toBe(40);
    const times = all.map((i) => Date.parse(i.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.map((i) => `${i.kind}:${i.id}`)).size).toBe(all.length);
    expect(new Set(all.map((i) => i.kind))).toEqual(new Set(["news", "episode", "short-video"]));
    const wide = await get<LatestPage>(`${LATEST}?page=2&pageSize=20`, "en");
    expect(wide.items.map((i) => `${i.kind}:${i.id}`)).toEqual(pages.slice(2, 4).flatMap((p) => p.items.map((i) => `${i.kind}:${i.id}`)));
    for (const item of all) {
      expect(item.title.length).toBeGreaterThan(0);
      if (item.kind === "episode") expect(item.slug).toBeTruthy();
    }
  });

  it("reads the request's newsroom: English news in English, Simplified titles in zh-hans", async () => {
    const en = (await get<LatestPage>(`${LATEST}?pageSize=24`, "en")).items.filter((i) => i.kind === "news");
    const news = await get<{ newsList: { data: { id: number }[] }[] }>("/api/v1.0/news?PageSize=5", "en");
    expect(en.slice(0, 5).map((i) => i.id)).toEqual(news.newsList.flatMap((b) => b.data.map((d) => d.id)).slice(0, 5));
    const hans = (await get<LatestPage>(`${LATEST}?pageSize=24`, "zh_CN")).items.find((i) => i.kind === "news")!;
    const hant = (await get<LatestPage>(`${LATEST}?pageSize=24`, "zh_TW")).items.find((i) => i.kind === "news")!;
    expect(hans.id).toBe(hant.id);
  });

  it("ends: full pages say there is more, the last one says there is none", async () => {
    const pages: LatestPage[] = [];
    for (let page = 1; page <= 10; page++) {
      pages.push(await get<LatestPage>(`${LATEST}?page=${page}&pageSize=24`, "pt"));
      if (!pages.at(-1)!.hasMore) break;
    }
    const last = pages.at(-1)!;
    expect(last.hasMore).toBe(false);
    expect(last.items.length).toBeGreaterThan(0);
    expect(last.items.length).toBeLessThanOrEqual(24);
    for (const page of pages.slice(0, -1)) expect([page.hasMore, page.items.length]).toEqual([true, 24]);
    const after = await get<LatestPage>(`${LATEST}?page=${last.page + 1}&pageSize=24`, "pt");
    expect(after).toEqual({ items: [], page: last.page + 1, pageSize: 24, hasMore: false });
  });

  it("passes the bad-input check; no page beyond the tenth", async () => {
    expect((await t.call({ method: "GET", url: `${LATEST}?page=11` })).status).toBe(400);
    expect((await t.call({ method: "GET", url: `${LATEST}?pageSize=25` })).status).toBe(400);
    await checkParams(t, {
      method: "GET",
      url: LATEST,
      query: { page: 1, pageSize: 12 },
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
      ],
    });
  });
});
