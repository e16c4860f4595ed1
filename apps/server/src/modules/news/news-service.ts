import { and, asc, desc, eq, gte, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { PAST_MONTHS_FILTER, VIDEO_NEWS_MAX_AGE_YEARS } from "@portal/contract/constants";
import type { ApiLocale } from "@portal/contract/locales";
import {
  NEWS_LIST_BLOCK_SIZE,
  NEWS_LIST_FOOTER_AD_SLUG,
  NEWS_TYPES,
  type NewsCategory,
  type NewsDetail,
  type NewsItem,
  type NewsListResponse,
  type NewsType,
  type Newsroom,
  type PageNewsResponse,
} from "@portal/contract/schemas/news";
import type { Db } from "../../db/client.ts";
import { newsArticles, newsCategories, newsRelatedArticles, newsState, newsTopicArticles, newsTopics } from "./tables.ts";
import type { KvStore } from "../../kv/store.ts";
import { adjustCounters } from "../../platform/content-counters.ts";
import type { ContentCounts, CountChange } from "../../platform/interactions.ts";
import { pickText, traditionalToSimplified } from "../../platform/localize.ts";
import { MACAU_OFFSET_MS } from "../../platform/macau-time.ts";
import { listBanners } from "../advertisement/banner-service.ts";
import { articleCjkVector } from "../../platform/search-tokens.ts";
import { offsetOf } from "../../platform/paging.ts";

/**
 * News articles for lists, detail, relation and page-news (docs/news.md). Every list walks one of the news indexes
 * (newsroom[, category_id | type], published_at, id) newest first; the keyset cursor continues from the last row
 * instead of counting rows, and totals are cached per news version.
 */

export const NEWSROOM_OF: Record<ApiLocale, Newsroom> = { zh_TW: "zh", zh_CN: "zh", en: "en", pt: "pt" };
const SUMMARY_MAX_CHARS = 240;
const TOTAL_CACHE_MS = 60_000;
const TYPES = new Set<string>(NEWS_TYPES);

/**
 * The cover readers get: the file cropped from it in the console when there is one (docs/news.md "The cover's
 * crop"), else the picture as uploaded. The console reads `cover` itself: the original, to crop again.
 */
export const readerCover = sql<string | null>`coalesce(${newsArticles.coverCropped}, ${newsArticles.cover})`.as("cover");

export const itemColumns = {
  id: newsArticles.id,
  newsroom: newsArticles.newsroom,
  type: newsArticles.type,
  title: newsArticles.title,
  titleHans: newsArticles.titleHans,
  summary: newsArticles.summary,
  summaryHans: newsArticles.summaryHans,
  cover: readerCover,
  publishedAt: newsArticles.publishedAt,
  viewCount: newsArticles.viewCount,
  likeCount: newsArticles.likeCount,
  categoryTitle: newsCategories.title,
  categorySlug: newsCategories.slug,
};
export type ItemRow = {
  id: number;
  newsroom: string;
  type: string;
  title: string;
  titleHans: string | null;
  summary: string;
  summaryHans: string | null;
  cover: string | null;
  publishedAt: Date;
  viewCount: number;
  likeCount: number;
  categoryTitle: Parameters<typeof pickText>[0];
  categorySlug: string | null;
};

function cut(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : chars.join("");
}

/** Simplified Chinese for zh_CN readers of the Chinese newsroom (OpenCC, ADR 0003); other texts as written. */
export function localizer(locale: ApiLocale, newsroom: string): (text: string) => string {
  return locale === "zh_CN" && newsroom === "zh" ? traditionalToSimplified : (text) => text;
}

/**
 * A text for the reader: for zh_CN readers of the Chinese newsroom, the Simplified text made at the console's save
 * (OpenCC per line with the editor's overrides: hans-lines.ts) when there is one, else OpenCC's of the Traditional.
 */
export function readerText(locale: ApiLocale, newsroom: string, text: string, hans: string | null): string {
  if (locale !== "zh_CN" || newsroom !== "zh") return text;
  return hans?.trim() ? hans : traditionalToSimplified(text);
}

export function toItem(row: ItemRow, locale: ApiLocale): NewsItem {
  const title = readerText(locale, row.newsroom, row.title, row.titleHans?.trim() ?? null);
  return {
    id: row.id,
    title,
    summary: cut(readerText(locale, row.newsroom, row.summary, row.summaryHans), SUMMARY_MAX_CHARS),
    cover: row.cover || null,
    type: TYPES.has(row.type) ? (row.type as NewsType) : "text",
    category: row.categoryTitle ? pickText(row.categoryTitle, locale) : null,
    categorySlug: row.categorySlug ?? null,
    publishedAt: new Date(row.publishedAt).toISOString(),
    viewCount: Number(row.viewCount),
    likeCount: Number(row.likeCount),
  };
}

/** The moment before which video news is no longer offered (spec §5: within three years). */
export function videoSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - VIDEO_NEWS_MAX_AGE_YEARS);
  return since;
}

/** Published, out by `now`, and not a video older than three years. */
export function visibleNow(now: Date): SQL {
  return and(
    eq(newsArticles.published, true),
    lte(newsArticles.publishedAt, now),
    or(ne(newsArticles.type, "video"), gte(newsArticles.publishedAt, videoSince(now))),
  )!;
}

/** Start of a Macau calendar day (YYYY-MM-DD) as an instant. */
export function macauDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - MACAU_OFFSET_MS);
}

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

export async function listCategories(db: Db, locale: ApiLocale): Promise<NewsCategory[]> {
  const rows = await db.select().from(newsCategories).orderBy(asc(newsCategories.sortOrder), asc(newsCategories.id));
  return rows.map((c) => ({ id: c.id, slug: c.slug, title: pickText(c.title, locale) }));
}

export async function categoryIdOf(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.slug, slug)).limit(1);
  return row?.id ?? null;
}

/** The news version (raised by database triggers on every write of news: docs/news.md). */
export async function newsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: newsState.version }).from(newsState).where(eq(newsState.id, 1)).limit(1);
  return Number(row?.version ?? 0);
}

export interface ListFilters {
  Page: number;
  PageSize: number;
  Category?: string | undefined;
  Type?: NewsType | undefined;
  DateFrom?: string | undefined;
  DateTo?: string | undefined;
  Past12Months?: boolean | undefined;
  Cursor?: string | undefined;
}

/** `{microseconds since 1970}_{id}` of a row: exact, whatever the timestamps' precision. */
const cursorColumn = sql<string>`((extract(epoch from ${newsArticles.publishedAt}) * 1000000)::bigint)::text || '_' || ${newsArticles.id}`;

function afterCursor(cursor: string): SQL {
  const [micros, id] = cursor.split("_") as [string, string];
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return sql`(${newsArticles.publishedAt}, ${newsArticles.id}) < (${at}, ${Number(id)}::int)`;
}

export async function listNews(db: Db, kv: KvStore, locale: ApiLocale, query: ListFilters, now: Date): Promise<NewsListResponse> {
  const newsroom = NEWSROOM_OF[locale];
  const empty: NewsListResponse = { newsList: [], total: 0, page: query.Page, pageSize: query.PageSize, nextCursor: null };
  let categoryId: number | null = null;
  if (query.Category) {
    categoryId = await categoryIdOf(db, query.Category);
    if (categoryId === null) return empty;
  }
  const conditions: (SQL | undefined)[] = [
    eq(newsArticles.newsroom, newsroom),
    visibleNow(now),
    categoryId !== null ? eq(newsArticles.categoryId, categoryId) : undefined,
    query.Type ? eq(newsArticles.type, query.Type) : undefined,
    query.DateFrom ? gte(newsArticles.publishedAt, macauDayStart(query.DateFrom)) : undefined,
    query.DateTo ? lt(newsArticles.publishedAt, new Date(macauDayStart(query.DateTo).getTime() + 86_400_000)) : undefined,
  ];
  if (query.Past12Months) {
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - PAST_MONTHS_FILTER);
    conditions.push(gte(newsArticles.publishedAt, since));
  }
  const where = and(...conditions)!;

  // The page's ids from the index alone (keyset after the cursor, or offset), then their rows: a deep offset skips
  // index entries, never whole rows.
  const ids = db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(query.Cursor ? and(where, afterCursor(query.Cursor)) : where)
    .orderBy(...newestFirst)
    .limit(query.PageSize + 1)
    .offset(query.Cursor ? 0 : offsetOf(query.Page, query.PageSize))
    .as("page_ids");
  const [rows, total, footerAd] = await Promise.all([
    db
      .select({ ...itemColumns, cursor: cursorColumn })
      .from(newsArticles)
      .innerJoin(ids, eq(ids.id, newsArticles.id))
      .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .orderBy(...newestFirst),
    countCached(db, kv, `${newsroom}|${categoryId}|${query.Type ?? ""}|${query.DateFrom ?? ""}|${query.DateTo ?? ""}|${query.Past12Months ? 1 : 0}`, where, now),
    listBanners(db, NEWS_LIST_FOOTER_AD_SLUG, locale, now),
  ]);
  const hasMore = rows.length > query.PageSize;
  const pageRows = rows.slice(0, query.PageSize);
  const items = pageRows.map((row) => toItem(row, locale));
  const newsList = [];
  for (let i = 0; i < items.length; i += NEWS_LIST_BLOCK_SIZE) newsList.push({ data: items.slice(i, i + NEWS_LIST_BLOCK_SIZE), footerAd });
  return {
    newsList,
    total,
    page: query.Page,
    pageSize: query.PageSize,
    nextCursor: hasMore ? (pageRows[pageRows.length - 1]?.cursor ?? null) : null,
  };
}

/**
 * The number of articles matching a filter, kept for a minute in the shared store under the news version: a
 * write of news changes the version, so a cached total never outlives the news it counted.
 */
async function countCached(db: Db, kv: KvStore, filterKey: string, where: SQL, now: Date): Promise<number> {
  const version = await newsVersion(db);
  // The minute is part of the key: articles scheduled for later join the count within a minute of going out.
  const key = `news:total:${version}:${Math.floor(now.getTime() / TOTAL_CACHE_MS)}:${filterKey}`;
  const cached = await kv.get(key);
  if (cached !== null) return Number(cached);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(newsArticles).where(where);
  const total = Number(row?.n ?? 0);
  await kv.set(key, String(total), TOTAL_CACHE_MS);
  return total;
}

const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*("([^"]*)"|'([^']*)')/gi;

/** The cover and the body's images, in order, without repeats. */
export function imagesOf(cover: string | null, body: string): string[] {
  const found = new Set<string>();
  if (cover) found.add(cover);
  for (const m of body.matchAll(IMG_SRC)) {
    const src = (m[2] ?? m[3] ?? "").trim();
    if (src) found.add(src);
  }
  return [...found];
}

/** The article's category, read in the article's own statement (a primary-key lookup each). */
const categoryOfArticle = <T>(column: "title" | "slug") =>
  sql<T>`(select c.${sql.identifier(column)} from ${newsCategories} c where c.id = ${newsArticles.categoryId})`;

const DETAIL_FIELDS = {
  id: newsArticles.id,
  newsroom: newsArticles.newsroom,
  type: newsArticles.type,
  title: newsArticles.title,
  titleHans: newsArticles.titleHans,
  summary: newsArticles.summary,
  summaryHans: newsArticles.summaryHans,
  body: newsArticles.body,
  bodyHans: newsArticles.bodyHans,
  cover: readerCover,
  videoUrl: newsArticles.videoUrl,
  audioUrl: newsArticles.audioUrl,
  author: newsArticles.author,
  viewCount: newsArticles.viewCount,
  likeCount: newsArticles.likeCount,
  commentCount: newsArticles.commentCount,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
  coverAlt: newsArticles.coverAlt,
  seoTitle: newsArticles.seoTitle,
  seoDescription: newsArticles.seoDescription,
  categoryTitle: categoryOfArticle<ItemRow["categoryTitle"]>("title"),
  categorySlug: categoryOfArticle<string | null>("slug"),
};

/**
 * One article, in two queries: the article with its category (with `countView`, the view is counted in the same
 * statement: the row is read as it is after the increment), and its topics. Video articles older than three years
 * still open by their address, without their video. `preview` (a valid preview link: routes.ts) answers the
 * article whatever its status, and counts nothing.
 */
export async function getNewsDetail(
  db: Db,
  locale: ApiLocale,
  id: number,
  now: Date,
  options: { countView: boolean; preview?: boolean } = { countView: true },
): Promise<NewsDetail | null> {
  const visible = options.preview ? eq(newsArticles.id, id) : and(eq(newsArticles.id, id), eq(newsArticles.published, true), lte(newsArticles.publishedAt, now));
  const [[row], topics] = await Promise.all([
    options.countView && !options.preview
      ? db.update(newsArticles).set({ viewCount: sql`${newsArticles.viewCount} + 1` }).where(visible).returning(DETAIL_FIELDS)
      : db.select(DETAIL_FIELDS).from(newsArticles).where(visible).limit(1),
    db
      .select({ id: newsTopics.id, slug: newsTopics.slug, title: newsTopics.title, cover: newsTopics.cover })
      .from(newsTopicArticles)
      .innerJoin(newsTopics, eq(newsTopics.id, newsTopicArticles.topicId))
      .where(and(eq(newsTopicArticles.articleId, id), eq(newsTopics.published, true)))
      .orderBy(asc(newsTopics.sortOrder), asc(newsTopics.id)),
  ]);
  if (!row) return null;
  const conv = localizer(locale, row.newsroom);
  const item = toItem(row, locale);
  const videoExpired = row.type === "video" && new Date(row.publishedAt) < videoSince(now);
  return {
    ...item,
    summary: readerText(locale, row.newsroom, row.summary, row.summaryHans),
    newsroom: (["zh", "en", "pt"].includes(row.newsroom) ? row.newsroom : "zh") as Newsroom,
    body: readerText(locale, row.newsroom, row.body, row.bodyHans),
    images: imagesOf(row.cover, row.body),
    videoUrl: videoExpired ? null : row.videoUrl,
    audioUrl: row.audioUrl,
    author: row.author ? conv(row.author) : null,
    commentCount: Number(row.commentCount),
    updatedAt: new Date(row.updatedAt).toISOString(),
    coverAlt: conv(row.coverAlt),
    seoTitle: conv(row.seoTitle),
    seoDescription: conv(row.seoDescription),
    topics: topics.map((t) => ({ id: t.id, slug: t.slug, title: pickText(t.title, locale), cover: t.cover })),
  };
}

/**
 * Moves an article's like, comment and view counters (never below zero) and answers them (news keeps no plays);
 * an empty change only reads them. Called by the interactions service inside the transaction that added or removed
 * the like or comment (content-kind.ts). These columns do not raise the news version (migration 0005).
 */
export async function adjustArticleCounts(db: Db, id: number, change: CountChange): Promise<ContentCounts> {
  const { likeCount, commentCount, viewCount } = newsArticles;
  return (await adjustCounters(db, newsArticles, id, { likeCount, commentCount, viewCount }, change)) ?? {};
}

/** An article that readers may see now (published, out), with what lists need to place it; null otherwise. */
export async function findVisibleArticle(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({ id: newsArticles.id, newsroom: newsArticles.newsroom, categoryId: newsArticles.categoryId, publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), eq(newsArticles.published, true), lte(newsArticles.publishedAt, now)))
    .limit(1);
  return row ?? null;
}

async function itemsWhere(db: Db, where: SQL, locale: ApiLocale, limit: number, order: SQL[] = newestFirst): Promise<NewsItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(newsArticles)
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => toItem(row, locale));
}

/**
 * Related news: first the stories the editor chose (docs/news.md "Relation": the visible ones, in the editor's order),
 * then the newest other articles of the same newsroom and category, topped up with the newsroom's newest when the
 * category has too few. Null when the article is not visible.
 */
export async function relatedNews(db: Db, locale: ApiLocale, id: number, size: number, now: Date): Promise<NewsItem[] | null> {
  const article = await findVisibleArticle(db, id, now);
  if (!article) return null;
  const base = and(eq(newsArticles.newsroom, article.newsroom), visibleNow(now), ne(newsArticles.id, id))!;
  const chosen = await chosenRelated(db, base, id, locale, size);
  const shown = new Set(chosen.map((i) => i.id));
  const more = (items: NewsItem[]) => items.filter((i) => !shown.has(i.id) && shown.add(i.id));
  const found = [...chosen];
  if (found.length < size && article.categoryId !== null) {
    found.push(...more(await itemsWhere(db, and(base, eq(newsArticles.categoryId, article.categoryId))!, locale, size)));
  }
  if (found.length < size) found.push(...more(await itemsWhere(db, base, locale, size + found.length)));
  return found.slice(0, size);
}

/** The visible stories among those the editor related to article `id`, in the editor's order. */
async function chosenRelated(db: Db, base: SQL, id: number, locale: ApiLocale, size: number): Promise<NewsItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(newsRelatedArticles)
    .innerJoin(newsArticles, eq(newsArticles.id, newsRelatedArticles.relatedId))
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(and(eq(newsRelatedArticles.articleId, id), base))
    .orderBy(asc(newsRelatedArticles.position), asc(newsRelatedArticles.relatedId))
    .limit(size);
  return rows.map((row) => toItem(row, locale));
}

/**
 * page-news: the article before (older) and after (newer) one article, in its newsroom (and the given category),
 * by the order of the lists (published_at, id). Null when the article is not visible.
 */
export async function pageNews(db: Db, locale: ApiLocale, id: number, categorySlug: string | undefined, now: Date): Promise<PageNewsResponse | null> {
  const article = await findVisibleArticle(db, id, now);
  if (!article) return null;
  let categoryCondition: SQL | undefined;
  if (categorySlug) {
    const categoryId = await categoryIdOf(db, categorySlug);
    if (categoryId === null) return { previous: null, next: null };
    categoryCondition = eq(newsArticles.categoryId, categoryId);
  }
  const base = and(eq(newsArticles.newsroom, article.newsroom), visibleNow(now), categoryCondition)!;
  // The article's own timestamp, read in SQL: exact to the microsecond.
  const at = sql`(select a.published_at from news_articles a where a.id = ${id}::int)`;
  const [previous, next] = await Promise.all([
    itemsWhere(db, and(base, sql`(${newsArticles.publishedAt}, ${newsArticles.id}) < (${at}, ${id}::int)`)!, locale, 1),
    itemsWhere(
      db,
      and(base, sql`(${newsArticles.publishedAt}, ${newsArticles.id}) > (${at}, ${id}::int)`)!,
      locale,
      1,
      [asc(newsArticles.publishedAt), asc(newsArticles.id)],
    ),
  ]);
  return { previous: previous[0] ?? null, next: next[0] ?? null };
}

/** Newest visible articles of a newsroom, optionally of one type or category (the cached news file). */
export async function newestItems(db: Db, locale: ApiLocale, now: Date, limit: number, extra?: SQL): Promise<NewsItem[]> {
  return itemsWhere(db, and(eq(newsArticles.newsroom, NEWSROOM_OF[locale]), visibleNow(now), extra)!, locale, limit);
}

export interface ArticleInput {
  newsroom: Newsroom;
  categoryId?: number | null;
  type?: NewsType;
  title: string;
  titleHans?: string | null;
  summary?: string;
  /** Sanitised HTML (staff input is sanitised before it reaches the service). */
  body?: string;
  cover?: string | null;
  videoUrl?: string | null;
  audioUrl?: string | null;
  author?: string | null;
  published?: boolean;
  publishedAt?: Date;
}

/**
 * Writes an article with its Chinese search tokens. Writing news raises the news version (a database trigger),
 * which invalidates the cached news file on every instance.
 */
export async function saveArticle(db: Db, input: ArticleInput, id?: number): Promise<number> {
  const summary = input.summary ?? "";
  const body = input.body ?? "";
  const values = {
    newsroom: input.newsroom,
    categoryId: input.categoryId ?? null,
    type: input.type ?? "text",
    title: input.title,
    titleHans: input.titleHans ?? null,
    summary,
    body,
    cover: input.cover ?? null,
    videoUrl: input.videoUrl ?? null,
    audioUrl: input.audioUrl ?? null,
    author: input.author ?? null,
    published: input.published ?? true,
    // The console's status of a story written outside it (seeds, imports): out, due later, or withdrawn.
    status: !(input.published ?? true) ? ("unpublished" as const) : input.publishedAt && input.publishedAt > new Date() ? ("scheduled" as const) : ("published" as const),
    scheduledAt: (input.published ?? true) && input.publishedAt && input.publishedAt > new Date() ? input.publishedAt : null,
    searchCjk: articleCjkVector({ title: input.title, titleHans: input.titleHans ?? null, summary, body }),
    ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
  };
  if (id !== undefined) {
    const [row] = await db
      .update(newsArticles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(newsArticles.id, id))
      .returning({ id: newsArticles.id });
    if (!row) throw new Error(`no article ${id}`);
    return row.id;
  }
  const [row] = await db.insert(newsArticles).values(values).returning({ id: newsArticles.id });
  return row!.id;
}
