import { and, desc, eq, lte, ne } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { SportTopic, SportTopicItem, SportTopicItemCard } from "@portal/contract/schemas/sport-topic";
import type { Db } from "../../db/client.ts";
import { sportTopicItems, sportTopics } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { publishedBySlug } from "../../platform/visibility.ts";

/** Sport topics (docs/campaigns.md): a published topic and its published items, newest first. */

/** How many items a topic page lists, and how many others an item page shows. */
export const TOPIC_ITEMS = 24;
export const RELATED_ITEMS = 4;

type TopicRow = typeof sportTopics.$inferSelect;
type ItemRow = typeof sportTopicItems.$inferSelect;

const findTopic = (db: Db, slug: string): Promise<TopicRow | null> => publishedBySlug(db, sportTopics, slug);

const liveOf = (topic: TopicRow, locale: ApiLocale): SportTopic["live"] =>
  topic.liveChannel ? { channelId: topic.liveChannel, title: pickText(topic.liveTitle, locale) } : null;

const toCard = (row: ItemRow, locale: ApiLocale): SportTopicItemCard => ({
  id: row.id,
  kind: row.kind,
  title: pickText(row.title, locale),
  summary: pickText(row.summary, locale),
  cover: row.cover,
  publishedAt: row.publishedAt.toISOString(),
});

function itemsOf(db: Db, topicId: number, now: Date, limit: number, except?: number) {
  return db
    .select()
    .from(sportTopicItems)
    .where(
      and(
        eq(sportTopicItems.topicId, topicId),
        eq(sportTopicItems.published, true),
        lte(sportTopicItems.publishedAt, now),
        except === undefined ? undefined : ne(sportTopicItems.id, except),
      ),
    )
    .orderBy(desc(sportTopicItems.publishedAt), desc(sportTopicItems.id))
    .limit(limit);
}

export async function getSportTopic(db: Db, slug: string, locale: ApiLocale, now: Date): Promise<SportTopic | null> {
  const topic = await findTopic(db, slug);
  if (!topic) return null;
  const items = await itemsOf(db, topic.id, now, TOPIC_ITEMS);
  return {
    slug: topic.slug,
    title: pickText(topic.title, locale),
    summary: pickText(topic.summary, locale),
    intro: pickText(topic.intro, locale),
    cover: topic.cover,
    live: liveOf(topic, locale),
    results: topic.results.map((table) => ({
      title: pickText(table.title, locale),
      columns: table.columns.map((column) => pickText(column, locale)),
      rows: table.rows,
    })),
    items: items.map((row) => toCard(row, locale)),
  };
}

/** An item of a topic (published, not in the future), with the topic's live block and the newest other items. */
export async function getSportTopicItem(db: Db, slug: string, id: number, locale: ApiLocale, now: Date): Promise<SportTopicItem | null> {
  const topic = await findTopic(db, slug);
  if (!topic) return null;
  const [row] = await db
    .select()
    .from(sportTopicItems)
    .where(
      and(
        eq(sportTopicItems.id, id),
        eq(sportTopicItems.topicId, topic.id),
        eq(sportTopicItems.published, true),
        lte(sportTopicItems.publishedAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const related = await itemsOf(db, topic.id, now, RELATED_ITEMS, row.id);
  return {
    ...toCard(row, locale),
    body: pickText(row.body, locale),
    video: row.video,
    topic: { slug: topic.slug, title: pickText(topic.title, locale), live: liveOf(topic, locale) },
    related: related.map((item) => toCard(item, locale)),
  };
}
