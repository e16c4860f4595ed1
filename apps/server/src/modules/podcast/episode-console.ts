import { randomUUID } from "node:crypto";
import { and, count, desc, eq, ne } from "drizzle-orm";
import { podcastTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import { podcastAudioTypeOf, type ConsolePodcastEpisode, type ConsolePodcastEpisodeItem, type podcastEpisodeBody } from "@portal/contract/schemas/podcast/console";
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
import { findUpload } from "../upload/upload-service.ts";
import { podcastEpisodes } from "./tables.ts";

/**
 * The producer's podcast episodes (docs/console.md "The podcast feed"): every episode, draft, scheduled or published;
 * a new one, an edit, publish and unpublish, and the deletion of an unpublished one. Every write is one transaction
 * with its audit entry (`podcast.episode.*`); after it commits every cached podcast answer is dropped
 * (`podcastTags.all`), and GET /web/feed, read afresh on every request, lists the published episodes at once.
 */

type Row = typeof podcastEpisodes.$inferSelect;
type Values = z.output<typeof podcastEpisodeBody>;

export const podcastConsoleReplies = defineReplies({
  episodeNumberTaken: {
    zh_TW: "第 {episode} 集已經存在：「{title}」",
    zh_CN: "第 {episode} 集已经存在：「{title}」",
    en: "Episode {episode} already exists: “{title}”",
    pt: "O episódio {episode} já existe: “{title}”",
  },
  audioNotUploaded: {
    zh_TW: "本網站沒有這個上載的音訊檔案：請重新上載",
    zh_CN: "本网站没有这个上传的音频文件：请重新上传",
    en: "This site has no such uploaded audio file: upload it again",
    pt: "Este sítio não tem esse ficheiro de áudio carregado: carregue-o de novo",
  },
  audioBytesMissing: {
    zh_TW: "請輸入音訊檔案的大小（位元組），訂閱源需要它",
    zh_CN: "请输入音频文件的大小（字节），订阅源需要它",
    en: "Enter the audio file's size in bytes: the feed needs it",
    pt: "Introduza o tamanho do ficheiro de áudio em bytes: o feed precisa dele",
  },
  deletePublished: {
    zh_TW: "已發佈的一集不能刪除：請先取消發佈",
    zh_CN: "已发布的一集不能删除：请先取消发布",
    en: "A published episode cannot be deleted: unpublish it first",
    pt: "Um episódio publicado não pode ser apagado: retire-o primeiro de publicação",
  },
});

const TAGS = [podcastTags.all];

function toConsoleEpisode(row: Row, now: Date): ConsolePodcastEpisode {
  return {
    id: row.id,
    guid: row.guid,
    title: consoleText(row.title),
    description: consoleText(row.description),
    episode: row.episode,
    audioUrl: row.audioUrl,
    audioBytes: row.audioBytes,
    audioType: row.audioType,
    durationSeconds: row.durationSeconds,
    publishedAt: row.publishedAt.toISOString(),
    published: row.published,
    status: publicationStatus(row, now),
  };
}

export async function listConsoleEpisodes(db: Db, locale: ApiLocale, now: Date, query: { page: number; pageSize: number }): Promise<Paged<ConsolePodcastEpisodeItem>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(podcastEpisodes)
      .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(podcastEpisodes),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: pickText(row.title, locale),
      category: `#${row.episode}`,
      episode: row.episode,
      durationSeconds: row.durationSeconds,
      publishedAt: row.publishedAt.toISOString(),
      published: row.published,
      status: publicationStatus(row, now),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function consoleEpisode(deps: Deps, id: number): Promise<ConsolePodcastEpisode> {
  const [row] = await deps.db.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, id));
  if (!row) throw notFound();
  return toConsoleEpisode(row, deps.now());
}

/**
 * The row's columns of the form's values. The enclosure must be right for podcast apps: a file uploaded here must
 * exist and its size is measured (whatever the form said); an https address must be on a host the pages may play.
 */
async function columnsOf(deps: Deps, input: Values) {
  let audioBytes = input.audioBytes;
  if (input.audioUrl.startsWith("/uploads/")) {
    const stored = await findUpload(deps.config.uploadDir, input.audioUrl);
    if (!stored || stored.kind !== "audio") throw refusal(podcastConsoleReplies.audioNotUploaded);
    audioBytes = stored.size;
  } else {
    if (/^https:/i.test(input.audioUrl)) checkMediaOrigin(deps, input.audioUrl);
    if (audioBytes < 1) throw refusal(podcastConsoleReplies.audioBytesMissing);
  }
  return {
    title: storedText(input.title),
    description: storedText(input.description),
    episode: input.episode,
    audioUrl: input.audioUrl,
    audioBytes,
    audioType: podcastAudioTypeOf(input.audioUrl)!,
    durationSeconds: input.durationSeconds,
    publishedAt: parseMacauDateTime(input.publishedAt)!,
    published: input.published,
  };
}

/** Two episodes with one number would confuse podcast apps (itunes:episode). */
async function checkNumberFree(tx: Db, episode: number, ownId: number | null, locale: ApiLocale): Promise<void> {
  const [other] = await tx
    .select()
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.episode, episode), ownId === null ? undefined : ne(podcastEpisodes.id, ownId)));
  if (other) throw refusal(podcastConsoleReplies.episodeNumberTaken, { episode, title: pickText(other.title, locale) });
}

/** What the audit log keeps of an episode: every column but the row's creation time. */
function audited(row: Row) {
  const { createdAt: _c, ...kept } = row;
  return kept;
}

async function locked(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

export async function createEpisode(deps: Deps, actor: StaffActor, input: Values, locale: ApiLocale): Promise<ConsolePodcastEpisode> {
  const columns = await columnsOf(deps, input);
  const id = await writeThenDrop(deps, TAGS, async (tx) => {
    await checkNumberFree(tx, columns.episode, null, locale);
    // The feed's guid: made once, never changed (podcast apps key their downloads on it).
    const [created] = await tx.insert(podcastEpisodes).values({ guid: `tdm-macao-voices-${randomUUID()}`, ...columns }).returning();
    await recordChange(tx, actor, { action: "podcast.episode.create", entity: "podcast_episode", entityId: created!.id, ...changedFields(null, audited(created!)) });
    return created!.id;
  });
  return consoleEpisode(deps, id);
}

export async function updateEpisode(deps: Deps, actor: StaffActor, id: number, input: Values, locale: ApiLocale): Promise<ConsolePodcastEpisode> {
  const columns = await columnsOf(deps, input);
  await writeThenDrop(deps, TAGS, async (tx) => {
    const before = await locked(tx, id);
    await checkNumberFree(tx, columns.episode, id, locale);
    const [after] = await tx.update(podcastEpisodes).set(columns).where(eq(podcastEpisodes.id, id)).returning();
    await recordChange(tx, actor, { action: "podcast.episode.update", entity: "podcast_episode", entityId: id, ...changedFields(audited(before), audited(after!)) });
  });
  return consoleEpisode(deps, id);
}

export async function setEpisodeVisibility(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsolePodcastEpisode> {
  await writeThenDrop(deps, TAGS, async (tx) => {
    const before = await locked(tx, id);
    if (before.published === published) return;
    const [after] = await tx.update(podcastEpisodes).set({ published }).where(eq(podcastEpisodes.id, id)).returning();
    const action = published ? "podcast.episode.publish" : "podcast.episode.unpublish";
    await recordChange(tx, actor, { action, entity: "podcast_episode", entityId: id, ...changedFields(audited(before), audited(after!)) });
  });
  return consoleEpisode(deps, id);
}

/** Deletes an unpublished episode for good; the audit entry keeps its every field. */
export async function deleteEpisode(deps: Deps, actor: StaffActor, id: number): Promise<null> {
  return writeThenDrop(deps, TAGS, async (tx) => {
    const before = await locked(tx, id);
    if (before.published) throw refusal(podcastConsoleReplies.deletePublished);
    await tx.delete(podcastEpisodes).where(eq(podcastEpisodes.id, id));
    await recordChange(tx, actor, { action: "podcast.episode.delete", entity: "podcast_episode", entityId: id, ...changedFields(audited(before), null) });
    return null;
  });
}
