/**
 * Specials (subjects) and competitions (spec §3 Special, §7 Special, Competition). A competition is a special of
 * kind `competition`: the same page parts (programmes, reviews, news, videos, photo albums) plus its entries.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../db/columns.ts";

export const specialCategories = pgTable(
  "special_categories",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull().default("special"), // special | competition
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("special_categories_slug_key").on(t.kind, t.slug)],
);

/** A Facebook (or other) video shown on a special's detail: title and address. */
export interface SpecialFbVideo {
  title: LocalizedText;
  url: string;
}

export const specials = pgTable(
  "specials",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull().default("special"), // special | competition
    slug: text("slug").notNull().unique(),
    categoryId: integer("category_id").references(() => specialCategories.id, { onDelete: "set null" }),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>(),
    content: jsonb("content").$type<LocalizedText>(), // trusted HTML written by staff
    cover: text("cover"),
    banner: text("banner"),
    fbVideos: jsonb("fb_videos").$type<SpecialFbVideo[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("specials_kind_published_idx").on(t.kind, t.published, t.publishedAt, t.id)],
);

/**
 * The parts of a special, by type: program (related programmes), review (programme review episodes), news,
 * video, short_video, photo_album, entry (a competition's contestants). `refId` names the news article or
 * programme it stands for, when there is one.
 */
export const specialItems = pgTable(
  "special_items",
  {
    id: serial("id").primaryKey(),
    specialId: integer("special_id")
      .notNull()
      .references(() => specials.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    refId: integer("ref_id"),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>(),
    content: jsonb("content").$type<LocalizedText>(),
    cover: text("cover"),
    url: text("url"),
    videoUrl: text("video_url"),
    durationSeconds: integer("duration_seconds"),
    number: integer("number"), // a competition entry's number
    votes: integer("votes").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("special_items_special_type_idx").on(t.specialId, t.type, t.published, t.publishedAt, t.id)],
);

/** The photos of a photo album (a special item of type photo_album). */
export const specialPhotos = pgTable(
  "special_photos",
  {
    id: serial("id").primaryKey(),
    albumId: integer("album_id")
      .notNull()
      .references(() => specialItems.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    caption: jsonb("caption").$type<LocalizedText>(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("special_photos_album_idx").on(t.albumId, t.sortOrder)],
);
