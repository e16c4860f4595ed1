import { and, asc, desc, eq, exists, gte, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { HOME_TOP_AD_SLUG, VIDEO_NEWS_MAX_AGE_YEARS } from "@portal/contract/constants";
import type { ApiLocale } from "@portal/contract/locales";
import type { HomeResponse, HomeSection, NewsCard } from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import { type LocalizedText } from "../../db/schema/columns.ts";
import { newsArticles, newsCategories } from "../../db/schema/news.ts";
import { pickText, traditionalToSimplified } from "../../platform/localize.ts";
import { listBanners } from "../advertisement/banner-service.ts";

/**
 * The home page (GET /api/v1.0/cms/home): the top adverts of slot `homepagetop` and the news sections, built from
 * what the database holds for the request's newsroom. Every news query walks one of the two news indexes
 * (newsroom, published_at, id) or (category_id, published_at, id) newest first and stops after a few rows.
 */

export type Newsroom = "zh" | "en" | "pt";

/** zh-hant and zh-hans both read the Chinese newsroom (zh-hans converted with OpenCC, ADR 0003). */
export const NEWSROOM_OF: Record<ApiLocale, Newsroom> = { zh_TW: "zh", zh_CN: "zh", en: "en", pt: "pt" };
/** Each newsroom's page below /{lang} (spec §2: news_zh, news_en, news_pt). */
export const NEWSROOM_PATH: Record<Newsroom, string> = { zh: "news_zh", en: "news_en", pt: "news_pt" };

/** How much the home page shows: a lead story with seven more, then up to four categories of four, then video. */
export const HOME_LIMITS = { topAdverts: 10, latest: 8, categories: 4, perCategory: 4, video: 4 } as const;
const SUMMARY_MAX_CHARS = 240;

const SECTION_TITLES: Record<"latest" | "video", Required<LocalizedText>> = {
  latest: { zh_TW: "最新新聞", zh_CN: "最新新闻", en: "Latest news", pt: "Últimas notícias" },
  video: { zh_TW: "視頻新聞", zh_CN: "视频新闻", en: "Video", pt: "Vídeos" },
};

const NEWS_TYPES = new Set<NewsCard["type"]>(["text", "image", "video", "radio"]);

const cardColumns = {
  id: newsArticles.id,
  type: newsArticles.type,
  title: newsArticles.title,
  titleHans: newsArticles.titleHans,
  summary: newsArticles.summary,
  cover: newsArticles.cover,
  publishedAt: newsArticles.publishedAt,
};
type CardRow = { id: number; type: string; title: string; titleHans: string | null; summary: string; cover: string | null; publishedAt: Date };

function cut(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : chars.join("");
}

function toCard(row: CardRow, category: string | null, locale: ApiLocale): NewsCard {
  const hans = locale === "zh_CN";
  const title = hans ? row.titleHans?.trim() || traditionalToSimplified(row.title) : row.title;
  const summary = cut(row.summary, SUMMARY_MAX_CHARS);
  return {
    id: row.id,
    title,
    summary: hans ? traditionalToSimplified(summary) : summary,
    cover: row.cover || null,
    type: NEWS_TYPES.has(row.type as NewsCard["type"]) ? (row.type as NewsCard["type"]) : "text",
    category,
    publishedAt: new Date(row.publishedAt).toISOString(),
  };
}

/** Published articles of a newsroom that are out by `now`, leaving out those already on the page. */
function visible(newsroom: Newsroom, now: Date, shown: number[]): SQL {
  return and(
    eq(newsArticles.newsroom, newsroom),
    eq(newsArticles.published, true),
    lte(newsArticles.publishedAt, now),
    shown.length ? notInArray(newsArticles.id, shown) : undefined,
  )!;
}

/** Newest first on (newsroom | category_id, published_at, id): the order of both news indexes. */
const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

async function newestCards(db: Db, where: SQL, limit: number, locale: ApiLocale): Promise<NewsCard[]> {
  const rows = await db
    .select({ ...cardColumns, categoryTitle: newsCategories.title })
    .from(newsArticles)
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => toCard(row, row.categoryTitle ? pickText(row.categoryTitle, locale) : null, locale));
}

/**
 * The first categories (by their order) that still have articles to show, each with its newest ones: one query,
 * a lateral join that reads at most `perCategory` rows of the category index per category.
 */
async function categorySections(db: Db, newsroom: Newsroom, now: Date, shown: number[], locale: ApiLocale): Promise<HomeSection[]> {
  const categories = db
    .select({ id: newsCategories.id, slug: newsCategories.slug, title: newsCategories.title, sortOrder: newsCategories.sortOrder })
    .from(newsCategories)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(newsArticles)
          .where(and(eq(newsArticles.categoryId, newsCategories.id), visible(newsroom, now, shown))),
      ),
    )
    .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.id))
    .limit(HOME_LIMITS.categories)
    .as("c");
  const items = db
    .select(cardColumns)
    .from(newsArticles)
    .where(and(eq(newsArticles.categoryId, categories.id), visible(newsroom, now, shown)))
    .orderBy(...newestFirst)
    .limit(HOME_LIMITS.perCategory)
    .as("a");
  const rows = await db
    .select()
    .from(categories)
    .innerJoinLateral(items, sql`true`)
    .orderBy(asc(categories.sortOrder), asc(categories.id), desc(items.publishedAt), desc(items.id));

  const sections = new Map<number, HomeSection>();
  for (const { c: category, a: item } of rows) {
    let section = sections.get(category.id);
    if (!section) {
      section = {
        key: `category-${category.slug}`,
        title: pickText(category.title, locale),
        morePath: `news-list?category=${encodeURIComponent(category.slug)}`,
        items: [],
      };
      sections.set(category.id, section);
    }
    section.items.push(toCard(item, section.title, locale));
  }
  return [...sections.values()];
}

export async function getHome(db: Db, locale: ApiLocale, now: Date): Promise<HomeResponse> {
  const newsroom = NEWSROOM_OF[locale];
  const [topAdverts, latest] = await Promise.all([
    // The slot's adverts that are published and within their window, in their order (advertisement/banner-service.ts).
    listBanners(db, HOME_TOP_AD_SLUG, locale, now).then((list) => list.slice(0, HOME_LIMITS.topAdverts)),
    newestCards(db, visible(newsroom, now, []), HOME_LIMITS.latest, locale),
  ]);
  // A story appears once on the page: categories leave out what "latest" shows, video what both show.
  const shownAfterLatest = latest.map((c) => c.id);
  const categories = await categorySections(db, newsroom, now, shownAfterLatest, locale);
  const shown = [...shownAfterLatest, ...categories.flatMap((s) => s.items.map((c) => c.id))];
  // Video news is offered only within VIDEO_NEWS_MAX_AGE_YEARS (spec §5).
  const videoSince = new Date(now);
  videoSince.setUTCFullYear(videoSince.getUTCFullYear() - VIDEO_NEWS_MAX_AGE_YEARS);
  const video = await newestCards(
    db,
    and(visible(newsroom, now, shown), eq(newsArticles.type, "video"), gte(newsArticles.publishedAt, videoSince))!,
    HOME_LIMITS.video,
    locale,
  );

  const sections: HomeSection[] = [
    { key: "latest", title: SECTION_TITLES.latest[locale], morePath: NEWSROOM_PATH[newsroom], items: latest },
    ...categories,
    { key: "video", title: SECTION_TITLES.video[locale], morePath: "news-list?type=video", items: video },
  ];
  return { topAdverts, sections: sections.filter((s) => s.items.length > 0) };
}
