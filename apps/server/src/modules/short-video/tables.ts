/** Short videos (docs/media.md): categories and clips, with their like counters. Owned by modules/short-video. */
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";

export const shortVideoCategories = pgTable("short_video_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const shortVideos = pgTable(
  "short_videos",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id").references(() => shortVideoCategories.id),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    videoUrl: text("video_url").notNull(),
    poster: text("poster").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    likeCount: bigint("like_count", { mode: "number" }).notNull().default(0),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("short_videos_published_idx").on(t.publishedAt, t.id), index("short_videos_category_idx").on(t.categoryId, t.publishedAt, t.id)],
);
