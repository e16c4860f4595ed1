import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEARCH_SUGGEST_MAX, type SearchFilterResponse, type SearchProgramResponse, type SearchResponse, type SearchSuggestResponse } from "@portal/contract/schemas/search";
import { newsArticles, newsCategories } from "../news/tables.ts";
import { searchKeywordsDaily } from "./tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { clearLimits, okData } from "../member/member.test-helper.ts";
import { saveArticle } from "../news/news-service.ts";
import { SEARCH_STATISTICS_LIMIT, SEARCH_SUGGEST_LIMIT } from "./routes.ts";
import { tsQueryOf } from "../news/article-search.ts";

const SEARCH = "/api/v1.0/search/";
const FILTER = "/api/v1.0/search/fitler";
const PROGRAMS = "/api/v1.0/search/search_program";
const STATISTICS = "/api/v1.0/statistics/search";
const SUGGEST = "/api/v1.0/search/suggest";
/** A phrase that only the two English test articles hold. */
const RUNNING_TRACK = '"running track"';

let t: TestApp;
const ids = { trad: 0, simp: 0, en: 0, pt: 0, old: 0 };
let sportId = 0;

async function search(locale: string, query: Record<string, string | number | boolean>): Promise<SearchResponse> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.call({ method: "GET", url: `${SEARCH}?${qs}`, headers: { "api-language": locale } });
  expect(res.status, `${qs}: ${res.body.message}`).toBe(200);
  return res.body.data as SearchResponse;
}
const found = async (locale: string, Keywords: string, extra: Record<string, string | number | boolean> = {}) =>
  (await search(locale, { Keywords, FullSearch: true, PageSize: 100, ...extra })).items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [sport] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.slug, "sport"));
  sportId = sport!.id;
  const hourAgo = new Date(Date.now() - 3_600_000);
  // Written in Traditional Chinese, as the Chinese newsroom writes.
  ids.trad = await saveArticle(db, {
    newsroom: "zh",
    type: "text",
    title: "颱風山貓吹襲 本澳懸掛八號風球",
    summary: "TDM 直播：氣象局預計山貓今晚最接近本澳。",
    body: "<p>市民應檢查鐵皮屋頂及窗戶，並留意最新消息。</p>",
    publishedAt: hourAgo,
  });
  // Written in Simplified Chinese (a text supplied in Simplified).
  ids.simp = await saveArticle(db, {
    newsroom: "zh",
    type: "video",
    categoryId: sportId,
    title: "台风过后街市恢复营业",
    summary: "菜价回落，摊贩表示生意逐步恢复。",
    body: "<p>记者走访多个街市。</p>",
    publishedAt: new Date(Date.now() - 7_200_000),
  });
  ids.en = await saveArticle(db, {
    newsroom: "en",
    title: "Council approves running track renovations",
    summary: "New cafés and changing rooms are planned beside the stadium.",
    body: "<p>Work on the athletics grounds begins in spring.</p>",
    publishedAt: hourAgo,
  });
  ids.pt = await saveArticle(db, {
    newsroom: "pt",
    title: "Eleição da Assembleia: participação recorde",
    summary: "Os eleitores fizeram fila desde cedo.",
    body: "<p>Os serviços de saúde montaram postos de apoio.</p>",
    publishedAt: hourAgo,
  });
  ids.old = await saveArticle(db, {
    newsroom: "en",
    title: "Archive: running track first opened",
    summary: "From the archive.",
    publishedAt: new Date("2021-06-01T04:00:00Z"),
  });
  await db.update(newsArticles).set({ viewCount: 5 }).where(eq(newsArticles.id, ids.en));
  await db.update(newsArticles).set({ viewCount: 900 }).where(eq(newsArticles.id, ids.old));
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = new Date();
  await clearLimits(t);
});

describe("the search query", () => {
  it("holds nothing to search for in blank keywords", () => {
    expect(tsQueryOf("   ", "zh_TW")).toBeNull();
  });
});

describe("search", () => {
  it("finds Chinese two-character words whatever the script of the query and of the text", async () => {
    for (const q of ["颱風", "台风", "台風"]) {
      const hits = await found("zh_TW", q);
      expect(hits, q).toContain(ids.trad);
      expect(hits, q).toContain(ids.simp);
    }
    expect(await found("zh_CN", "街市")).toContain(ids.simp);
    expect(await found("zh_TW", "街市")).toContain(ids.simp);
    expect(await found("zh_TW", "山澳")).not.toContain(ids.trad);
  });

  it("finds one character anywhere, also at the end of a run", async () => {
    expect(await found("zh_TW", "貓")).toContain(ids.trad);
    expect(await found("zh_TW", "袭")).toContain(ids.trad);
    expect(await found("zh_TW", "營")).toContain(ids.simp);
    expect(await found("zh_TW", "鑫")).toEqual([]);
  });

  it("finds three or more characters as a phrase", async () => {
    expect(await found("zh_TW", "吹襲")).toContain(ids.trad);
    expect(await found("zh_CN", "八号风球")).toContain(ids.trad);
    expect(await found("zh_TW", "懸掛八號風球")).toContain(ids.trad);
    expect(await found("zh_TW", "風球八號")).not.toContain(ids.trad);
    // Two words of one title that are apart in the text: both must be there, in any place.
    expect(await found("zh_TW", "山貓 風球")).toContain(ids.trad);
    expect(await found("zh_TW", "山貓 街市")).toEqual([]);
  });

  it("finds Latin words within Chinese articles, alone or with Chinese", async () => {
    expect(await found("zh_TW", "TDM")).toContain(ids.trad);
    expect(await found("zh_CN", "tdm 气象局")).toContain(ids.trad);
    expect(await found("zh_TW", "tdm 街市")).not.toContain(ids.trad);
  });

  it("searches the body only with FullSearch", async () => {
    expect(await found("zh_TW", "鐵皮屋頂", { FullSearch: true })).toContain(ids.trad);
    expect(await found("zh_TW", "鐵皮屋頂", { FullSearch: false })).not.toContain(ids.trad);
    expect(await found("zh_TW", "颱風", { FullSearch: false })).toContain(ids.trad);
    expect(await found("en", "athletics", { FullSearch: false })).not.toContain(ids.en);
    expect(await found("en", "athletics", { FullSearch: true })).toContain(ids.en);
  });

  it("matches English word forms and accents", async () => {
    for (const q of ["renovation", "Renovations", "run", "runs", "cafe", "CAFÉS", "approved"]) expect(await found("en", q), q).toContain(ids.en);
    expect(await found("en", '"running track"')).toEqual(expect.arrayContaining([ids.en, ids.old]));
    expect(await found("en", "track -archive")).not.toContain(ids.old);
    expect(await found("en", "the")).toEqual([]);
  });

  it("matches Portuguese with or without accents and in related word forms", async () => {
    for (const q of ["eleição", "eleicao", "ELEICAO", "participacao", "participação", "saude", "saúde", "serviço", "eleitor"]) {
      expect(await found("pt", q), q).toContain(ids.pt);
    }
    expect(await found("pt", "eleição", { FullSearch: false })).toContain(ids.pt);
    expect(await found("pt", "saude", { FullSearch: false })).not.toContain(ids.pt);
  });

  it("searches the newsroom of the request's language only", async () => {
    expect(await found("en", "颱風")).not.toContain(ids.trad);
    expect(await found("zh_TW", "renovations")).not.toContain(ids.en);
  });

  it("filters by category, type and year; sorts by date and by views", async () => {
    const sport = await search("zh_TW", { Keywords: "颱風", Category: "sport", FullSearch: true, PageSize: 100 });
    expect(sport.items.map((i) => i.id)).toContain(ids.simp);
    expect(sport.items.every((i) => i.categorySlug === "sport")).toBe(true);
    const video = await search("zh_TW", { Keywords: "颱風", SelectType: "video", FullSearch: true, PageSize: 100 });
    expect(video.items.map((i) => i.id)).toContain(ids.simp);
    expect(video.items.every((i) => i.type === "video")).toBe(true);
    expect(await found("zh_TW", "颱風", { SelectType: "text" })).toContain(ids.trad);
    expect(await found("zh_TW", "颱風", { SelectType: "text" })).not.toContain(ids.simp);
    expect(await found("zh_TW", "颱風", { Category: "no-such" })).toEqual([]);
    expect(await found("en", RUNNING_TRACK, { Year: 2021 })).toEqual([ids.old]);
    expect(await found("en", RUNNING_TRACK, { DateSort: "asc" })).toEqual([ids.old, ids.en]);
    expect(await found("en", RUNNING_TRACK, { DateSort: "desc" })).toEqual([ids.en, ids.old]);
    expect(await found("en", RUNNING_TRACK, { ViewCountSort: "desc" })).toEqual([ids.old, ids.en]);
    expect(await found("en", RUNNING_TRACK, { ViewCountSort: "asc" })).toEqual([ids.en, ids.old]);
  });

  it("pages results and answers the total; empty keywords find nothing", async () => {
    const first = await search("zh_TW", { Keywords: "颱風", PageSize: 1, Page: 1 });
    const second = await search("zh_TW", { Keywords: "颱風", PageSize: 1, Page: 2 });
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(second.total).toBe(first.total);
    expect(first.items[0]!.id).not.toBe(second.items[0]!.id);
    expect(first.items[0]!.excerpt.length).toBeGreaterThan(0);
    expect(first.keywords).toBe("颱風");
    expect(await search("zh_TW", { Keywords: "" })).toEqual({ keywords: "", items: [], total: 0, page: 1, pageSize: 20 });
    expect((await search("zh_TW", { Keywords: "  ,.!  " })).total).toBe(0);
  });

  it("answers zh_CN in Simplified", async () => {
    const hit = (await search("zh_CN", { Keywords: "山貓", PageSize: 100 })).items.find((i) => i.id === ids.trad);
    expect(hit?.title).toBe("台风山猫吹袭 本澳悬挂八号风球");
  });

  it("serves the text condition from the GIN index", async () => {
    // The demo set is too small for the planner to prefer an index on its own: sequential scans are turned off.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tsQueryOf("颱風", "zh_TW")!;
      return (await tx.execute(sql`explain select id from news_articles where search_vector @@ ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
    });
    expect(plan.rows.map((r) => Object.values(r)[0]).join("\n")).toContain("news_search_idx");
  });
});

describe("several words", () => {
  /** The id of the demo seed's visible article with this title. */
  const seeded = async (title: string) => {
    const [row] = await t.database.db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.title, title));
    expect(row, title).toBeDefined();
    return row!.id;
  };

  it("finds the demo's Grand Prix story in English and Portuguese by all of its words, in any order", async () => {
    const en = await seeded("Grand Prix wraps up in front of packed grandstands");
    const pt = await seeded("Grande Prémio termina com bancadas cheias");
    for (const q of ["grand prix", "Grand  Prix", "prix grand", "grand\u3000prix"]) expect(await found("en", q, { FullSearch: false }), q).toContain(en);
    for (const q of ["grande prémio", "grande premio", "GRANDE PRÉMIO"]) expect(await found("pt", q, { FullSearch: false }), q).toContain(pt);
    // Every word must be found (AND), not any.
    expect(await found("en", "grand marathon")).not.toContain(en);
    expect(await found("pt", "grande maratona")).not.toContain(pt);
  });

  it("counts a keyword as the search forms send it: Chinese spaces removed, Latin words kept apart", async () => {
    const day = macauDate(new Date());
    for (const Keywords of ["颱風 警告", "台风警告", "Grand  Prix"]) {
      expect((await t.call({ method: "POST", url: STATISTICS, payload: { Keywords } })).status).toBe(200);
    }
    const rows = await t.database.db
      .select({ keyword: searchKeywordsDaily.keyword, count: searchKeywordsDaily.count })
      .from(searchKeywordsDaily)
      .where(eq(searchKeywordsDaily.day, day));
    const counts = new Map(rows.map((row) => [row.keyword, Number(row.count)]));
    expect(counts.get("台风警告")).toBe(2);
    expect(counts.get("grand prix")).toBe(1);
  });
});

describe("suggestions", () => {
  const suggest = async (locale: string, Keywords: string) => {
    const res = await t.call({ method: "GET", url: `${SUGGEST}?Keywords=${encodeURIComponent(Keywords)}`, headers: { "api-language": locale } });
    expect(res.status, `${Keywords}: ${res.body.message}`).toBe(200);
    return { data: res.body.data as SearchSuggestResponse, headers: res.headers };
  };
  const titles = async (locale: string, Keywords: string) => (await suggest(locale, Keywords)).data.items.map((i) => i.title);

  it("offers titles of programmes and stories in the request's language while a word is typed", async () => {
    const { data, headers } = await suggest("en", "grand pr");
    expect(data.keywords).toBe("grand pr");
    expect(data.items[0]).toMatchObject({ kind: "program", title: "Grand Prix Magazine", url: "/en/program-detail/grand-prix-magazine" });
    const story = data.items.find((i) => i.title === "Grand Prix wraps up in front of packed grandstands");
    expect(story).toMatchObject({ kind: "news", url: `/en/news-detail/${story?.id}` });
    expect(headers["cache-control"]).toMatch(/^public/);
    expect(String(headers.vary)).toMatch(/api-language/i);
    expect(await titles("en", "grand  prix")).toContain("Grand Prix wraps up in front of packed grandstands");
    // A stop word being typed is left out rather than emptying the list.
    expect(await titles("en", "prix in the")).toContain("Grand Prix wraps up in front of packed grandstands");
    expect(await titles("pt", "grande pre")).toEqual(expect.arrayContaining(["Revista do Grande Prémio", "Grande Prémio termina com bancadas cheias"]));
    // Titles only: a word of the summary or body alone suggests nothing.
    expect(await titles("en", "athletics")).not.toContain("Council approves running track renovations");
    expect(await titles("en", "council appro")).toContain("Council approves running track renovations");
  });

  it("matches Chinese in either script and answers zh_CN in Simplified", async () => {
    expect(await titles("zh_TW", "格蘭披")).toContain("格蘭披治雜誌");
    expect(await titles("zh_TW", "山貓")).toContain("颱風山貓吹襲 本澳懸掛八號風球");
    expect(await titles("zh_CN", "山猫 吹袭")).toContain("台风山猫吹袭 本澳悬挂八号风球");
    const zh = await suggest("zh_CN", "格兰 披治");
    expect(zh.data.keywords).toBe("格兰披治");
    expect(zh.data.items[0]).toMatchObject({ kind: "program", url: "/zh-hans/program-detail/grand-prix-magazine" });
  });

  it("needs two characters and gives at most eight titles", async () => {
    expect((await suggest("en", "g")).data.items).toEqual([]);
    expect((await suggest("en", " g  ")).data).toEqual({ keywords: "g", items: [] });
    expect((await suggest("zh_TW", "風")).data.items).toEqual([]);
    expect((await suggest("en", "the")).data.items).toEqual([]);
    // A word in more titles than the list holds: the newest eight.
    const heats: number[] = [];
    for (let i = 1; i <= SEARCH_SUGGEST_MAX + 2; i += 1) {
      heats.push(await saveArticle(t.database.db, { newsroom: "en", title: `Regatta heat ${i}`, summary: "Dragon boats.", publishedAt: new Date(Date.now() - i * 60_000) }));
    }
    const items = (await suggest("en", "regat")).data.items;
    expect(items.map((i) => i.id)).toEqual(heats.slice(0, SEARCH_SUGGEST_MAX));
  });

  it("limits each client address", async () => {
    await clearLimits(t);
    for (let i = 0; i < SEARCH_SUGGEST_LIMIT.max; i += 1) await suggest("en", `gr${i}`);
    const refused = await t.call({ method: "GET", url: `${SUGGEST}?Keywords=grand`, headers: { "api-language": "en" } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).not.toBe(0);
    expect(refused.headers["cache-control"]).not.toMatch(/public/);
    await clearLimits(t);
  });
});

describe("filter choices, programmes and statistics", () => {
  it("gives the categories, types and years of the search form", async () => {
    const filter = await okData<SearchFilterResponse>((o) => t.call(o), { method: "GET", url: FILTER, headers: { "api-language": "en" } });
    expect(filter.categories).toHaveLength(7);
    expect(filter.categories[0]).toEqual({ value: "local", label: "Local" });
    expect(filter.types.map((x) => x.value)).toEqual(["all", "text", "image", "video", "radio"]);
    expect(filter.years[0]).toBe(Number(macauDate(new Date()).slice(0, 4)));
    expect(filter.years).toContain(2021);
    expect([...filter.years].sort((a, b) => b - a)).toEqual(filter.years);
    const zh = await okData<SearchFilterResponse>((o) => t.call(o), { method: "GET", url: FILTER, headers: { "api-language": "zh_CN" } });
    expect(zh.types[3]).toEqual({ value: "video", label: "视频" });
  });

  it("answers programme search with the programmes that match, paged (modules/program/program.test.ts tests the rules)", async () => {
    const res = await okData<SearchProgramResponse>((o) => t.call(o), { method: "GET", url: `${PROGRAMS}?Keywords=${encodeURIComponent("故事")}&PageSize=5` });
    // In a title (Street Stories) before in a summary (Heritage Trails: "…的建築與故事").
    expect(res).toMatchObject({ keywords: "故事", total: 2, page: 1, pageSize: 5 });
    expect(res.items.map((p) => p.slug)).toEqual(["street-stories", "heritage-trails"]);
    expect(res.items[0]).toMatchObject({ slug: "street-stories", title: "街坊故事", type: "tv", url: "/zh-hant/program-detail/street-stories" });
    const none = await okData<SearchProgramResponse>((o) => t.call(o), { method: "GET", url: `${PROGRAMS}?Keywords=${encodeURIComponent("颱風警告")}` });
    expect(none).toEqual({ keywords: "颱風警告", items: [], total: 0, page: 1, pageSize: 20 });
  });

  it("counts searched keywords per day, normalised, and limits each client", async () => {
    const db = t.database.db;
    const day = macauDate(new Date());
    for (const Keywords of ["颱風", "台风", "  台風 "]) {
      expect((await t.call({ method: "POST", url: STATISTICS, payload: { Keywords } })).status).toBe(200);
    }
    const [row] = await db
      .select({ count: searchKeywordsDaily.count })
      .from(searchKeywordsDaily)
      .where(and(eq(searchKeywordsDaily.day, day), eq(searchKeywordsDaily.keyword, "台风")));
    expect(Number(row?.count)).toBe(3);
    await clearLimits(t);
    for (let i = 0; i < SEARCH_STATISTICS_LIMIT.max; i += 1) await t.call({ method: "POST", url: STATISTICS, payload: { Keywords: `k${i}` } });
    const refused = await t.call({ method: "POST", url: STATISTICS, payload: { Keywords: "one more" } });
    expect(refused.status).toBe(429);
  });
});

describe("bad input", () => {
  it("refuses bad input on every search call", async () => {
    await checkParams(t, {
      method: "GET",
      url: SEARCH,
      query: { Keywords: "颱風" },
      fields: [
        { in: "query", name: "Keywords", kind: "text" },
        { in: "query", name: "Category", kind: "slug" },
        { in: "query", name: "SelectType", kind: "enum" },
        { in: "query", name: "Page", kind: "page" },
        { in: "query", name: "PageSize", kind: "pageSize" },
        { in: "query", name: "DateSort", kind: "enum" },
        { in: "query", name: "ViewCountSort", kind: "enum" },
        { in: "query", name: "Year", kind: "enum" },
        { in: "query", name: "FullSearch", kind: "bool" },
      ],
    });
    await checkParams(t, { method: "GET", url: FILTER });
    await checkParams(t, {
      method: "GET",
      url: PROGRAMS,
      fields: [
        { in: "query", name: "Keywords", kind: "text" },
        { in: "query", name: "Page", kind: "page" },
      ],
    });
    await clearLimits(t);
    await checkParams(t, { method: "GET", url: SUGGEST, query: { Keywords: "grand prix" }, headers: { "api-language": "en" }, fields: [{ in: "query", name: "Keywords", kind: "text" }] });
    await clearLimits(t);
    await checkParams(t, {
      method: "POST",
      url: STATISTICS,
      body: { Keywords: "颱風" },
      fields: [
        { in: "body", name: "Keywords", kind: "text" },
        { in: "body", name: "source", kind: "enum" },
      ],
    });
  });
});
