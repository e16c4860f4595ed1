/** Site settings and message templates, owned by modules/settings. */
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt, type LocalizedText } from "../../db/columns.ts";

/** Site settings: key → JSON value (grey mode `parameter`, logo, copyright html …). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/** Message templates by slug (the cookie bar reads `cookies_content`). */
export const messageTemplates = pgTable("message_templates", {
  slug: text("slug").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  content: jsonb("content").$type<LocalizedText>().notNull(),
  updatedAt: updatedAt(),
});
