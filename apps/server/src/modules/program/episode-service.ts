import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { apiLocaleToUrlLang, type ApiLocale } from "@portal/contract/locales";
import type { ContinueItem } from "@portal/contract/schemas/member";
import type { Episode, EpisodeDetail, ProgramPage, ProgramType } from "@portal/contract/schemas/program";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { programEpisodes, programmes } from "./tables.ts";
import { adjustCounters } from "../../platform/content-counters.ts";
import type { ContentCounts, CountChange } from "../../platform/interactions.ts";
import { pickText } from "../../platform/localize.ts";
import { offsetOf } from "../../platform/paging.ts";
import { programPageOf, publishedProgram } from "./program-service.ts";

/**
 * Programme episodes (spec §7 Program: reviews and play items; docs/media.md): a programme's episodes, one episode,
 * the newest ones, the default playlist, and what members' lists and "continue watching" show of them. Only episodes
 * aired and published are shown.
 */

type EpisodeRow = typeof programEpisodes.$inferSelect;

const newestEpisodes = [desc(programEpisodes.airedAt), desc(programEpisodes.id)];

const episodeColumns = {
  episode: programEpisodes,
  program: { id: programmes.id, slug: programmes.slug, title: programmes.title, type: programmes.type },
};
type EpisodeJoin = { episode: EpisodeRow; program: { id: number; slug: string; title: LocalizedText; type: string } };

/** Episodes readers may see: published, aired by now, of a published programme. */
function visibleEpisodes(now: Date, extra?: SQL): SQL {
  return and(eq(programEpisodes.published, true), lte(programEpisodes.airedAt, now), eq(programmes.published, true), extra)!;
}

function toEpisode({ episode, program }: EpisodeJoin, locale: ApiLocale): Episode {
  return {
    id: episode.id,
    slug: episode.slug,
    title: pickText(episode.title, locale),
    summary: pickText(episode.summary, locale),
    airedAt: episode.airedAt.toISOString(),
    duration: episode.duration,
    mediaUrl: episode.mediaUrl,
    mediaType: episode.mediaType as Episode["mediaType"],
    audioUrl: episode.audioUrl,
    poster: episode.poster,
    captions: episode.captions.map((track) => ({ lang: track.lang, label: pickText(track.label, locale), src: track.src })),
    likeCount: Number(episode.likeCount),
    playCount: Number(episode.playCount),
    commentCount: Number(episode.commentCount),
    program: { id: program.id, slug: program.slug, title: pickText(program.title, locale), type: program.type as ProgramType },
  };
}

async function episodesWhere(db: Db, where: SQL, limit: number, offset = 0, order: SQL[] = newestEpisodes): Promise<EpisodeJoin[]> {
  return db
    .select(episodeColumns)
    .from(programEpisodes)
    .innerJoin(programmes, eq(programmes.id, programEpisodes.programId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** A programme's episodes, newest first; null when the programme is unknown or unpublished. */
export async function programEpisodePage(db: Db, locale: ApiLocale, slug: string, page: number, pageSize: number, now: Date): Promise<ProgramPage<Episode> | null> {
  const program = await publishedProgram(db, eq(programmes.slug, slug));
  if (!program) return null;
  const where = visibleEpisodes(now, eq(programEpisodes.programId, program.id));
  const [rows, [total]] = await Promise.all([
    episodesWhere(db, where, pageSize, offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(programEpisodes)
      .innerJoin(programmes, eq(programmes.id, programEpisodes.programId))
      .where(where),
  ]);
  return programPageOf(rows.map((row) => toEpisode(row, locale)), Number(total?.n ?? 0), page, pageSize);
}

/** One visible episode by slug or numeric id, with its neighbours in the programme. */
export async function episodeDetail(db: Db, locale: ApiLocale, key: string, now: Date): Promise<EpisodeDetail | null> {
  const byKey = /^\d{1,9}$/.test(key) ? eq(programEpisodes.id, Number(key)) : eq(programEpisodes.slug, key);
  const [row] = await episodesWhere(db, visibleEpisodes(now, byKey), 1);
  if (!row) return null;
  const { airedAt, id, programId } = row.episode;
  const same = eq(programEpisodes.programId, programId);
  const before = or(lt(programEpisodes.airedAt, airedAt), and(eq(programEpisodes.airedAt, airedAt), lt(programEpisodes.id, id)));
  const after = or(gt(programEpisodes.airedAt, airedAt), and(eq(programEpisodes.airedAt, airedAt), gt(programEpisodes.id, id)));
  const [[previous], [next]] = await Promise.all([
    episodesWhere(db, visibleEpisodes(now, and(same, before)), 1),
    episodesWhere(db, visibleEpisodes(now, and(same, after)), 1, 0, [asc(programEpisodes.airedAt), asc(programEpisodes.id)]),
  ]);
  const link = (other: EpisodeJoin | undefined) => (other ? { slug: other.episode.slug, title: pickText(other.episode.title, locale) } : null);
  return { ...toEpisode(row, locale), previous: link(previous), next: link(next) };
}

export async function latestEpisodes(db: Db, locale: ApiLocale, type: ProgramType | undefined, limit: number, now: Date): Promise<Episode[]> {
  const rows = await episodesWhere(db, visibleEpisodes(now, type ? eq(programmes.type, type) : undefined), limit);
  return rows.map((row) => toEpisode(row, locale));
}

/** The default playlist: the newest episode of each programme (of one type), newest first. */
export async function defaultPlaylist(db: Db, locale: ApiLocale, type: ProgramType | undefined, now: Date): Promise<Episode[]> {
  const rows = await db
    .selectDistinctOn([programEpisodes.programId], episodeColumns)
    .from(programEpisodes)
    .innerJoin(programmes, eq(programmes.id, programEpisodes.programId))
    .where(visibleEpisodes(now, type ? eq(programmes.type, type) : undefined))
    .orderBy(programEpisodes.programId, ...newestEpisodes);
  return rows
    .sort((a, b) => b.episode.airedAt.getTime() - a.episode.airedAt.getTime() || b.episode.id - a.episode.id)
    .map((row) => toEpisode(row, locale));
}

/** What a member's piece list keeps of an episode: its title, poster and page, in the reader's language. */
export async function episodeReference(db: Db, id: number, locale: ApiLocale, now: Date): Promise<{ itemType: "video" | "radio"; title: string; cover: string | null; url: string } | null> {
  const [row] = await episodesWhere(db, visibleEpisodes(now, eq(programEpisodes.id, id)), 1);
  if (!row) return null;
  const radio = row.program.type === "radio";
  const lang = apiLocaleToUrlLang(locale);
  return {
    itemType: radio ? "radio" : "video",
    title: `${pickText(row.program.title, locale)}：${pickText(row.episode.title, locale)}`.replace("：", locale.startsWith("zh") ? "：" : ": "),
    cover: row.episode.poster,
    url: `/${lang}/program/playitem_${radio ? "radio" : "video"}/${row.episode.slug}`,
  };
}

/** What a member's "continue watching" list shows of an episode (modules/member, playback-service.ts); seconds. */
export type EpisodeCard = Pick<ContinueItem, "itemType" | "title" | "programme" | "programmeSlug" | "cover" | "url"> & { id: number; duration: number };

/** The visible episodes among `ids`, by id, in the reader's language; unknown, unpublished or future ones are left out. */
export async function episodeCards(db: Db, ids: readonly number[], locale: ApiLocale, now: Date): Promise<Map<number, EpisodeCard>> {
  if (!ids.length) return new Map();
  const rows = await episodesWhere(db, visibleEpisodes(now, inArray(programEpisodes.id, [...ids])), ids.length);
  const lang = apiLocaleToUrlLang(locale);
  return new Map(
    rows.map(({ episode, program }) => {
      const radio = program.type === "radio";
      const card: EpisodeCard = {
        id: episode.id,
        itemType: radio ? "radio" : "video",
        title: pickText(episode.title, locale),
        programme: pickText(program.title, locale),
        programmeSlug: program.slug,
        cover: episode.poster,
        url: `/${lang}/program/playitem_${radio ? "radio" : "video"}/${episode.slug}`,
        duration: episode.duration,
      };
      return [episode.id, card];
    }),
  );
}


// ── Counters (the interactions kind: programmes and episodes share one id space) ──

/** Whether an id is a programme or an episode readers may see now. */
export async function programItemVisible(db: Db, id: number, now: Date): Promise<boolean> {
  const [program] = await db.select({ id: programmes.id }).from(programmes).where(and(eq(programmes.id, id), eq(programmes.published, true))).limit(1);
  if (program) return true;
  const [episode] = await episodesWhere(db, visibleEpisodes(now, eq(programEpisodes.id, id)), 1);
  return episode !== undefined;
}

/** Moves the counters of a programme or an episode (one id space). */
export async function adjustProgramItemCounts(db: Db, id: number, change: CountChange): Promise<ContentCounts> {
  for (const table of [programmes, programEpisodes] as const) {
    const counts = await adjustCounters(db, table, id, { likeCount: table.likeCount, commentCount: table.commentCount, playCount: table.playCount }, change);
    if (counts) return counts;
  }
  return {};
}
