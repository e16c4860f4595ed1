import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { NewsTopic, NewsTopicDetail, NewsTopicsResponse } from "@portal/contract/schemas/news";
import type { NewsConsoleTopic } from "@portal/contract/schemas/news/console";
import type { Db } from "../../db/client.ts";
import { newsArticles, newsCategories, newsTopicArticles, newsTopics } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { NEWSROOM_OF, itemColumns, toItem, visibleNow } from "./news-service.ts";
import { offsetOf } from "../../platform/paging.ts";

/**
 * News topics (docs/news.md): a topic gathers articles of every newsroom; a reader sees the topic's articles of
 * the newsroom of the request's language, newest first.
 */

function articleCount(locale: ApiLocale, now: Date): SQL<number> {
  // The outer row's id is named with its table: inside a select from one table Drizzle writes columns unqualified,
  // and a bare "id" here would mean news_articles.id (the count was then always 0).
  const outerTopicId = sql`${sql.identifier("news_topics")}.${sql.identifier("id")}`;
  return sql<number>`(select count(*)::int from ${newsTopicArticles} ta join ${newsArticles} on ${newsArticles.id} = ta.article_id
    where ta.topic_id = ${outerTopicId} and ${newsArticles.newsroom} = ${NEWSROOM_OF[locale]} and ${visibleNow(now)})`;
}

const topicColumns = (locale: ApiLocale, now: Date) => ({
  id: newsTopics.id,
  slug: newsTopics.slug,
  title: newsTopics.title,
  description: newsTopics.description,
  cover: newsTopics.cover,
  articleCount: articleCount(locale, now),
});

function toTopic(
  row: { id: number; slug: string; title: Parameters<typeof pickText>[0]; description: Parameters<typeof pickText>[0]; cover: string | null; articleCount: number },
  locale: ApiLocale,
): NewsTopic {
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, locale),
    description: pickText(row.description, locale),
    cover: row.cover,
    articleCount: Number(row.articleCount),
  };
}

export async function listTopics(db: Db, locale: ApiLocale, page: number, pageSize: number, now: Date): Promise<NewsTopicsResponse> {
  const [rows, total] = await Promise.all([
    db
      .select(topicColumns(locale, now))
      .from(newsTopics)
      .where(eq(newsTopics.published, true))
      .orderBy(asc(newsTopics.sortOrder), asc(newsTopics.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: sql<number>`count(*)::int` }).from(newsTopics).where(eq(newsTopics.published, true)),
  ]);
  return { items: rows.map((r) => toTopic(r, locale)), total: Number(total[0]?.n ?? 0), page, pageSize };
}

/** A topic by slug or id, with a page of its articles; null when unknown or unpublished. */
export async function getTopic(
  db: Db,
  locale: ApiLocale,
  by: { slug: string } | { id: number },
  page: number,
  pageSize: number,
  now: Date,
): Promise<NewsTopicDetail | null> {
  const [row] = await db
    .select(topicColumns(locale, now))
    .from(newsTopics)
    .where(and(eq(newsTopics.published, true), "slug" in by ? eq(newsTopics.slug, by.slug) : eq(newsTopics.id, by.id)))
    .limit(1);
  if (!row) return null;
  const items = await db
    .select(itemColumns)
    .from(newsTopicArticles)
    .innerJoin(newsArticles, eq(newsArticles.id, newsTopicArticles.articleId))
    .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(and(eq(newsTopicArticles.topicId, row.id), eq(newsArticles.newsroom, NEWSROOM_OF[locale]), visibleNow(now)))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const topic = toTopic(row, locale);
  return { topic, items: items.map((i) => toItem(i, locale)), total: topic.articleCount, page, pageSize };
}

/** Every topic, published or not, in the topics' order: what the console's editor offers (titles in `locale`). */
export async function listConsoleTopics(db: Db, locale: ApiLocale): Promise<NewsConsoleTopic[]> {
  const rows = await db.select().from(newsTopics).orderBy(asc(newsTopics.sortOrder), asc(newsTopics.id));
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: pickText(row.title, locale), published: row.published }));
}
