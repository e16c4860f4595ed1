/**
 * Channels, their weekly schedule and special live broadcasts (spec §7 Programme list, Live, common special-live).
 * Owned by modules/broadcast. Texts per locale (zh_CN derived with OpenCC when missing).
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";

/** The TV and radio channels. A channel streams from `originUrl` (a real HLS origin) or, when null, the demo loop. */
export const broadcastChannels = pgTable(
  "broadcast_channels",
  {
    id: serial("id").primaryKey(),
    /** The channel's id in the API: tdm-macau, radio-macau-pt … */
    code: text("code").notNull(),
    kind: text("kind").$type<"tv" | "radio">().notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull().default({}),
    language: text("language").notNull(),
    logo: text("logo"),
    /** The real stream (an HLS playlist on the broadcaster's origin); null plays the checked-in demo segments. */
    originUrl: text("origin_url"),
    /** Whether the channel streams on the web at all. */
    liveEnabled: boolean("live_enabled").notNull().default(true),
    /**
     * The countries (ISO 3166 codes) whose visitors may play the channel on the web, set by producers in the console;
     * empty: the site's LIVE_REGIONS (docs/media.md "The region limit").
     */
    regions: jsonb("regions").$type<string[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("broadcast_channels_code_idx").on(t.code)],
);

/** Categories of schedule entries (news, documentary, music …). */
export const broadcastCategories = pgTable(
  "broadcast_categories",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("broadcast_categories_code_idx").on(t.code)],
);

/**
 * The weekly grid: a slot airs on the weekdays of `weekdays` (bit 0 Monday … bit 6 Sunday) at `startMinute` after
 * midnight Macao time for `durationMinutes`. Days are expanded from it when asked (modules/broadcast/schedule.ts),
 * so the schedule never goes stale; a slot crossing midnight belongs to the day it starts.
 */
export const broadcastSlots = pgTable(
  "broadcast_slots",
  {
    id: serial("id").primaryKey(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => broadcastChannels.id, { onDelete: "cascade" }),
    weekdays: integer("weekdays").notNull(),
    startMinute: integer("start_minute").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    /** The programme's slug (/{lang}/program-detail/{slug}), or null. */
    programSlug: text("program_slug"),
    categoryId: integer("category_id").references(() => broadcastCategories.id, { onDelete: "set null" }),
  },
  (t) => [index("broadcast_slots_channel_idx").on(t.channelId, t.startMinute)],
);

/** Special live broadcasts (common/special-live: slug web_home, type web). */
export const specialLives = pgTable(
  "special_lives",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    type: text("type").notNull().default("web"),
    channelId: integer("channel_id")
      .notNull()
      .references(() => broadcastChannels.id, { onDelete: "cascade" }),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull().default({}),
    cover: text("cover"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("special_lives_slug_idx").on(t.slug, t.type, t.endsAt)],
);
