/** The leaderboard's daily snapshots of running totals, owned by modules/leaderboard (docs/statistics.md). */
import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * A running total (e.g. a programme's plays, `kind` "program") as it stood when first read on a Macao day: the
 * plays of a day or a week are the total now minus the snapshot of that day or of the week's first day.
 */
export const leaderboardSnapshots = pgTable(
  "leaderboard_snapshots",
  {
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.itemId] })],
);
