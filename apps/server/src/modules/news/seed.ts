import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsArticles, newsCategories, newsTopicArticles, newsTopics } from "./tables.ts";
import { ART, MEDIA, type Art } from "../../db/seed/assets.ts";
import { daysBefore, html, lt, spread } from "../../db/seed/helpers.ts";
import { articleCjkVector } from "../../platform/search-tokens.ts";
import { EN_ARTICLES } from "./seed-en.ts";
import { PT_ARTICLES } from "./seed-pt.ts";
import { ZH_ARTICLES } from "./seed-zh.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";
import { seedReadership } from "./seed-readership.ts";

/**
 * What other seeds use of the news: the stories and their categories (the menus' news entries, menu/seed.ts), and
 * the content kind the news' likes and comments are kept under (interactions/seed.ts).
 */
export { EN_ARTICLES, PT_ARTICLES, ZH_ARTICLES };
export { NEWS_KIND } from "./content-kind.ts";

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

const TOPICS = [
  {
    slug: "macau-grand-prix",
    title: lt("澳門格蘭披治大賽車", "Macau Grand Prix", "Grande Prémio de Macau"),
    description: lt(
      "<p>賽事、車手與東望洋跑道的故事：大賽車周的全部報道。</p>",
      "<p>Races, drivers and the Guia circuit: all our coverage of Grand Prix week.</p>",
      "<p>Corridas, pilotos e o circuito da Guia: toda a cobertura da semana do Grande Prémio.</p>",
    ),
    cover: ART.racing,
    pick: { category: "sport" },
  },
  {
    slug: "greater-bay-area",
    title: lt("大灣區融合發展", "Living in the Greater Bay Area", "Viver na Grande Baía"),
    description: lt(
      "<p>跨境交通、就業與生活：澳門與大灣區城市的連繫。</p>",
      "<p>Crossing the border, working and living: how Macau and the Bay Area cities connect.</p>",
      "<p>Fronteiras, trabalho e vida quotidiana: as ligações de Macau às cidades da Grande Baía.</p>",
    ),
    cover: ART.bridge,
    pick: { category: "greater-bay-area" },
  },
] as const;

/** The categories, every newsroom's stories, and the topics (docs/news.md). */
async function seedNews(db: Db, now: Date): Promise<void> {
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

  // Topics: each gathers the articles of one category, in every newsroom.
  for (const [index, topic] of TOPICS.entries()) {
    const [row] = await db
      .insert(newsTopics)
      .values({ slug: topic.slug, title: topic.title, description: topic.description, cover: topic.cover, sortOrder: (index + 1) * 10 })
      .returning({ id: newsTopics.id });
    const articles = await db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(eq(newsCategories.slug, topic.pick.category))
      .orderBy(asc(newsArticles.id));
    if (articles.length) await db.insert(newsTopicArticles).values(articles.map((a) => ({ topicId: row!.id, articleId: a.id })));
  }
  await seedReadership(db, now);
}

// Seed order 50.
export const seedStep = defineSeedStep(50, seedNews);
