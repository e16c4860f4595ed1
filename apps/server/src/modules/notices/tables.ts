/** Notices (the notice bar, the home popup, urgent notifications, the notice list), owned by modules/notices. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";

/**
 * Notices. kind: bar (scrolling notice bar), popup (home popup), top (urgent notification-top), list (notice list).
 * Visible between starts_at and ends_at when published.
 */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    slug: text("slug"),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>(),
    url: text("url"),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("notices_kind_idx").on(t.kind, t.published, t.sortOrder)],
);
