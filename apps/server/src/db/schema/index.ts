/**
 * The whole database schema. One schema, one SQL dialect (PostgreSQL), used by PGlite and PostgreSQL alike.
 * Frame and CMS entities keep their texts per locale in a JSON object (`LocalizedText`); zh_CN may be left out
 * and is then derived from zh_TW with OpenCC. News articles are written per newsroom language instead.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export type LocalizedText = { zh_TW?: string; zh_CN?: string; en?: string; pt?: string };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Main menu and the footer menus. `menu` tells which; up to three levels through parent_id. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    menu: text("menu").notNull(), // main | foot_left | foot_right | foot_app
    parentId: integer("parent_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    path: text("path"), // an internal path below /{lang}, e.g. "news_zh"
    url: text("url"), // an external link (http/https only are rendered as links)
    urls: jsonb("urls").$type<LocalizedText>(), // per-locale external link, overrides url
    isHidden: boolean("is_hidden").notNull().default(false),
    newWindow: boolean("new_window").notNull().default(false),
    mark: text("mark"),
    icon: text("icon"),
    cover: text("cover"),
  },
  (t) => [index("menu_items_menu_idx").on(t.menu, t.parentId, t.sortOrder)],
);

/** Site settings: key → JSON value (grey mode `parameter`, logo, copyright html …). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/** Message templates by slug (the cookie bar reads `cookies_content`). */
export const messageTemplates = pgTable("message_templates", {
  slug: text("slug").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  content: jsonb("content").$type<LocalizedText>().notNull(),
  updatedAt: updatedAt(),
});

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

/** Dictionaries (education, profession, monthly_profit …): a tree of label/value entries per slug. */
export const dictionaryEntries = pgTable(
  "dictionary_entries",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    value: text("value").notNull(),
    parentValue: text("parent_value"),
    label: jsonb("label").$type<LocalizedText>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("dictionary_slug_value_uq").on(t.slug, t.value), index("dictionary_slug_idx").on(t.slug, t.sortOrder)],
);

/** Countries and regions, with their calling code. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(), // ISO 3166-1 alpha-2
  dialCode: text("dial_code").notNull(),
  label: jsonb("label").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Weather warnings in force (typhoon signals, rainstorm …), shown by weather-notify. */
export const weatherWarnings = pgTable("weather_warnings", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  content: jsonb("content").$type<LocalizedText>(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});

/**
 * Short-lived shared state: captchas, one-time codes, rate-limit counters. Used when REDIS_URL is not set,
 * so that limits survive restarts and are shared by every instance on the same database.
 */
export const kvEntries = pgTable(
  "kv_entries",
  {
    key: text("key").primaryKey(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("kv_entries_expires_idx").on(t.expiresAt)],
);

/** News categories (per newsroom). */
export const newsCategories = pgTable("news_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * News articles. Each newsroom writes in its own language: zh (served as zh-hant, and as zh-hans through OpenCC
 * unless a Simplified text is given), en or pt.
 */
export const newsArticles = pgTable(
  "news_articles",
  {
    id: serial("id").primaryKey(),
    newsroom: text("newsroom").notNull(), // zh | en | pt
    categoryId: integer("category_id").references(() => newsCategories.id),
    type: text("type").notNull().default("text"), // text | image | video | radio
    title: text("title").notNull(),
    titleHans: text("title_hans"),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""), // sanitised HTML written by staff
    cover: text("cover"),
    videoUrl: text("video_url"),
    audioUrl: text("audio_url"),
    author: text("author"),
    viewCount: bigint("view_count", { mode: "number" }).notNull().default(0),
    likeCount: bigint("like_count", { mode: "number" }).notNull().default(0),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("news_newsroom_published_idx").on(t.newsroom, t.publishedAt, t.id),
    index("news_category_published_idx").on(t.categoryId, t.publishedAt, t.id),
  ],
);

/** Messages sent by the portal when no SMTP/SMS transport is configured (readable at /dev/outbox). */
export const outboxMessages = pgTable("outbox_messages", {
  id: serial("id").primaryKey(),
  channel: text("channel").notNull(), // email | sms
  recipient: text("recipient").notNull(),
  subject: text("subject"),
  body: text("body").notNull(),
  createdAt: createdAt(),
});

/** Statistics events (page, ad_view, ad_click …), aggregated per day and object. */
export const statisticsDaily = pgTable(
  "statistics_daily",
  {
    day: text("day").notNull(),
    event: text("event").notNull(),
    objectId: text("object_id").notNull().default(""),
    source: text("source").notNull().default("pc"),
    platform: text("platform").notNull().default("web"),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.event, t.objectId, t.source, t.platform] })],
);
