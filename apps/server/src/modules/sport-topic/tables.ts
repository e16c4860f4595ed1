/**
 * Sport topics (spec §2 sport_topic/{slug}, sport_topic/{slug}/{id}; docs/campaigns.md), owned by modules/sport-topic:
 * a topic with its live block and results, and its items (articles, videos, results).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";

export interface SportTopicResultsRow {
  title: LocalizedText;
  columns: LocalizedText[];
  /** Cells as written (names, times): not translated. */
  rows: string[][];
}

export const sportTopics = pgTable("sport_topics", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  summary: jsonb("summary").$type<LocalizedText>().notNull(),
  /** Trusted HTML written by staff. */
  intro: jsonb("intro").$type<LocalizedText>().notNull(),
  cover: text("cover"),
  /** The live block's channel (broadcast channel code), or null for none. */
  liveChannel: text("live_channel"),
  liveTitle: jsonb("live_title").$type<LocalizedText>(),
  results: jsonb("results").$type<SportTopicResultsRow[]>().notNull().default([]),
  published: boolean("published").notNull().default(true),
  createdAt: createdAt(),
});

export const sportTopicItems = pgTable(
  "sport_topic_items",
  {
    id: serial("id").primaryKey(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => sportTopics.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"article" | "video" | "result">().notNull().default("article"),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    /** Trusted HTML written by staff. */
    body: jsonb("body").$type<LocalizedText>().notNull(),
    cover: text("cover"),
    video: text("video"),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("sport_topic_items_kind_check", sql`${t.kind} in ('article', 'video', 'result')`),
    index("sport_topic_items_topic_idx").on(t.topicId, t.publishedAt),
  ],
);
