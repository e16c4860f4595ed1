/** Statistics events and their daily counts, owned by modules/statistics (docs/statistics.md). */
import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every accepted event as it came (spec §7: page, ad_view, ad_click, sport_topic_live, banner), written in
 * multi-row batches from the in-memory buffer, kept 90 days (the rollup job prunes older rows). No primary key:
 * rows are only ever inserted in bulk, counted by day and deleted by age.
 */
export const statisticsEvents = pgTable(
  "statistics_events",
  {
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The Macao day of `at`, YYYY-MM-DD (what the rollup groups by). */
    day: text("day").notNull(),
    event: text("event").notNull(),
    objectId: text("object_id").notNull().default(""),
    source: text("source").notNull().default("pc"),
    platform: text("platform").notNull().default("web"),
  },
  (t) => [index("statistics_events_day_idx").on(t.day), index("statistics_events_at_idx").on(t.at)],
);

/** The rollup: events per Macao day, event, object, source and platform, rebuilt from the raw rows by the job. */
export const statisticsDaily = pgTable(
  "statistics_daily",
  {
    day: text("day").notNull(),
    event: text("event").notNull(),
    objectId: text("object_id").notNull().default(""),
    source: text("source").notNull().default("pc"),
    platform: text("platform").notNull().default("web"),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.event, t.objectId, t.source, t.platform] })],
);
