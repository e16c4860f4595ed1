/** Weather warnings, owned by modules/weather. */
import { jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../db/columns.ts";

/** Weather warnings in force (typhoon signals, rainstorm …), shown by weather-notify. */
export const weatherWarnings = pgTable("weather_warnings", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  content: jsonb("content").$type<LocalizedText>(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});
