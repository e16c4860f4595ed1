import { HOME_TOP_AD_SLUG } from "@portal/contract/constants";
import type { ApiLocale } from "@portal/contract/locales";
import type { HomeResponse, HomeSection, NewsCard } from "@portal/contract/schemas/common";
import type { Newsroom } from "@portal/contract/schemas/news";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { pickText, traditionalToSimplified } from "../../platform/localize.ts";
import { listBanners } from "../advertisement/banner-service.ts";
import { newestArticles, newestByCategory, type NewestArticlesQuery } from "../news/article-lists.ts";
import { NEWSROOM_OF, videoSince } from "../news/news-service.ts";

/**
 * The home page (GET /api/v1.0/cms/home): the top adverts of slot `homepagetop` and the news sections, built from
 * what the database holds for the request's newsroom (zh-hant and zh-hans both read the Chinese newsroom, ADR 0003).
 * The news come from news/article-lists.ts, whose queries walk one of the two news indexes (newsroom, published_at,
 * id) or (category_id, published_at, id) newest first and stop after a few rows.
 */

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

async function newestCards(db: Db, query: NewestArticlesQuery, locale: ApiLocale): Promise<NewsCard[]> {
  const rows = await newestArticles(db, query);
  return rows.map((row) => toCard(row, row.categoryTitle ? pickText(row.categoryTitle, locale) : null, locale));
}

/** The first categories (by their order) that still have articles to show, each with its newest ones. */
async function categorySections(db: Db, newsroom: Newsroom, now: Date, shown: number[], locale: ApiLocale): Promise<HomeSection[]> {
  const rows = await newestByCategory(db, {
    newsroom,
    now,
    exclude: shown,
    categories: HOME_LIMITS.categories,
    perCategory: HOME_LIMITS.perCategory,
  });
  const sections = new Map<number, HomeSection>();
  for (const { category, article } of rows) {
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
    section.items.push(toCard(article, section.title, locale));
  }
  return [...sections.values()];
}

export async function getHome(db: Db, locale: ApiLocale, now: Date): Promise<HomeResponse> {
  const newsroom = NEWSROOM_OF[locale];
  const [topAdverts, latest] = await Promise.all([
    // The slot's adverts that are published and within their window, in their order (advertisement/banner-service.ts).
    listBanners(db, HOME_TOP_AD_SLUG, locale, now).then((list) => list.slice(0, HOME_LIMITS.topAdverts)),
    newestCards(db, { newsroom, now, limit: HOME_LIMITS.latest }, locale),
  ]);
  // A story appears once on the page: categories leave out what "latest" shows, video what both show.
  const shownAfterLatest = latest.map((c) => c.id);
  const categories = await categorySections(db, newsroom, now, shownAfterLatest, locale);
  const shown = [...shownAfterLatest, ...categories.flatMap((s) => s.items.map((c) => c.id))];
  // Video news is offered only within VIDEO_NEWS_MAX_AGE_YEARS (spec §5).
  const video = await newestCards(
    db,
    { newsroom, now, exclude: shown, type: "video", since: videoSince(now), limit: HOME_LIMITS.video },
    locale,
  );

  const sections: HomeSection[] = [
    { key: "latest", title: SECTION_TITLES.latest[locale], morePath: NEWSROOM_PATH[newsroom], items: latest },
    ...categories,
    { key: "video", title: SECTION_TITLES.video[locale], morePath: "news-list?type=video", items: video },
  ];
  return { topAdverts, sections: sections.filter((s) => s.items.length > 0) };
}
