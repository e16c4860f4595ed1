/** Statistics counts, owned by modules/statistics. */
import { bigint, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Statistics events (page, ad_view, ad_click …), aggregated per day and object. */
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
