import { asc, count, desc, eq } from "drizzle-orm";
import { shortVideoTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import type { ConsoleShortVideo, ConsoleShortVideoItem, ConsoleShortVideoOptions, shortVideoBody } from "@portal/contract/schemas/short-video/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleText, storedText } from "../../platform/console-text.ts";
import { publicationStatus, writeThenDrop } from "../../platform/console-write.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import { checkMediaOrigin } from "../../platform/media-origin.ts";
import { offsetOf } from "../../platform/paging.ts";
import { defineReplies } from "../../platform/replies.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { shortVideoCategories, shortVideos } from "./tables.ts";

/**
 * The producer's short videos (docs/console.md "Producer"): every clip, published or not; a new one, an edit, publish
 * and unpublish (archive: off the pages, kept with its likes). Every write is one transaction with its audit entry;
 * after it commits every cached public short-video answer is dropped (`shortVideoTags.all`).
 */

type Row = typeof shortVideos.$inferSelect;
type Values = z.output<typeof shortVideoBody>;

export const shortVideoConsoleReplies = defineReplies({
  unknownCategory: {
    zh_TW: "沒有短視頻分類 {slug}",
    zh_CN: "没有短视频分类 {slug}",
    en: "There is no short-video category {slug}",
    pt: "A categoria de vídeos curtos {slug} não existe",
  },
});

const TAGS = [shortVideoTags.all];

async function categorySlugs(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: shortVideoCategories.id, slug: shortVideoCategories.slug }).from(shortVideoCategories);
  return new Map(rows.map((row) => [row.id, row.slug]));
}

function toConsoleShortVideo(row: Row, slugs: Map<number, string>, now: Date): ConsoleShortVideo {
  return {
    id: row.id,
    title: consoleText(row.title),
    description: consoleText(row.description),
    category: row.categoryId === null ? "" : (slugs.get(row.categoryId) ?? ""),
    videoUrl: row.videoUrl,
    poster: row.poster,
    durationSeconds: row.durationSeconds,
    publishedAt: row.publishedAt.toISOString(),
    published: row.published,
    status: publicationStatus(row, now),
  };
}

export async function listConsoleShortVideos(db: Db, locale: ApiLocale, now: Date, query: { page: number; pageSize: number }): Promise<Paged<ConsoleShortVideoItem>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ video: shortVideos, category: shortVideoCategories.title })
      .from(shortVideos)
      .leftJoin(shortVideoCategories, eq(shortVideoCategories.id, shortVideos.categoryId))
      .orderBy(desc(shortVideos.publishedAt), desc(shortVideos.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(shortVideos),
  ]);
  return {
    items: rows.map(({ video, category }) => ({
      id: video.id,
      title: pickText(video.title, locale),
      category: category ? pickText(category, locale) : null,
      poster: video.poster,
      durationSeconds: video.durationSeconds,
      publishedAt: video.publishedAt.toISOString(),
      published: video.published,
      status: publicationStatus(video, now),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function shortVideoOptions(db: Db, locale: ApiLocale): Promise<ConsoleShortVideoOptions> {
  const rows = await db.select().from(shortVideoCategories).orderBy(asc(shortVideoCategories.sortOrder), asc(shortVideoCategories.id));
  return { categories: rows.map((row) => ({ slug: row.slug, name: pickText(row.title, locale) })) };
}

export async function consoleShortVideo(deps: Deps, id: number): Promise<ConsoleShortVideo> {
  const [row] = await deps.db.select().from(shortVideos).where(eq(shortVideos.id, id));
  if (!row) throw notFound();
  return toConsoleShortVideo(row, await categorySlugs(deps.db), deps.now());
}

/** The row's columns of the form's values: the category named must exist, the video be loadable by the pages. */
async function columnsOf(deps: Deps, input: Values) {
  checkMediaOrigin(deps, input.videoUrl);
  let categoryId: number | null = null;
  if (input.category) {
    const [category] = await deps.db.select({ id: shortVideoCategories.id }).from(shortVideoCategories).where(eq(shortVideoCategories.slug, input.category));
    if (!category) throw refusal(shortVideoConsoleReplies.unknownCategory, { slug: input.category });
    categoryId = category.id;
  }
  return {
    categoryId,
    title: storedText(input.title),
    description: storedText(input.description),
    videoUrl: input.videoUrl,
    poster: input.poster,
    durationSeconds: input.durationSeconds,
    publishedAt: parseMacauDateTime(input.publishedAt)!,
    published: input.published,
  };
}

/** What the audit log keeps of a clip (not its like counter). */
function audited(row: Row) {
  const { likeCount: _l, createdAt: _c, ...kept } = row;
  return kept;
}

async function locked(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(shortVideos).where(eq(shortVideos.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

export async function createShortVideo(deps: Deps, actor: StaffActor, input: Values): Promise<ConsoleShortVideo> {
  const columns = await columnsOf(deps, input);
  const id = await writeThenDrop(deps, TAGS, async (tx) => {
    const [created] = await tx.insert(shortVideos).values(columns).returning();
    await recordChange(tx, actor, { action: "short_video.create", entity: "short_video", entityId: created!.id, ...changedFields(null, audited(created!)) });
    return created!.id;
  });
  return consoleShortVideo(deps, id);
}

export async function updateShortVideo(deps: Deps, actor: StaffActor, id: number, input: Values): Promise<ConsoleShortVideo> {
  const columns = await columnsOf(deps, input);
  await writeThenDrop(deps, TAGS, async (tx) => {
    const before = await locked(tx, id);
    const [after] = await tx.update(shortVideos).set(columns).where(eq(shortVideos.id, id)).returning();
    await recordChange(tx, actor, { action: "short_video.update", entity: "short_video", entityId: id, ...changedFields(audited(before), audited(after!)) });
  });
  return consoleShortVideo(deps, id);
}

export async function setShortVideoVisibility(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsoleShortVideo> {
  await writeThenDrop(deps, TAGS, async (tx) => {
    const before = await locked(tx, id);
    if (before.published === published) return;
    const [after] = await tx.update(shortVideos).set({ published }).where(eq(shortVideos.id, id)).returning();
    await recordChange(tx, actor, { action: published ? "short_video.publish" : "short_video.unpublish", entity: "short_video", entityId: id, ...changedFields(audited(before), audited(after!)) });
  });
  return consoleShortVideo(deps, id);
}
