import type { Db } from "../client.ts";
import { newsArticles, newsCategories } from "../schema/news.ts";
import { MEDIA, type Art } from "./assets.ts";
import { daysBefore, html, lt, spread } from "./helpers.ts";
import { articleCjkVector } from "../../platform/search-tokens.ts";
import { EN_ARTICLES } from "./news-en.ts";
import { PT_ARTICLES } from "./news-pt.ts";
import { ZH_ARTICLES } from "./news-zh.ts";
import { defineSeedStep } from "./steps.ts";

export const NEWS_CATEGORIES = [
  { slug: "local", title: lt("本地", "Local", "Local") },
  { slug: "greater-bay-area", title: lt("大灣區", "Greater Bay Area", "Grande Baía") },
  { slug: "china", title: lt("中國", "China", "China") },
  { slug: "international", title: lt("國際", "International", "Internacional") },
  { slug: "sport", title: lt("體育", "Sport", "Desporto") },
  { slug: "economy", title: lt("經濟", "Economy", "Economia") },
  { slug: "culture", title: lt("文化", "Culture", "Cultura") },
] as const;
export type CategorySlug = (typeof NEWS_CATEGORIES)[number]["slug"];

export type NewsType = "text" | "image" | "video" | "radio";

/** One article as a newsroom wrote it. `body` parts become paragraphs unless they are HTML already. */
export interface ArticleSeed {
  category: CategorySlug;
  type: NewsType;
  /** Days before the seed's time (fractions are hours). */
  daysAgo: number;
  cover: Art;
  title: string;
  summary: string;
  body: readonly string[];
}

const BYLINES = { zh: "澳廣視新聞", en: "TDM News", pt: "TDM Notícias" } as const;
const VIEWS: Record<NewsType, [number, number]> = { text: [300, 6000], image: [800, 9000], video: [1500, 20000], radio: [200, 3000] };

export async function seedNews(db: Db, now: Date): Promise<void> {
  const categories = await db
    .insert(newsCategories)
    .values(NEWS_CATEGORIES.map((c, index) => ({ slug: c.slug, title: c.title, sortOrder: (index + 1) * 10 })))
    .returning({ id: newsCategories.id, slug: newsCategories.slug });
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

  const newsrooms = [
    ["zh", ZH_ARTICLES],
    ["en", EN_ARTICLES],
    ["pt", PT_ARTICLES],
  ] as const;
  // One insert per newsroom, oldest first, so that ids grow with time as they would in the newsroom.
  for (const [roomIndex, [newsroom, articles]] of newsrooms.entries()) {
    const rows = [...articles]
      .sort((a, b) => b.daysAgo - a.daysAgo)
      .map((a, index) => {
        const seed = roomIndex * 100 + index;
        const [minViews, maxViews] = VIEWS[a.type];
        const publishedAt = daysBefore(now, a.daysAgo);
        const body = html(a.body);
        return {
          newsroom,
          categoryId: categoryId.get(a.category) ?? null,
          type: a.type,
          title: a.title,
          summary: a.summary,
          body,
          searchCjk: articleCjkVector({ title: a.title, summary: a.summary, body }),
          cover: a.cover,
          videoUrl: a.type === "video" ? MEDIA.video : null,
          audioUrl: a.type === "radio" ? MEDIA.audio : null,
          author: BYLINES[newsroom],
          viewCount: spread(seed, minViews, maxViews),
          likeCount: spread(seed + 50, 0, 300),
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      });
    await db.insert(newsArticles).values(rows);
  }
}

// Seed order 50.
export const seedStep = defineSeedStep(50, seedNews);
