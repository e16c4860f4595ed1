/**
 * The whole database schema. One schema, one SQL dialect (PostgreSQL), used by PGlite and PostgreSQL alike.
 * Frame and CMS entities keep their texts per locale in a JSON object (`LocalizedText`); zh_CN may be left out
 * and is then derived from zh_TW with OpenCC. News articles are written per newsroom language instead.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
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

/** PostgreSQL's tsvector, read and written in its text form (news search, docs/search.md). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return "tsvector";
  },
});

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
    /**
     * Search tokens computed by the application (modules/search/tokens.ts): the Chinese text normalised to
     * Simplified, as character bigrams at consecutive positions, weighted A (title), B (summary), D (body).
     */
    searchCjk: tsvector("search_cjk").notNull().default(sql`''::tsvector`),
    /**
     * Everything searched (docs/search.md): the newsroom's text search configuration over title (A), summary (B)
     * and body (D), plus search_cjk. The function is defined by the custom migration news_search_setup.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`portal_news_search_vector("newsroom", "title", "summary", "body", "search_cjk")`,
      ),
  },
  (t) => [
    index("news_newsroom_published_idx").on(t.newsroom, t.publishedAt, t.id),
    index("news_category_published_idx").on(t.categoryId, t.publishedAt, t.id),
    index("news_newsroom_category_published_idx").on(t.newsroom, t.categoryId, t.publishedAt, t.id),
    index("news_newsroom_type_published_idx").on(t.newsroom, t.type, t.publishedAt, t.id),
    index("news_search_idx").using("gin", t.searchVector),
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

// ── Members (issue 3) ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Registered members. Contacts (e-mail, mobile) and nickName are unique without regard to letter case (lowercased
 * copies carry the unique indexes). `passwordHash` is argon2id, null for members who only sign in socially.
 * status: pending (registered, not activated) | active | disabled. Deleting an account deletes the row and, by
 * cascade, everything that belongs to it.
 */
export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(), // the name chosen at registration (shown as nickName by default)
    nickName: text("nick_name").notNull(),
    nickNameKey: text("nick_name_key").notNull(), // lower-cased nickName
    email: text("email"),
    emailKey: text("email_key"), // lower-cased email
    mobile: text("mobile"), // digits, with country code prefix when not Macau: "66123456" or "852-61234567"
    countryCode: text("country_code"),
    passwordHash: text("password_hash"),
    status: text("status").notNull().default("pending"),
    activationHash: text("activation_hash"), // sha256 of the activation secret sent by e-mail/SMS
    isPhoneVerification: boolean("is_phone_verification").notNull().default(false),
    firstName: text("first_name"),
    lastName: text("last_name"),
    sex: text("sex"), // M | F | O
    ageRanges: text("age_ranges"), // one of AGE_BANDS
    educationalStatus: text("educational_status"),
    monthlyProfit: text("monthly_profit"),
    profession: text("profession"),
    address: text("address"),
    identity: text("identity"),
    introduction: text("introduction"),
    photo: text("photo"),
    isReceiveSms: boolean("is_receive_sms").notNull().default(false),
    favInfo: jsonb("fav_info").$type<string[]>().notNull().default([]),
    registerPlatform: text("register_platform").notNull().default("web"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("members_nick_name_key").on(t.nickNameKey),
    uniqueIndex("members_email_key").on(t.emailKey),
    uniqueIndex("members_mobile_key").on(t.mobile),
  ],
);

/** Sign-in sessions: the token itself is only ever in the browser; the database keeps its SHA-256. */
export const memberSessions = pgTable(
  "member_sessions",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (t) => [uniqueIndex("member_sessions_token_key").on(t.tokenHash), index("member_sessions_member_idx").on(t.memberId)],
);

/** Social sign-in links: one provider account belongs to one member. */
export const memberOauthAccounts = pgTable(
  "member_oauth_accounts",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("member_oauth_member_idx").on(t.memberId)],
);

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

/** Downloadable files (apps, press kits, programme guides): public, or for members only. */
export const downloads = pgTable("downloads", {
  id: serial("id").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>(),
  fileUrl: text("file_url").notNull(),
  fileSize: integer("file_size"),
  audience: text("audience").notNull().default("public"), // public | member
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});
export * from "./specials.ts";
export * from "./news.ts";
