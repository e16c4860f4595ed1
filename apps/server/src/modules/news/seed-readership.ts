import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertDemoPageViews, type DemoPageViews } from "../statistics/seed.ts";
import { newsArticles } from "./tables.ts";

const LANG_OF_NEWSROOM: Record<string, string[]> = { zh: ["zh-hant", "zh-hans"], en: ["en"], pt: ["pt"] };

/**
 * A week of demo page views of the newest stories (a few read much more than others, some mostly today), for the
 * leaderboard, the dashboard and the report on first start; the statistics module's seed rolls them up (order 96).
 * Here, not there: which stories exist is this module's to say.
 */
export async function seedReadership(db: Db, now: Date): Promise<void> {
  const stories = await db
    .select({ id: newsArticles.id, newsroom: newsArticles.newsroom })
    .from(newsArticles)
    .where(and(eq(newsArticles.published, true), lte(newsArticles.publishedAt, now)))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(24);
  const views: DemoPageViews[] = [];
  for (let daysAgo = 0; daysAgo < 7; daysAgo++) {
    stories.forEach((story, rank) => {
      // A long tail: the first stories are read most; stories of today's top get a burst today.
      const weekly = Math.max(1, Math.round(36 / (rank + 1)));
      const burst = daysAgo === 0 && rank % 5 === 3 ? 30 : 0;
      const langs = LANG_OF_NEWSROOM[story.newsroom] ?? ["en"];
      langs.forEach((lang, i) => views.push({ daysAgo, objectId: `/${lang}/news-detail/${story.id}`, count: Math.max(0, Math.round((weekly + burst) / (i + 1)) - daysAgo) }));
    });
  }
  await insertDemoPageViews(db, now, views);
}
