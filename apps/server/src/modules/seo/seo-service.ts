import type { ApiLocale, UrlLang } from "@portal/contract/locales";
import type { Newsroom } from "@portal/contract/schemas/news";
import type { Db } from "../../db/client.ts";
import { pickText, traditionalToSimplified } from "../../platform/localize.ts";
import { newestArticles } from "../news/article-lists.ts";
import { readSettings, localizedSetting, SETTING_KEYS, DEFAULT_SITE_NAME } from "../settings/setting-service.ts";

/**
 * What the sitemaps and feeds read: the news through news/article-lists.ts (each query walks the index
 * (newsroom, published_at, id) newest first with a limit) and the site name; the menu's paths come from
 * menu/menu-service.ts.
 */

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
  const rows = await newestArticles(db, { newsroom: NEWSROOM_OF_LANG[options.lang], now: options.now, limit: options.limit, since: options.since });
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

/** The site name in a language (site setting `site_name`, else the built-in name). */
export async function siteName(db: Db, locale: ApiLocale): Promise<string> {
  const settings = await readSettings(db, [SETTING_KEYS.siteName]);
  return localizedSetting(settings.get(SETTING_KEYS.siteName), locale) || pickText(DEFAULT_SITE_NAME, locale);
}
