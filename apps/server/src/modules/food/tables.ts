/** Food (docs/media.md): types (dishes, restaurants, recipes) and items with their like counters. Owned by modules/food. */
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";

export const foodCategories = pgTable("food_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  cover: text("cover"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const foodItems = pgTable(
  "food_items",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => foodCategories.id),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    /** Trusted HTML written by staff, per locale. */
    body: jsonb("body").$type<LocalizedText>().notNull(),
    place: jsonb("place").$type<LocalizedText>(),
    cover: text("cover").notNull(),
    pictures: jsonb("pictures").$type<{ src: string; caption: LocalizedText }[]>().notNull().default([]),
    programSlug: text("program_slug"),
    likeCount: bigint("like_count", { mode: "number" }).notNull().default(0),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("food_items_published_idx").on(t.publishedAt, t.id), index("food_items_category_idx").on(t.categoryId, t.publishedAt, t.id)],
);
