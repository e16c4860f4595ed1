import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsArticles } from "../news/tables.ts";
import { statisticsEvents } from "./tables.ts";
import { MACAU_OFFSET_MS, macauDate } from "../../platform/macau-time.ts";
import { rollUpStatistics } from "./statistics-service.ts";
import { daysBefore } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

const LANG_OF_NEWSROOM: Record<string, string[]> = { zh: ["zh-hant", "zh-hans"], en: ["en"], pt: ["pt"] };

/**
 * A week of demo statistics, so that the leaderboard and the report show something on first start: page views of
 * the newest stories (a few read much more than others, some mostly today) and views of a few other pages. Rolled
 * up at the end like the server's job does. Seed order 96: after the news. (The programmes' plays over the week:
 * leaderboard/seed.ts.)
 */
async function seedStatistics(db: Db, now: Date): Promise<void> {
  const stories = await db
    .select({ id: newsArticles.id, newsroom: newsArticles.newsroom })
    .from(newsArticles)
    .where(and(eq(newsArticles.published, true), lte(newsArticles.publishedAt, now)))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(24);
  const rows: (typeof statisticsEvents.$inferInsert)[] = [];
  // Each day's events fall within the hours of that Macao day before this time of day (at most six of them), so
  // that "today" has its events even just after midnight.
  const spreadMs = Math.min(6 * 3_600_000, (now.getTime() + MACAU_OFFSET_MS) % 86_400_000);
  const add = (daysAgo: number, event: string, objectId: string, count: number) => {
    for (let i = 0; i < count; i++) {
      const at = new Date(daysBefore(now, daysAgo).getTime() - Math.round(((i % 12) / 12) * spreadMs));
      rows.push({ at, day: macauDate(at), event, objectId, source: "pc", platform: "web" });
    }
  };
  for (let daysAgo = 0; daysAgo < 7; daysAgo++) {
    stories.forEach((story, rank) => {
      // A long tail: the first stories are read most; stories of today's top get a burst today.
      const weekly = Math.max(1, Math.round(36 / (rank + 1)));
      const burst = daysAgo === 0 && rank % 5 === 3 ? 30 : 0;
      const langs = LANG_OF_NEWSROOM[story.newsroom] ?? ["en"];
      langs.forEach((lang, i) => add(daysAgo, "page", `/${lang}/news-detail/${story.id}`, Math.max(0, Math.round((weekly + burst) / (i + 1)) - daysAgo)));
    });
    add(daysAgo, "page", "/zh-hant/", 60 - daysAgo * 3);
    add(daysAgo, "page", "/en/", 20 - daysAgo);
    add(daysAgo, "page", "/zh-hant/live", 25);
    add(daysAgo, "page", "/zh-hant/game/daily-quiz", 12);
  }
  for (let i = 0; i < rows.length; i += 2000) await db.insert(statisticsEvents).values(rows.slice(i, i + 2000));

  await rollUpStatistics(db, now);
}

export const seedStep = defineSeedStep(96, seedStatistics);
