/** Search statistics, owned by modules/search (docs/search.md). */
import { bigint, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** POST /api/v1.0/statistics/search: how often each keyword was searched per day (Macau time). */
export const searchKeywordsDaily = pgTable(
  "search_keywords_daily",
  {
    day: text("day").notNull(),
    keyword: text("keyword").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.keyword] })],
);
