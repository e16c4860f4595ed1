import { and, asc, count, desc, eq, ilike, lt, lte, not, or, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { ShortVideo, ShortVideoCategory, ShortVideoPage, ShortVideoPlayList } from "@portal/contract/schemas/short-video";
import type { Db } from "../../db/client.ts";
import { shortVideoCategories, shortVideos } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { likeCounter } from "../../platform/content-counters.ts";
import { offsetOf } from "../../platform/paging.ts";

/** Short videos (docs/media.md): published clips newest first, in categories; likes counted on the clip's row. */

export const shortVideoCounter = likeCounter(shortVideos);

const visibleNow = (now: Date) => and(eq(shortVideos.published, true), lte(shortVideos.publishedAt, now))!;
const newestFirst = [desc(shortVideos.publishedAt), desc(shortVideos.id)];

type Row = typeof shortVideos.$inferSelect;
type CategoryRow = typeof shortVideoCategories.$inferSelect;

function toVideo(row: Row, category: CategoryRow | null, locale: ApiLocale): ShortVideo {
  return {
    id: row.id,
    title: pickText(row.title, locale),
    description: pickText(row.description, locale),
    videoUrl: row.videoUrl,
    poster: row.poster,
    durationSeconds: row.durationSeconds,
    category: category ? { slug: category.slug, title: pickText(category.title, locale) } : null,
    publishedAt: row.publishedAt.toISOString(),
    likeCount: Number(row.likeCount),
  };
}

/** The condition of a category filter: null when the slug names no category (the list is then empty). */
async function categoryCondition(db: Db, slug: string | undefined): Promise<SQL | undefined | null> {
  if (!slug) return undefined;
  const [row] = await db.select({ id: shortVideoCategories.id }).from(shortVideoCategories).where(eq(shortVideoCategories.slug, slug)).limit(1);
  return row ? eq(shortVideos.categoryId, row.id) : null;
}

async function select(db: Db, where: SQL, locale: ApiLocale, limit?: number, offset = 0): Promise<ShortVideo[]> {
  const query = db
    .select({ video: shortVideos, category: shortVideoCategories })
    .from(shortVideos)
    .leftJoin(shortVideoCategories, eq(shortVideoCategories.id, shortVideos.categoryId))
    .where(where)
    .orderBy(...newestFirst)
    .offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => toVideo(r.video, r.category, locale));
}

export async function listShortVideos(
  db: Db,
  locale: ApiLocale,
  now: Date,
  query: { page: number; pageSize: number; category?: string; keyword?: string },
): Promise<ShortVideoPage> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const inCategory = await categoryCondition(db, query.category);
  if (inCategory === null) return empty;
  const where = and(visibleNow(now), inCategory, query.keyword ? keywordCondition(query.keyword) : undefined)!;
  const [items, [total]] = await Promise.all([
    select(db, where, locale, query.pageSize, offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(shortVideos).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/**
 * Clips whose title or description holds the text, in any language written (a plain substring match, case
 * ignored: short videos are few and their texts short). Simplified Chinese finds clips only where the characters
 * are the same in both scripts (texts are kept in Traditional; left open: convert the keyword).
 */
function keywordCondition(keyword: string): SQL {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ilike(sql`(${shortVideos.title}::text || ' ' || ${shortVideos.description}::text)`, pattern);
}

export async function listShortVideoCategories(db: Db, locale: ApiLocale, now: Date): Promise<ShortVideoCategory[]> {
  const rows = await db
    .select({ category: shortVideoCategories, n: count(shortVideos.id) })
    .from(shortVideoCategories)
    .leftJoin(shortVideos, and(eq(shortVideos.categoryId, shortVideoCategories.id), visibleNow(now)))
    .groupBy(shortVideoCategories.id)
    .orderBy(asc(shortVideoCategories.sortOrder), asc(shortVideoCategories.id));
  return rows.map((r) => ({ id: r.category.id, slug: r.category.slug, title: pickText(r.category.title, locale), count: Number(r.n) }));
}

/**
 * The swipe player's list: the clips in the list's order (newest first, of the category if given), starting with
 * `id` (or just after `after`) and wrapping round to the newest, at most `size`. Read in two keyset queries (from
 * the anchor on, then from the newest), so a long list is never read whole. Null when the anchor is not a visible
 * clip of that list. After a full round the anchor and the clips before it come again: the player stops at the
 * first clip it already has.
 */
export async function shortVideoPlayList(
  db: Db,
  locale: ApiLocale,
  now: Date,
  query: { id?: number; after?: number; category?: string; size: number },
): Promise<ShortVideoPlayList | null> {
  const anchorId = query.id ?? query.after;
  const inCategory = await categoryCondition(db, query.category);
  if (inCategory === null) return anchorId === undefined ? { items: [] } : null;
  const visible = and(visibleNow(now), inCategory)!;
  if (anchorId === undefined) return { items: await select(db, visible, locale, query.size) };
  const [anchor] = await db
    .select({ publishedAt: shortVideos.publishedAt, id: shortVideos.id })
    .from(shortVideos)
    .where(and(visible, eq(shortVideos.id, anchorId)))
    .limit(1);
  if (!anchor) return null;
  // "Older than the anchor" in the list's order (published time, then id, both descending).
  const older = or(lt(shortVideos.publishedAt, anchor.publishedAt), and(eq(shortVideos.publishedAt, anchor.publishedAt), lt(shortVideos.id, anchor.id)))!;
  const fromAnchor = query.id !== undefined ? or(eq(shortVideos.id, anchor.id), older)! : older;
  const head = await select(db, and(visible, fromAnchor)!, locale, query.size);
  if (head.length >= query.size) return { items: head };
  // Round again from the newest: up to the anchor for `id`, up to and including it for `after`.
  const wrap = query.id !== undefined ? not(or(eq(shortVideos.id, anchor.id), older)!) : not(older);
  const tail = await select(db, and(visible, wrap)!, locale, query.size - head.length);
  return { items: [...head, ...tail] };
}

export async function getShortVideo(db: Db, locale: ApiLocale, now: Date, id: number): Promise<ShortVideo | null> {
  const [video] = await select(db, and(visibleNow(now), eq(shortVideos.id, id))!, locale, 1);
  return video ?? null;
}
