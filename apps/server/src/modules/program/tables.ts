/**
 * Programmes (docs/media.md "Programmes"): categories, programmes, their episodes (the API's "reviews" and the
 * pages' "play items"), hosts and the features written about programmes. Owned by modules/program. Programmes
 * and episodes draw their ids from one sequence, so that the spec's like, comment and play calls
 * (`/program/like/{id}`, `/program/{id}/comment`, `/program/play/{id}/start`) address either by one number; their
 * like, comment and play counters stay here (the likes and comments themselves are in interactions.ts).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, tsvector, type LocalizedText } from "../../db/columns.ts";

/** The id sequence shared by programmes and episodes. */
export const programItemIds = pgSequence("program_item_id_seq", { startWith: 1000 });
const programItemId = () =>
  integer("id")
    .primaryKey()
    .default(sql`nextval('program_item_id_seq')`);
const counter = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

export const programCategories = pgTable("program_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const programmes = pgTable(
  "programmes",
  {
    id: programItemId(),
    slug: text("slug").notNull().unique(),
    type: text("type").notNull(), // tv | radio | sport
    channel: text("channel").notNull(), // tdm-macau | tdm-canal-macau | radio-macau | radio-macau-pt
    languages: jsonb("languages").$type<string[]>().notNull().default([]), // zh | en | pt
    categories: jsonb("categories").$type<string[]>().notNull().default([]), // program_categories slugs
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    airtime: jsonb("airtime").$type<LocalizedText>().notNull(),
    cover: text("cover"),
    /** The cover's text alternative, per locale (written in the console). */
    coverAlt: jsonb("cover_alt").$type<LocalizedText>().notNull().default({}),
    /** Shown in programme-focus (the home band, the top of all_program). */
    focus: boolean("focus").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    likeCount: counter("like_count"),
    commentCount: counter("comment_count"),
    playCount: counter("play_count"),
    /** Every language's title and summary (Chinese as bigrams, English and Portuguese stemmed): program-service.ts. */
    searchVector: tsvector("search_vector").notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
  },
  (t) => [index("programmes_type_idx").on(t.type, t.sortOrder), index("programmes_search_idx").using("gin", t.searchVector)],
);

export const programHosts = pgTable("program_hosts", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  photo: text("photo"),
  bio: jsonb("bio").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const programHostLinks = pgTable(
  "program_host_links",
  {
    programId: integer("program_id")
      .notNull()
      .references(() => programmes.id, { onDelete: "cascade" }),
    hostId: integer("host_id")
      .notNull()
      .references(() => programHosts.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programId, t.hostId] }), index("program_host_links_host_idx").on(t.hostId)],
);

export type CaptionRow = { lang: string; label: LocalizedText; src: string };

export const programEpisodes = pgTable(
  "program_episodes",
  {
    id: programItemId(),
    slug: text("slug").notNull().unique(),
    programId: integer("program_id")
      .notNull()
      .references(() => programmes.id, { onDelete: "cascade" }),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    airedAt: timestamp("aired_at", { withTimezone: true }).notNull(),
    duration: integer("duration").notNull().default(0), // seconds
    mediaUrl: text("media_url"),
    mediaType: text("media_type").notNull().default("mp4"), // mp4 | hls | audio
    audioUrl: text("audio_url"),
    poster: text("poster"),
    captions: jsonb("captions").$type<CaptionRow[]>().notNull().default([]),
    published: boolean("published").notNull().default(true),
    likeCount: counter("like_count"),
    commentCount: counter("comment_count"),
    playCount: counter("play_count"),
    createdAt: createdAt(),
  },
  (t) => [index("program_episodes_program_idx").on(t.programId, t.airedAt, t.id), index("program_episodes_aired_idx").on(t.airedAt, t.id)],
);

export const programFeatures = pgTable(
  "program_features",
  {
    id: serial("id").primaryKey(),
    programId: integer("program_id").references(() => programmes.id, { onDelete: "set null" }),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    cover: text("cover"),
    /** Shown in signnews (the signature stories of the programmes page). */
    signature: boolean("signature").notNull().default(false),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    likeCount: counter("like_count"),
    createdAt: createdAt(),
  },
  (t) => [index("program_features_published_idx").on(t.publishedAt, t.id)],
);
