/** The database kv store's table, owned by kv/ (db-store.ts), not by a module. */
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Short-lived shared state: captchas, one-time codes, rate-limit counters. Used when REDIS_URL is not set,
 * so that limits survive restarts and are shared by every instance on the same database.
 */
export const kvEntries = pgTable(
  "kv_entries",
  {
    key: text("key").primaryKey(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("kv_entries_expires_idx").on(t.expiresAt)],
);
