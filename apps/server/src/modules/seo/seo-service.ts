import { and, asc, count, desc, eq, gte, isNotNull, lte } from "drizzle-orm";
import type { ApiLocale, UrlLang } from "@portal/contract/locales";
import type { Db } from "../../db/client.ts";
import { menuItems } from "../../db/schema/menu.ts";
import { newsArticles, newsCategories } from "../../db/schema/news.ts";
import { pickText, traditionalToSimplified } from "../../platform/localize.ts";
import { readSettings, localizedSetting, SETTING_KEYS, DEFAULT_SITE_NAME } from "../settings/setting-service.ts";

/**
 * What the sitemaps and feeds read. Read-only queries of the news and menu tables, each walking an index
 * (newsroom, published_at, id) newest first with a limit.
 */

export type Newsroom = "zh" | "en" | "pt";

/** Which newsroom each page language reads (ADR 0003): both Chinese scripts read the zh newsroom. */
export const NEWSROOM_OF_LANG: Record<UrlLang, Newsroom> = { "zh-hant": "zh", "zh-hans": "zh", en: "en", pt: "pt" };
/** The page languages a newsroom's article exists in. */
export const LANGS_OF_NEWSROOM: Record<Newsroom, UrlLang[]> = { zh: ["zh-hant", "zh-hans"], en: ["en"], pt: ["pt"] };
/** Each language's newsroom home page (spec §2 news_zh, news_en, news_pt). */
export const NEWS_HOME_OF_LANG: Record<UrlLang, string> = { "zh-hant": "news_zh", "zh-hans": "news_zh", en: "news_en", pt: "news_pt" };

export interface FeedArticle {
  id: number;
  title: string;
  summary: string;
  category: string | null;
  cover: string | null;
  author: string | null;
  publishedAt: Date;
  updatedAt: Date;
}

/** A newsroom's published articles out by `now`, newest first, optionally not older than `since`. */
export async function latestArticles(
  db: Db,
  options: { lang: UrlLang; locale: ApiLocale; now: Date; limit: number; since?: Date },
): Promise<FeedArticle[]> {
  const newsroom = NEWSROOM_OF_LANG[options.lang];
  const rows = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      titleHans: newsArticles.titleHans,
      summary: newsArticles.summary,
      cover: newsArticles.cover,
      author: newsArticles.author,
      publishedAt: newsArticles.publishedAt,
      updatedAt: newsArticles.updatedAt,
      categoryTitle: newsCategories.title,
    })
    .from(newsArticles)
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(
      and(
        eq(newsArticles.newsroom, newsroom),
        eq(newsArticles.published, true),
        lte(newsArticles.publishedAt, options.now),
        options.since ? gte(newsArticles.publishedAt, options.since) : undefined,
      ),
    )
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(options.limit);
  const hans = options.lang === "zh-hans";
  return rows.map((row) => ({
    id: row.id,
    title: hans ? row.titleHans?.trim() || traditionalToSimplified(row.title) : row.title,
    summary: hans ? traditionalToSimplified(row.summary) : row.summary,
    category: row.categoryTitle ? pickText(row.categoryTitle, options.locale) : null,
    cover: row.cover,
    author: row.author,
    publishedAt: new Date(row.publishedAt),
    updatedAt: new Date(row.updatedAt),
  }));
}

/** Internal paths of the visible menu entries (below /{lang}), in menu order, without duplicates. */
export async function menuPaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ path: menuItems.path })
    .from(menuItems)
    .where(and(eq(menuItems.isHidden, false), isNotNull(menuItems.path)))
    .orderBy(asc(menuItems.menu), asc(menuItems.sortOrder), asc(menuItems.id));
  const seen = new Set<string>();
  for (const row of rows) {
    const path = (row.path ?? "").trim().replace(/^\/+/, "").replace(/\/+$/, "");
    // Only plain relative paths: no scheme, no query tricks, no traversal.
    if (!path || /[:?#\s\\]|\.\./.test(path)) continue;
    seen.add(path);
  }
  return [...seen];
}

/** The site name in a language (site setting `site_name`, else the built-in name). */
export async function siteName(db: Db, locale: ApiLocale): Promise<string> {
  const settings = await readSettings(db, [SETTING_KEYS.siteName]);
  return localizedSetting(settings.get(SETTING_KEYS.siteName), locale) || pickText(DEFAULT_SITE_NAME, locale);
}

/** Published articles of a newsroom out by `now`. */
export async function countArticles(db: Db, newsroom: Newsroom, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsArticles)
    .where(and(eq(newsArticles.newsroom, newsroom), eq(newsArticles.published, true), lte(newsArticles.publishedAt, now)));
  return Number(row?.n ?? 0);
}

/** One page of a newsroom's archive for the articles sitemap: id and last change, newest first. */
export async function archivePage(db: Db, newsroom: Newsroom, now: Date, page: number, size: number): Promise<{ id: number; updatedAt: Date }[]> {
  const rows = await db
    .select({ id: newsArticles.id, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .where(and(eq(newsArticles.newsroom, newsroom), eq(newsArticles.published, true), lte(newsArticles.publishedAt, now)))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updatedAt) }));
}
