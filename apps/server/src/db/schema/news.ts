/**
 * News tables added by the news issue (docs/news.md, docs/search.md): likes, comments, topics, the news version
 * that invalidates the cached news file, and the daily search keyword counts. The articles and categories
 * themselves live in index.ts (news_articles, news_categories).
 */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { members, newsArticles, type LocalizedText } from "./index.ts";

/** One like per (article, member): liking twice is a no-op, and like_count is counted in the same transaction. */
export const newsLikes = pgTable(
  "news_likes",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.memberId] }), index("news_likes_member_idx").on(t.memberId)],
);

/**
 * Members' comments, stored as the plain text they wrote (never HTML); escaped on output. reply_to points at a
 * comment of the same article (checked by the service); a deleted comment leaves its replies standing.
 */
export const newsComments = pgTable(
  "news_comments",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    replyTo: integer("reply_to").references((): AnyPgColumn => newsComments.id, { onDelete: "set null" }),
    comment: text("comment").notNull(),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_comments_article_idx").on(t.articleId, t.createdAt, t.id), index("news_comments_member_idx").on(t.memberId)],
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

/** POST /api/v1.0/statistics/search: how often each keyword was searched per day (Macau time). */
export const searchKeywordsDaily = pgTable(
  "search_keywords_daily",
  {
    day: text("day").notNull(),
    keyword: text("keyword").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.keyword] })],
);
