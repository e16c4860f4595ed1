import { and, asc, desc, eq, gte, lt, max, min, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { NewsItem, NewsType } from "@portal/contract/schemas/news";
import type { Db } from "../../db/client.ts";
import { newsArticles, newsCategories } from "./tables.ts";
import { parseQuery, typeaheadQuery } from "../../platform/search-tokens.ts";
import { NEWSROOM_OF, categoryIdOf, itemColumns, macauDayStart, toItem, visibleNow } from "./news-service.ts";
import { offsetOf } from "../../platform/paging.ts";

/**
 * Full-text search of news articles (docs/search.md), for the search module: one GIN-indexed tsvector per article
 * (news_articles.search_vector); the query is the Chinese part as bigram phrases (platform/search-tokens.ts) ANDed
 * with the rest through websearch_to_tsquery in the newsroom's configuration. `titleAndSummaryOnly` keeps weights
 * A and B.
 */

const CONFIG_OF = { zh: "portal_simple", en: "portal_en", pt: "portal_pt" } as const;

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

export interface ArticleSearch {
  keywords: string;
  /** A category slug; an unknown one matches nothing. */
  category?: string | undefined;
  type?: NewsType | undefined;
  /** A calendar year in Macau. */
  year?: number | undefined;
  titleAndSummaryOnly: boolean;
  /** Newest first unless a date or view-count order is given (ties: newest id first). */
  order?: { by: "date" | "views"; direction: "asc" | "desc" } | undefined;
  page: number;
  pageSize: number;
}

/** One page of the visible articles of the request's newsroom that match, and how many match in all. */
export async function searchArticles(db: Db, locale: ApiLocale, search: ArticleSearch, now: Date): Promise<{ items: NewsItem[]; total: number }> {
  const none = { items: [], total: 0 };
  const query = search.keywords ? tsQueryOf(search.keywords, locale) : null;
  if (!query) return none;
  let categoryId: number | null = null;
  if (search.category) {
    categoryId = await categoryIdOf(db, search.category);
    if (categoryId === null) return none;
  }
  const where = and(
    sql`${newsArticles.searchVector} @@ ${query}`,
    search.titleAndSummaryOnly ? sql`ts_filter(${newsArticles.searchVector}, '{a,b}') @@ ${query}` : undefined,
    eq(newsArticles.newsroom, NEWSROOM_OF[locale]),
    visibleNow(now),
    categoryId !== null ? eq(newsArticles.categoryId, categoryId) : undefined,
    search.type ? eq(newsArticles.type, search.type) : undefined,
    search.year ? gte(newsArticles.publishedAt, macauDayStart(`${search.year}-01-01`)) : undefined,
    search.year ? lt(newsArticles.publishedAt, macauDayStart(`${search.year + 1}-01-01`)) : undefined,
  )!;
  const direction = search.order?.direction === "asc" ? asc : desc;
  const order = [direction(search.order?.by === "views" ? newsArticles.viewCount : newsArticles.publishedAt), desc(newsArticles.id)];

  const [rows, total] = await Promise.all([
    db
      .select(itemColumns)
      .from(newsArticles)
      .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(search.pageSize)
      .offset(offsetOf(search.page, search.pageSize)),
    db.select({ n: sql<number>`count(*)::int` }).from(newsArticles).where(where),
  ]);
  return { items: rows.map((row) => toItem(row, locale)), total: Number(total[0]?.n ?? 0) };
}

/**
 * Titles of the newsroom's visible articles that match text being typed (search suggestions): every word in the
 * title, the last one as a prefix (`typeaheadQuery`), newest first. Title only: weight A of the search vector.
 */
export async function suggestArticleTitles(db: Db, locale: ApiLocale, keywords: string, limit: number, now: Date): Promise<{ id: number; title: string }[]> {
  const query = typeaheadQuery(keywords, [CONFIG_OF[NEWSROOM_OF[locale]]]);
  if (!query) return [];
  const rows = await db
    .select(itemColumns)
    .from(newsArticles)
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(
      and(
        sql`${newsArticles.searchVector} @@ ${query}`,
        sql`ts_filter(${newsArticles.searchVector}, '{a}') @@ ${query}`,
        eq(newsArticles.newsroom, NEWSROOM_OF[locale]),
        visibleNow(now),
      ),
    )
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.map((row) => toItem(row, locale)).map(({ id, title }) => ({ id, title }));
}

/** When the newsroom's oldest and newest visible articles came out (two index lookups), or nulls when it has none. */
export async function publishedRange(db: Db, locale: ApiLocale, now: Date): Promise<{ oldest: Date | null; newest: Date | null }> {
  const [range] = await db
    .select({ oldest: min(newsArticles.publishedAt), newest: max(newsArticles.publishedAt) })
    .from(newsArticles)
    .where(and(eq(newsArticles.newsroom, NEWSROOM_OF[locale]), visibleNow(now)));
  return {
    oldest: range?.oldest ? new Date(range.oldest) : null,
    newest: range?.newest ? new Date(range.newest) : null,
  };
}
