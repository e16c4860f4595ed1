import { and, asc, count, desc, eq, exists, gte, inArray, lte, notInArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { ApiLocale, UrlLang } from "@portal/contract/locales";
import type { NewsType, Newsroom } from "@portal/contract/schemas/news";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { newsArticles, newsCategories } from "./tables.ts";
import { readerCover } from "./news-service.ts";
import { traditionalToSimplified } from "../../platform/localize.ts";
import { offsetOf } from "../../platform/paging.ts";

/**
 * News as other areas show it — the home page's sections, sitemaps and feeds, a member's recommendations: the
 * published articles of a newsroom that are out by `now`, newest first. Each query walks one of the news indexes
 * (newsroom | category_id [, type], published_at, id) and stops after `limit` rows; the callers shape the answers.
 * Unlike the news lists (visibleNow in news-service.ts), these do not hide old video news by themselves: a caller
 * that does passes `since`.
 */

/** What these lists give of an article (never its body). */
export interface ArticleSummary {
  id: number;
  type: string;
  title: string;
  titleHans: string | null;
  summary: string;
  cover: string | null;
  author: string | null;
  publishedAt: Date;
  updatedAt: Date;
}

const summaryColumns = {
  id: newsArticles.id,
  type: newsArticles.type,
  title: newsArticles.title,
  titleHans: newsArticles.titleHans,
  summary: newsArticles.summary,
  cover: readerCover,
  author: newsArticles.author,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
};

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

/** Published articles of a newsroom that are out by `now`, leaving out the ids given. */
function published(newsroom: Newsroom, now: Date, exclude: readonly number[] = []): SQL {
  return and(
    eq(newsArticles.newsroom, newsroom),
    eq(newsArticles.published, true),
    lte(newsArticles.publishedAt, now),
    exclude.length ? notInArray(newsArticles.id, [...exclude]) : undefined,
  )!;
}

export interface NewestArticlesQuery {
  newsroom: Newsroom;
  now: Date;
  limit: number;
  /** Only articles published at or after this moment. */
  since?: Date;
  type?: NewsType;
  /** Only articles of these categories (by slug). */
  categorySlugs?: readonly string[];
  /** Article ids already shown. */
  exclude?: readonly number[];
  /** A subquery of article ids written as text (as members' lists keep them) to leave out. */
  excludeIdsIn?: SQLWrapper;
}

/** The newest articles of a newsroom, with their category's title and slug. */
export async function newestArticles(
  db: Db,
  query: NewestArticlesQuery,
): Promise<(ArticleSummary & { categoryTitle: LocalizedText | null; categorySlug: string | null })[]> {
  return db
    .select({ ...summaryColumns, categoryTitle: newsCategories.title, categorySlug: newsCategories.slug })
    .from(newsArticles)
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(
      and(
        published(query.newsroom, query.now, query.exclude),
        query.since ? gte(newsArticles.publishedAt, query.since) : undefined,
        query.type ? eq(newsArticles.type, query.type) : undefined,
        query.categorySlugs ? inArray(newsCategories.slug, [...query.categorySlugs]) : undefined,
        query.excludeIdsIn ? notInArray(sql`${newsArticles.id}::text`, query.excludeIdsIn) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(query.limit);
}

/**
 * The first categories (by their order) that still have articles to show, each with its newest ones: one query,
 * a lateral join that reads at most `perCategory` rows of the category index per category. Rows come category by
 * category, newest first within each.
 */
export async function newestByCategory(
  db: Db,
  query: { newsroom: Newsroom; now: Date; exclude: readonly number[]; categories: number; perCategory: number },
): Promise<{ category: { id: number; slug: string; title: LocalizedText }; article: ArticleSummary }[]> {
  const visible = published(query.newsroom, query.now, query.exclude);
  const categories = db
    .select({ id: newsCategories.id, slug: newsCategories.slug, title: newsCategories.title, sortOrder: newsCategories.sortOrder })
    .from(newsCategories)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(newsArticles)
          .where(and(eq(newsArticles.categoryId, newsCategories.id), visible)),
      ),
    )
    .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.id))
    .limit(query.categories)
    .as("c");
  const items = db
    .select(summaryColumns)
    .from(newsArticles)
    .where(and(eq(newsArticles.categoryId, categories.id), visible))
    .orderBy(...newestFirst)
    .limit(query.perCategory)
    .as("a");
  const rows = await db
    .select()
    .from(categories)
    .innerJoinLateral(items, sql`true`)
    .orderBy(asc(categories.sortOrder), asc(categories.id), desc(items.publishedAt), desc(items.id));
  return rows.map(({ c, a }) => ({ category: { id: c.id, slug: c.slug, title: c.title }, article: a }));
}

/** How many articles of a newsroom are published and out by `now`. */
export async function countPublishedArticles(db: Db, newsroom: Newsroom, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsArticles).where(published(newsroom, now));
  return Number(row?.n ?? 0);
}

/** One page of a newsroom's published articles (the articles sitemap): id and last change, newest first. */
export async function publishedArticlePage(db: Db, newsroom: Newsroom, now: Date, page: number, size: number): Promise<{ id: number; updatedAt: Date }[]> {
  const rows = await db
    .select({ id: newsArticles.id, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .where(published(newsroom, now))
    .orderBy(...newestFirst)
    .limit(size)
    .offset(offsetOf(page, size));
  return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updatedAt) }));
}

/** An article's title for a reader: Simplified Chinese readers of the Chinese newsroom get its zh-hans title (or OpenCC). */
export function titleFor(row: { title: string; titleHans: string | null }, newsroom: string, locale: ApiLocale): string {
  if (locale !== "zh_CN" || newsroom !== "zh") return row.title;
  return row.titleHans?.trim() || traditionalToSimplified(row.title);
}

/** The language of an article's page for a reader: its newsroom's (zh → the reader's Chinese script, else zh-hant). */
export function articleLang(newsroom: string, locale: ApiLocale): UrlLang {
  if (newsroom === "en" || newsroom === "pt") return newsroom;
  return locale === "zh_CN" ? "zh-hans" : "zh-hant";
}

/** What another area keeps of an article it links to: its title, picture and page, as readers see it now. */
export interface ArticleReference {
  title: string;
  cover: string | null;
  url: string;
}

/** A published article that is out by `now`, as a reference in the reader's language; null otherwise. */
export async function articleReference(db: Db, id: number, locale: ApiLocale, now: Date): Promise<ArticleReference | null> {
  const [row] = await db
    .select({ newsroom: newsArticles.newsroom, title: newsArticles.title, titleHans: newsArticles.titleHans, cover: readerCover })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), eq(newsArticles.published, true), lte(newsArticles.publishedAt, now)))
    .limit(1);
  if (!row) return null;
  return { title: titleFor(row, row.newsroom, locale), cover: row.cover || null, url: `/${articleLang(row.newsroom, locale)}/news-detail/${id}` };
}
