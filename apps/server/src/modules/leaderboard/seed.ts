import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { programPlayTotals } from "../program/seed.ts";
import { programmes } from "../program/tables.ts";
import { leaderboardSnapshots } from "./tables.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { daysBefore } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Programme plays moving over the last week, so that the leaderboard's programmes show something on first start:
 * the programmes' play totals now and the daily snapshots they are ranked by (docs/statistics.md). The most read
 * news come from the demo statistics (statistics/seed.ts).
 */
async function seedProgrammePlays(db: Db, now: Date): Promise<void> {
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
}

// Seed order 96: after the programmes (program/seed.ts, 55).
export const seedStep = defineSeedStep(96, seedProgrammePlays);
