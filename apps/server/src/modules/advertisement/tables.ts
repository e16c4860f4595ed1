/** Adverts and banners, owned by modules/advertisement. */
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";

/** Adverts and banners, grouped by slot slug (homepagetop, menu_program, footer …). */
export const adverts = pgTable(
  "adverts",
  {
    id: serial("id").primaryKey(),
    slot: text("slot").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>(),
    url: text("url"),
    cover: text("cover"),
    respCover: text("resp_cover"),
    newWindow: boolean("new_window").notNull().default(false),
    hasInnerDetail: boolean("has_inner_detail").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    clicks: bigint("clicks", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("adverts_slot_idx").on(t.slot, t.published, t.sortOrder)],
);
