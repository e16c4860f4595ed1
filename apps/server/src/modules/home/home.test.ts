import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_PUBLIC_SHORT } from "../../platform/route.ts";
import type { HomeResponse, HomeSection } from "@portal/contract/schemas/common";
import { adverts } from "../advertisement/tables.ts";
import { newsArticles, newsCategories } from "../news/tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

const URL = "/api/v1.0/cms/home";
const NOW = new Date("2026-06-15T12:00:00Z");
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let t: TestApp;

type Locale = "zh_TW" | "zh_CN" | "en" | "pt";
async function home(locale: Locale): Promise<HomeResponse> {
  const res = await t.call({ method: "GET", url: URL, headers: { "api-language": locale } });
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(0);
  return res.body.data as HomeResponse;
}
const section = (data: HomeResponse, key: string): HomeSection | undefined => data.sections.find((s) => s.key === key);
const ids = (s: HomeSection | undefined) => s?.items.map((i) => i.id) ?? [];

/** The fixture's Chinese articles in category order, modelled independently of the SQL. */
const CATEGORY_SLUGS = ["politics", "sport", "culture", "economy", "society"] as const;
const zhIds: number[] = [];
const zhCategoryOf = new Map<number, string>();
const catIds: Record<string, number> = {};
let hansTitleId = 0;
let hiddenIds: number[] = [];
let recentVideoId = 0;
let oldVideoId = 0;
const enIds: number[] = [];
const ptIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  const db = t.database.db;
  // Start from a known state: whatever the demo seed put in these tables is removed in this file's copy.
  await db.delete(newsArticles);
  await db.delete(newsCategories);
  await db.delete(adverts);

  const categories = await db
    .insert(newsCategories)
    .values([
      { slug: "english-only", sortOrder: 0, title: { zh_TW: "英文專題", en: "In English", pt: "Em inglês" } },
      { slug: "politics", sortOrder: 1, title: { zh_TW: "政治", en: "Politics", pt: "Política" } },
      { slug: "sport", sortOrder: 2, title: { zh_TW: "體育", en: "Sport", pt: "Desporto" } },
      { slug: "culture", sortOrder: 3, title: { zh_TW: "文化", zh_CN: "文化艺术", en: "Culture", pt: "Cultura" } },
      { slug: "economy", sortOrder: 4, title: { zh_TW: "經濟", en: "Economy", pt: "Economia" } },
      { slug: "society", sortOrder: 5, title: { zh_TW: "社會", en: "Society", pt: "Sociedade" } },
    ])
    .returning();
  for (const c of categories) catIds[c.slug] = c.id;

  // 24 Chinese articles, one an hour, categories in turn: politics, sport, culture, economy, society, politics …
  for (let i = 1; i <= 24; i++) {
    const slug = CATEGORY_SLUGS[(i - 1) % CATEGORY_SLUGS.length]!;
    const [row] = await db
      .insert(newsArticles)
      .values({
        newsroom: "zh",
        categoryId: catIds[slug],
        title: `澳門經濟 ${i}`,
        summary: `颱風過後 ${i}`,
        cover: `/uploads/news/${i}.jpg`,
        type: i === 2 ? "radio" : "text",
        publishedAt: ago(i * HOUR),
      })
      .returning();
    zhIds.push(row!.id);
    zhCategoryOf.set(row!.id, slug);
  }
  const [hans] = await db
    .insert(newsArticles)
    .values({ newsroom: "zh", title: "繁體標題", titleHans: "手写的简体标题", publishedAt: ago(30 * 60_000) })
    .returning();
  hansTitleId = hans!.id;
  const hidden = await db
    .insert(newsArticles)
    .values([
      { newsroom: "zh", categoryId: catIds.politics, title: "未發佈", published: false, publishedAt: ago(60_000) },
      { newsroom: "zh", categoryId: catIds.sport, title: "明日發佈", publishedAt: new Date(NOW.getTime() + HOUR) },
      { newsroom: "zh", categoryId: catIds.culture, type: "video", title: "未發佈視頻", published: false, publishedAt: ago(40 * HOUR) },
    ])
    .returning();
  hiddenIds = hidden.map((r) => r.id);
  const videos = await db
    .insert(newsArticles)
    .values([
      { newsroom: "zh", type: "video", title: "視頻新聞", publishedAt: ago(50 * HOUR) },
      // Older than the three years video news is offered for.
      { newsroom: "zh", type: "video", title: "舊視頻", publishedAt: new Date("2023-01-01T00:00:00Z") },
    ])
    .returning();
  recentVideoId = videos[0]!.id;
  oldVideoId = videos[1]!.id;

  for (let i = 1; i <= 10; i++) {
    const [row] = await db
      .insert(newsArticles)
      .values({ newsroom: "en", categoryId: catIds["english-only"], title: `English story ${i}`, publishedAt: ago(i * HOUR) })
      .returning();
    enIds.push(row!.id);
  }
  const pt = await db
    .insert(newsArticles)
    .values([
      { newsroom: "pt", title: "Notícia em português", publishedAt: ago(2 * HOUR) },
      { newsroom: "pt", type: "video", title: "Vídeo em português", publishedAt: ago(HOUR) },
    ])
    .returning();
  ptIds.push(...pt.map((r) => r.id).reverse());

  await db.insert(adverts).values([
    { slot: "homepagetop", title: { zh_TW: "應用程式", en: "App" }, sortOrder: 2, cover: "/demo/ads/app.svg", url: "javascript:alert(1)" },
    {
      slot: "homepagetop",
      title: { zh_TW: "澳門格蘭披治大賽車", en: "Macau Grand Prix", pt: "Grande Prémio de Macau" },
      sortOrder: 1,
      cover: "/demo/ads/grand-prix.svg",
      respCover: "/demo/ads/grand-prix-mobile.svg",
      url: "https://example.com/gp",
      newWindow: true,
      startsAt: ago(24 * HOUR),
      endsAt: new Date(NOW.getTime() + 24 * HOUR),
    },
    { slot: "homepagetop", title: { en: "Not yet" }, sortOrder: 0, startsAt: new Date(NOW.getTime() + HOUR) },
    { slot: "homepagetop", title: { en: "Over" }, sortOrder: 0, endsAt: ago(60_000) },
    { slot: "homepagetop", title: { en: "Draft" }, sortOrder: 0, published: false },
    { slot: "footer", title: { en: "Elsewhere" }, sortOrder: 0 },
    { slot: "homepagetop", title: { en: "Inner page" }, sortOrder: 3, hasInnerDetail: true },
  ]);
});
afterAll(() => t.close());

describe("GET /api/v1.0/cms/home", () => {
  it("is public and cacheable for a short while", async () => {
    const res = await t.call({ method: "GET", url: URL });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe(CACHE_PUBLIC_SHORT);
  });

  it("lists the Chinese newsroom's newest published articles first, in Traditional Chinese, for zh_TW", async () => {
    const data = await home("zh_TW");
    expect(data.sections[0]!.key).toBe("latest");
    const latest = section(data, "latest")!;
    expect(latest.title).toBe("最新新聞");
    expect(latest.morePath).toBe("news_zh");
    // The hand-titled article (30 minutes old) and then the hourly ones, newest first, eight in all.
    expect(ids(latest)).toEqual([hansTitleId, ...zhIds.slice(0, 7)]);
    expect(latest.items[0]!.title).toBe("繁體標題");
    expect(latest.items[1]!).toMatchObject({ title: "澳門經濟 1", summary: "颱風過後 1", category: "政治", cover: "/uploads/news/1.jpg", type: "text" });
    expect(latest.items[2]!.type).toBe("radio");
    expect(latest.items[1]!.publishedAt).toBe(ago(HOUR).toISOString());
  });

  it("converts titles and summaries to Simplified Chinese for zh_CN unless a Simplified title was written", async () => {
    const data = await home("zh_CN");
    const latest = section(data, "latest")!;
    expect(latest.title).toBe("最新新闻");
    expect(latest.morePath).toBe("news_zh");
    expect(ids(latest)).toEqual([hansTitleId, ...zhIds.slice(0, 7)]);
    expect(latest.items[0]!.title).toBe("手写的简体标题");
    expect(latest.items[1]!).toMatchObject({ title: "澳门经济 1", summary: "台风过后 1", category: "政治" });
    expect(latest.items[2]!.category).toBe("体育");
    expect(section(data, "category-sport")!.title).toBe("体育");
    // A category with its own Simplified title keeps it.
    expect(section(data, "category-culture")!.title).toBe("文化艺术");
  });

  it("gives one section per category with articles, in category order, four at most, without repeating a story", async () => {
    const data = await home("zh_TW");
    const keys = data.sections.map((s) => s.key);
    // english-only has no Chinese article; society comes fifth and is left out.
    expect(keys).toEqual(["latest", "category-politics", "category-sport", "category-culture", "category-economy", "video"]);
    const inLatest = new Set(ids(section(data, "latest")));
    for (const slug of ["politics", "sport", "culture", "economy"]) {
      const s = section(data, `category-${slug}`)!;
      const expected = zhIds.filter((id) => zhCategoryOf.get(id) === slug && !inLatest.has(id)).slice(0, 4);
      expect(ids(s), slug).toEqual(expected);
      expect(s.morePath).toBe(`news-list?category=${slug}`);
      expect(s.items.length).toBeLessThanOrEqual(4);
    }
    expect(section(data, "category-politics")!.title).toBe("政治");
    const all = data.sections.flatMap(ids);
    expect(new Set(all).size).toBe(all.length);
  });

  it("leaves out unpublished and future articles everywhere, and video news older than three years", async () => {
    for (const locale of ["zh_TW", "zh_CN"] as const) {
      const all = (await home(locale)).sections.flatMap(ids);
      for (const id of [...hiddenIds, oldVideoId]) expect(all).not.toContain(id);
    }
    const video = section(await home("zh_TW"), "video")!;
    expect(ids(video)).toEqual([recentVideoId]);
    expect(video).toMatchObject({ title: "視頻新聞", morePath: "news-list?type=video" });
    expect(video.items[0]!.type).toBe("video");
  });

  it("serves the English and Portuguese newsrooms their own articles and omits empty sections", async () => {
    const en = await home("en");
    expect(en.sections.map((s) => s.key)).toEqual(["latest", "category-english-only"]);
    expect(section(en, "latest")).toMatchObject({ title: "Latest news", morePath: "news_en" });
    expect(ids(section(en, "latest"))).toEqual(enIds.slice(0, 8));
    expect(section(en, "category-english-only")).toMatchObject({ title: "In English", morePath: "news-list?category=english-only" });
    expect(ids(section(en, "category-english-only"))).toEqual(enIds.slice(8));

    const pt = await home("pt");
    // The only Portuguese video is already in "latest": no video section.
    expect(pt.sections.map((s) => s.key)).toEqual(["latest"]);
    expect(section(pt, "latest")).toMatchObject({ title: "Últimas notícias", morePath: "news_pt" });
    expect(ids(section(pt, "latest"))).toEqual(ptIds);
    expect(section(pt, "latest")!.items.map((i) => i.type)).toEqual(["video", "text"]);
  });

  it("shows the top adverts that are published and inside their time window, in their order", async () => {
    const zh = await home("zh_TW");
    expect(zh.topAdverts.map((a) => a.title)).toEqual(["澳門格蘭披治大賽車", "應用程式", "Inner page"]);
    expect(zh.topAdverts[0]).toMatchObject({
      url: "https://example.com/gp",
      newWindow: true,
      cover: "/demo/ads/grand-prix.svg",
      respCover: "/demo/ads/grand-prix-mobile.svg",
      hasInnerDetail: false,
    });
    // Only http(s) addresses are links.
    expect(zh.topAdverts[1]).toMatchObject({ url: null, respCover: null, cover: "/demo/ads/app.svg" });
    expect(zh.topAdverts[2]).toMatchObject({ url: null, cover: null, hasInnerDetail: true });
    expect((await home("zh_CN")).topAdverts[0]!.title).toBe("澳门格兰披治大赛车");
    expect((await home("pt")).topAdverts.map((a) => a.title)).toEqual(["Grande Prémio de Macau", "App", "Inner page"]);
  });

  it("follows the clock: adverts start and end, articles appear when their time comes", async () => {
    try {
      t.clock.now = new Date(NOW.getTime() + 2 * HOUR);
      const later = await home("en");
      expect(later.topAdverts.map((a) => a.title)).toEqual(["Not yet", "Macau Grand Prix", "App", "Inner page"]);
      const zh = await home("zh_TW");
      expect(ids(section(zh, "latest"))[0]).toBe(hiddenIds[1]);
      // The window's end is exclusive.
      t.clock.now = new Date(NOW.getTime() + 24 * HOUR);
      expect((await home("en")).topAdverts.map((a) => a.title)).toEqual(["Not yet", "App", "Inner page"]);
    } finally {
      t.clock.now = NOW;
    }
  });

  it("passes the shared bad-input check and ignores stray query parameters", async () => {
    await checkParams(t, { method: "GET", url: URL, query: { page: "abc", slug: "<script>" } });
    await checkParams(t, { method: "GET", url: URL, headers: { "api-language": "xx_YY" } });
    const res = await t.call({ method: "POST", url: URL, payload: {} });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  // Last: empties the tables of this file's database.
  it("answers no sections and no adverts from an empty database", async () => {
    await t.database.db.delete(newsArticles);
    await t.database.db.delete(adverts);
    for (const locale of ["zh_TW", "zh_CN", "en", "pt"] as const) {
      expect(await home(locale)).toEqual({ topAdverts: [], sections: [] });
    }
  });
});
