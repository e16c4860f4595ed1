/**
 * What members keep and receive (collections, playlists, feedback, notifications) and the downloads, owned by
 * modules/member. Rows belong to a member of identity.ts and go with it (cascade).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, type LocalizedText } from "../../db/columns.ts";
import { members } from "../identity/tables.ts";

/**
 * What a member keeps: collections (`list` collect) and the programme piece list (`list` piece). Items point at
 * content by type and id, with a copy of the title, cover and link so that a list still reads when content moves.
 */
export const memberCollections = pgTable(
  "member_collections",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    list: text("list").notNull().default("collect"), // collect | piece
    itemType: text("item_type").notNull(), // news | video | radio | program | short_video | special
    itemId: text("item_id").notNull(),
    title: text("title").notNull().default(""),
    cover: text("cover"),
    url: text("url"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_collections_item_key").on(t.memberId, t.list, t.itemType, t.itemId),
    index("member_collections_member_idx").on(t.memberId, t.list, t.createdAt),
  ],
);

export const memberPlaylists = pgTable(
  "member_playlists",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("member_playlists_member_idx").on(t.memberId, t.createdAt)],
);

export const memberPlaylistItems = pgTable(
  "member_playlist_items",
  {
    id: serial("id").primaryKey(),
    playlistId: integer("playlist_id")
      .notNull()
      .references(() => memberPlaylists.id, { onDelete: "cascade" }),
    itemType: text("item_type").notNull(), // video | radio | short_video | news
    itemId: text("item_id").notNull(),
    title: text("title").notNull().default(""),
    cover: text("cover"),
    url: text("url"),
    notEnabled: boolean("not_enabled").notNull().default(false), // the content is no longer available
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_playlist_items_key").on(t.playlistId, t.itemType, t.itemId)],
);

export const memberFeedback = pgTable("member_feedback", {
  id: serial("id").primaryKey(),
  memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
  category: text("category"),
  content: text("content").notNull(),
  contact: text("contact"),
  createdAt: createdAt(),
});

/** Notifications to one member (member_id) or to every member (member_id null). */
export const memberNotifications = pgTable(
  "member_notifications",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").references(() => members.id, { onDelete: "cascade" }),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    link: text("link"),
    createdAt: createdAt(),
  },
  (t) => [index("member_notifications_member_idx").on(t.memberId, t.createdAt)],
);

/** Read marks of notifications (a broadcast notification is read per member). */
export const memberNotificationReads = pgTable(
  "member_notification_reads",
  {
    notificationId: integer("notification_id")
      .notNull()
      .references(() => memberNotifications.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.memberId] })],
);

/**
 * Where a member stopped in a programme episode ("continue watching/listening", docs/members.md): one row per member
 * and episode (`episode_id`, an id of program_episodes kept without a foreign key, like the collections' items: the
 * programme module owns that table), the position and the episode's duration in whole seconds as they were saved,
 * and when. The list shows rows under 95 % of the duration, newest first.
 */
export const memberPlaybackPositions = pgTable(
  "member_playback_positions",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id").notNull(),
    position: integer("position").notNull(),
    duration: integer("duration").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.episodeId] }), index("member_playback_positions_recent_idx").on(t.memberId, t.updatedAt)],
);

/** Downloadable files (apps, press kits, programme guides): public, or for members only. */
export const downloads = pgTable("downloads", {
  id: serial("id").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>(),
  /** The group it is listed under (GET /api/v1.0/download: reports, programme guides, press …). */
  category: jsonb("category").$type<LocalizedText>(),
  fileUrl: text("file_url").notNull(),
  fileSize: integer("file_size"),
  audience: text("audience").notNull().default("public"), // public | member
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});
