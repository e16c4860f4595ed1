import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { statisticsEventBody } from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import { statisticsDaily } from "../../db/schema/statistics.ts";
import { macauDate } from "../../platform/macau-time.ts";

export type StatisticsEvent = z.output<typeof statisticsEventBody>;

/** Counts one event in statistics_daily: one row per Macao day, event, object, source and platform (upsert). */
export async function recordStatisticsEvent(db: Db, event: StatisticsEvent, now: Date): Promise<void> {
  await db
    .insert(statisticsDaily)
    .values({
      day: macauDate(now),
      event: event.event,
      objectId: event.object_id === undefined ? "" : String(event.object_id),
      source: event.source,
      platform: event.platform,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [statisticsDaily.day, statisticsDaily.event, statisticsDaily.objectId, statisticsDaily.source, statisticsDaily.platform],
      set: { count: sql`${statisticsDaily.count} + 1` },
    });
}
