/**
 * News (docs/news.md, docs/search.md): categories, articles (with their like, comment and view counters; the likes
 * and comments themselves are in interactions.ts), topics, and the news version that invalidates the cached news
 * file. Owned by modules/news.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, tsvector, type LocalizedText } from "../../db/columns.ts";
import type { NewsCoverCrop, NewsFocalPoint, NewsStatus } from "@portal/contract/news-rules";

/**
 * The editor's overrides of Simplified lines (docs/news.md "Simplified Chinese"), by line key (`title`,
 * `summary:<n>`, `body:<n>`): the Simplified text, and the Traditional line it was written against.
 */
export type HansOverrides = Record<string, { text: string; source: string }>;

/** News categories (per newsroom). */
export const newsCategories = pgTable("news_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * News articles. Each newsroom writes in its own language: zh (served as zh-hant, and as zh-hans from the
 * Simplified text made at save — OpenCC per line with the editor's overrides — or through OpenCC when there is
 * none), en or pt. `status` is the console's workflow (docs/news.md "Editing in the console"); `published` is what
 * the public reads test: true for scheduled and published stories, which readers see once `published_at` is past.
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
    summaryHans: text("summary_hans"),
    body: text("body").notNull().default(""), // sanitised HTML written by staff
    bodyHans: text("body_hans"),
    hansOverrides: jsonb("hans_overrides").$type<HansOverrides>().notNull().default({}),
    cover: text("cover"),
    coverAlt: text("cover_alt").notNull().default(""),
    coverFocus: jsonb("cover_focus").$type<NewsFocalPoint>(),
    /** The editor's 16:9 crop of the cover (fractions of the picture), and the file made of it that readers get. */
    coverCrop: jsonb("cover_crop").$type<NewsCoverCrop>(),
    coverCropped: text("cover_cropped"),
    videoUrl: text("video_url"),
    audioUrl: text("audio_url"),
    author: text("author"), // the by-line shown to readers
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    status: text("status").$type<NewsStatus>().notNull().default("published"),
    /** The minute a scheduled story goes out (status scheduled; published_at is set to it too). */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** The staff accounts that created and last changed it (null for seeded and imported stories). */
    createdBy: integer("created_by"),
    updatedBy: integer("updated_by"),
    /** Raised by every console save and transition (news_article_revisions); a save from an older one is refused. */
    revision: integer("revision").notNull().default(1),
    viewCount: bigint("view_count", { mode: "number" }).notNull().default(0),
    likeCount: bigint("like_count", { mode: "number" }).notNull().default(0),
    /** Published comments (content_comments of kind news), moved with them by the news content kind. */
    commentCount: bigint("comment_count", { mode: "number" }).notNull().default(0),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Search tokens computed by the application (platform/search-tokens.ts): the Chinese text normalised to
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
    index("news_status_updated_idx").on(t.status, t.updatedAt),
    index("news_created_by_idx").on(t.createdBy),
  ],
);

/** Related stories chosen by the editor, in order. */
export const newsRelatedArticles = pgTable(
  "news_related_articles",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    relatedId: integer("related_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.relatedId] })],
);

/**
 * Every console save and transition of an article: its full snapshot (the editor's fields, status and times) as
 * revision n, who made it and when. Kept for the diff view and restore (docs/news.md "Revisions").
 */
export const newsArticleRevisions = pgTable(
  "news_article_revisions",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    action: text("action").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    staffId: integer("staff_id"),
    staffName: text("staff_name"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("news_article_revisions_article_revision_idx").on(t.articleId, t.revision)],
);

/** News topics (news-topic/{slug}, news-topic-detail/{id}): a curated set of articles, in four languages. */
export const newsTopics = pgTable("news_topics", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  cover: text("cover"),
  sortOrder: integer("sort_order").notNull().default(0),
  published: boolean("published").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const newsTopicArticles = pgTable(
  "news_topic_articles",
  {
    topicId: integer("topic_id")
      .notNull()
      .references(() => newsTopics.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.articleId] }), index("news_topic_articles_article_idx").on(t.articleId)],
);

/**
 * One row (id 1): a number that database triggers raise on every statement that writes articles, categories or
 * topics (not view and like counts). The cached news file is rebuilt when it differs from the file's version,
 * whoever wrote the news (service, seed, SQL) and on however many instances.
 */
export const newsState = pgTable("news_state", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(1),
});
