import type { Db } from "../../db/client.ts";
import { statisticsEvents } from "./tables.ts";
import { rollUpStatistics } from "./statistics-service.ts";
import { MACAU_OFFSET_MS, macauDate } from "../../platform/macau-time.ts";
import { daysBefore } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/** Page views of a demo day (seeds only): `count` views of `objectId`, `daysAgo` days before now. */
export interface DemoPageViews {
  daysAgo: number;
  objectId: string;
  count: number;
}

/**
 * Writes demo page views as raw events (this seed's, and the news module's seed through it), each day's within the
 * hours of that Macao day before this time of day (at most six of them), so that "today" has its events even just
 * after midnight. The rollup that counts them is the caller's.
 */
export async function insertDemoPageViews(db: Db, now: Date, views: readonly DemoPageViews[]): Promise<void> {
  const spreadMs = Math.min(6 * 3_600_000, (now.getTime() + MACAU_OFFSET_MS) % 86_400_000);
  const rows: (typeof statisticsEvents.$inferInsert)[] = [];
  for (const { daysAgo, objectId, count } of views) {
    for (let i = 0; i < count; i++) {
      const at = new Date(daysBefore(now, daysAgo).getTime() - Math.round(((i % 12) / 12) * spreadMs));
      rows.push({ at, day: macauDate(at), event: "page", objectId, source: "pc", platform: "web" });
    }
  }
  for (let i = 0; i < rows.length; i += 2000) await db.insert(statisticsEvents).values(rows.slice(i, i + 2000));
}

/**
 * A week of demo statistics, so that the leaderboard and the report show something on first start: views of a few
 * fixed pages here, the newest stories' page views from the news module's seed (news/seed-readership.ts, which owns
 * which stories exist); rolled up at the end like the server's job does. Seed order 96: after the news. (The
 * programmes' plays over the week: leaderboard/seed.ts.)
 */
async function seedStatistics(db: Db, now: Date): Promise<void> {
  const views: DemoPageViews[] = [];
  for (let daysAgo = 0; daysAgo < 7; daysAgo++) {
    views.push(
      { daysAgo, objectId: "/zh-hant/", count: 60 - daysAgo * 3 },
      { daysAgo, objectId: "/en/", count: 20 - daysAgo },
      { daysAgo, objectId: "/zh-hant/live", count: 25 },
      { daysAgo, objectId: "/zh-hant/game/daily-quiz", count: 12 },
    );
  }
  await insertDemoPageViews(db, now, views);
  await rollUpStatistics(db, now);
}

export const seedStep = defineSeedStep(96, seedStatistics);
