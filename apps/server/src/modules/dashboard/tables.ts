/**
 * Server instances that report in (modules/dashboard; docs/console.md "Dashboards"): each running server writes its
 * row every 20 seconds, so the site's health can say how many instances serve the site now. A row seen more than an
 * hour ago is removed by the next report of any instance.
 */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const serverInstances = pgTable("server_instances", {
  /** A random id the instance takes when it starts. */
  id: text("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
