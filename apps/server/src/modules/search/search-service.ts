import { and, asc, desc, eq, gte, lt, max, min, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { NewsType } from "@portal/contract/schemas/news";
import type { SearchFilterResponse, SearchProgramResponse, SearchResponse, SearchSelectType } from "@portal/contract/schemas/search";
import type { Db } from "../../db/client.ts";
import { newsArticles, newsCategories } from "../../db/schema/news.ts";
import { searchKeywordsDaily } from "../../db/schema/search.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { NEWSROOM_OF, itemColumns, listCategories, macauDayStart, toItem, visibleNow } from "../news/news-service.ts";
import { normalizeForSearch, parseQuery } from "../../platform/search-tokens.ts";

/**
 * News search (docs/search.md): one GIN-indexed tsvector per article (news_articles.search_vector); the query is
 * the Chinese part as bigram phrases (platform/search-tokens.ts) ANDed with the rest through websearch_to_tsquery in the
 * newsroom's configuration. FullSearch false keeps the title and summary only (weights A and B).
 */

const CONFIG_OF = { zh: "portal_simple", en: "portal_en", pt: "portal_pt" } as const;
const EXCERPT_CHARS = 160;

export interface SearchInput {
  Keywords: string;
  Category?: string | undefined;
  SelectType: SearchSelectType;
  Page: number;
  PageSize: number;
  DateSort?: "asc" | "desc" | undefined;
  ViewCountSort?: "asc" | "desc" | undefined;
  Year?: number | undefined;
  FullSearch: boolean;
}

/** The tsquery of a search, or null when the keywords hold nothing to search for. */
export function tsQueryOf(keywords: string, locale: ApiLocale): SQL | null {
  const { cjk, rest } = parseQuery(keywords);
  const config = CONFIG_OF[NEWSROOM_OF[locale]];
  const parts: SQL[] = [];
  if (cjk) parts.push(sql`${cjk}::tsquery`);
  if (/[\p{L}\p{N}]/u.test(rest)) parts.push(sql`websearch_to_tsquery(${config}::regconfig, ${rest})`);
  if (!parts.length) return null;
  return parts.length === 1 ? sql`(${parts[0]})` : sql`(${parts[0]} && ${parts[1]})`;
}

function cut(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

export async function searchNews(db: Db, locale: ApiLocale, input: SearchInput, now: Date): Promise<SearchResponse> {
  const keywords = input.Keywords.trim();
  const empty: SearchResponse = { keywords, items: [], total: 0, page: input.Page, pageSize: input.PageSize };
  const query = keywords ? tsQueryOf(keywords, locale) : null;
  if (!query) return empty;

  let categoryId: number | null = null;
  if (input.Category) {
    const [row] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.slug, input.Category)).limit(1);
    if (!row) return empty;
    categoryId = row.id;
  }
  const where = and(
    sql`${newsArticles.searchVector} @@ ${query}`,
    input.FullSearch ? undefined : sql`ts_filter(${newsArticles.searchVector}, '{a,b}') @@ ${query}`,
    eq(newsArticles.newsroom, NEWSROOM_OF[locale]),
    visibleNow(now),
    categoryId !== null ? eq(newsArticles.categoryId, categoryId) : undefined,
    input.SelectType !== "all" ? eq(newsArticles.type, input.SelectType as NewsType) : undefined,
    input.Year ? gte(newsArticles.publishedAt, macauDayStart(`${input.Year}-01-01`)) : undefined,
    input.Year ? lt(newsArticles.publishedAt, macauDayStart(`${input.Year + 1}-01-01`)) : undefined,
  )!;
  const order = input.DateSort
    ? [input.DateSort === "asc" ? asc(newsArticles.publishedAt) : desc(newsArticles.publishedAt), desc(newsArticles.id)]
    : input.ViewCountSort
      ? [input.ViewCountSort === "asc" ? asc(newsArticles.viewCount) : desc(newsArticles.viewCount), desc(newsArticles.id)]
      : [desc(newsArticles.publishedAt), desc(newsArticles.id)];

  const [rows, total] = await Promise.all([
    db
      .select(itemColumns)
      .from(newsArticles)
      .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(input.PageSize)
      .offset((input.Page - 1) * input.PageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(newsArticles).where(where),
  ]);
  return {
    keywords,
    items: rows.map((row) => {
      const item = toItem(row, locale);
      return { ...item, excerpt: cut(item.summary, EXCERPT_CHARS) };
    }),
    total: Number(total[0]?.n ?? 0),
    page: input.Page,
    pageSize: input.PageSize,
  };
}

const TYPE_LABELS: Record<SearchSelectType, Record<ApiLocale, string>> = {
  all: { zh_TW: "全部", zh_CN: "全部", en: "All", pt: "Todos" },
  text: { zh_TW: "文字", zh_CN: "文字", en: "Text", pt: "Texto" },
  image: { zh_TW: "圖片", zh_CN: "图片", en: "Photos", pt: "Fotografias" },
  video: { zh_TW: "視頻", zh_CN: "视频", en: "Video", pt: "Vídeo" },
  radio: { zh_TW: "電台", zh_CN: "电台", en: "Radio", pt: "Rádio" },
};

/**
 * search/fitler: the categories, the SelectType choices and the years from the newsroom's oldest to its newest
 * visible article (two index lookups, whatever the number of articles), newest first.
 */
export async function searchFilter(db: Db, locale: ApiLocale, now: Date): Promise<SearchFilterResponse> {
  const [categories, [range]] = await Promise.all([
    listCategories(db, locale),
    db
      .select({ oldest: min(newsArticles.publishedAt), newest: max(newsArticles.publishedAt) })
      .from(newsArticles)
      .where(and(eq(newsArticles.newsroom, NEWSROOM_OF[locale]), visibleNow(now))),
  ]);
  const years: number[] = [];
  if (range?.oldest && range.newest) {
    const first = Number(macauDate(new Date(range.oldest)).slice(0, 4));
    const last = Number(macauDate(new Date(range.newest)).slice(0, 4));
    for (let y = last; y >= first; y -= 1) years.push(y);
  }
  return {
    categories: categories.map((c) => ({ value: c.slug, label: c.title })),
    types: (Object.keys(TYPE_LABELS) as SearchSelectType[]).map((value) => ({ value, label: TYPE_LABELS[value][locale] })),
    years,
  };
}

/** search_program: there are no programme tables yet, so no programme matches (docs/search.md). */
export function searchPrograms(keywords: string, page: number, pageSize: number): SearchProgramResponse {
  return { keywords: keywords.trim(), items: [], total: 0, page, pageSize };
}

/** The form a keyword is counted under: normalised like the search itself (NFKC, Simplified, lower case). */
export function statisticsKeyword(keywords: string): string {
  return Array.from(normalizeForSearch(keywords).replace(/\s+/g, " ").trim()).slice(0, 100).join("");
}

/** Counts one search of `keywords` for today (Macau time). */
export async function recordSearch(db: Db, keywords: string, now: Date): Promise<void> {
  const keyword = statisticsKeyword(keywords);
  if (!keyword) return;
  await db
    .insert(searchKeywordsDaily)
    .values({ day: macauDate(now), keyword, count: 1 })
    .onConflictDoUpdate({ target: [searchKeywordsDaily.day, searchKeywordsDaily.keyword], set: { count: sql`${searchKeywordsDaily.count} + 1` } });
}
