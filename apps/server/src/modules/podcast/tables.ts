/** Podcast episodes (docs/media.md): the feed /web/feed and the podcast page. Owned by modules/podcast. */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";

export const podcastEpisodes = pgTable("podcast_episodes", {
  id: serial("id").primaryKey(),
  /** The feed's guid: set once, never changed (podcast apps key downloads on it). */
  guid: text("guid").notNull().unique(),
  episode: integer("episode").notNull(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  /** A site path (/demo/media/podcast/…) or an http(s) address. */
  audioUrl: text("audio_url").notNull(),
  /** The file's size in bytes and MIME type, as served (the enclosure's length and type). */
  audioBytes: integer("audio_bytes").notNull(),
  audioType: text("audio_type").notNull().default("audio/mpeg"),
  durationSeconds: integer("duration_seconds").notNull(),
  published: boolean("published").notNull().default(true),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * The feed's own fields (docs/console.md "The podcast feed"), edited by producers: one row (`key` "main"); while there
 * is none the feed says what podcast-service.ts's defaults say.
 */
export const podcastFeedSettings = pgTable("podcast_feed_settings", {
  key: text("key").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  author: jsonb("author").$type<LocalizedText>().notNull(),
  ownerEmail: text("owner_email").notNull(),
  category: text("category").notNull(),
  subcategory: text("subcategory"),
  explicit: boolean("explicit").notNull().default(false),
  artwork: text("artwork").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
