import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { leaderboardSnapshots } from "../schema/leaderboard.ts";
import { newsArticles } from "../schema/news.ts";
import { programmes } from "../schema/program.ts";
import { statisticsEvents } from "../schema/statistics.ts";
import { MACAU_OFFSET_MS, macauDate } from "../../platform/macau-time.ts";
import { programPlayTotals } from "../../modules/program/program-service.ts";
import { rollUpStatistics } from "../../modules/statistics/statistics-service.ts";
import { daysBefore } from "./helpers.ts";
import { defineSeedStep } from "./steps.ts";

const LANG_OF_NEWSROOM: Record<string, string[]> = { zh: ["zh-hant", "zh-hans"], en: ["en"], pt: ["pt"] };

/**
 * A week of demo statistics, so that the leaderboard and the report show something on first start: page views of
 * the newest stories (a few read much more than others, some mostly today), views of a few other pages and adverts,
 * and programme plays moving over the week (their totals and the leaderboard's daily snapshots). Rolled up at the
 * end like the server's job does. Seed order 96: after news and programmes.
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

  // Programme plays: totals now, and what they stood at on each of the last seven days (every programme with plays
  // has a snapshot, as the server's own snapshots have).
  const shows = await db.select({ id: programmes.id }).from(programmes).where(eq(programmes.published, true)).orderBy(programmes.sortOrder, programmes.id).limit(10);
  const perDay = new Map<number, { plays: number; share: number }>();
  for (const [rank, show] of shows.entries()) {
    const plays = Math.max(2, 40 - rank * 4) + (rank === 6 ? 50 : 0);
    perDay.set(show.id, { plays, share: rank % 3 === 1 ? 0.8 : 0.4 });
    await db.update(programmes).set({ playCount: sql`${programmes.playCount} + ${500 - rank * 30 + plays * 7}` }).where(eq(programmes.id, show.id));
  }
  for (const total of await programPlayTotals(db)) {
    const moved = perDay.get(total.id) ?? { plays: 0, share: 0 };
    const snapshots = Array.from({ length: 7 }, (_, daysAgo) => ({
      day: macauDate(daysBefore(now, daysAgo)),
      kind: "program",
      itemId: total.id,
      // Today's plays: the day's share so far; the week's: every day's.
      count: total.plays - Math.round(moved.plays * (daysAgo + moved.share)),
    }));
    await db.insert(leaderboardSnapshots).values(snapshots).onConflictDoNothing();
  }
  await rollUpStatistics(db, now);
}

export const seedStep = defineSeedStep(96, seedStatistics);
