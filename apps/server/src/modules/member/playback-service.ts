import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import { PLAYBACK_FINISHED_RATIO, type ContinueItem, type PlaybackPosition } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import { memberPlaybackPositions } from "./tables.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import type { Limit } from "../../platform/rate-limit.ts";
import { episodeCards } from "../program/episode-service.ts";
import { memberReplies } from "./replies.ts";

/**
 * Where members stopped in programme episodes ("continue watching/listening", docs/members.md). The players save
 * the position every 15 s while playing, on pause and when the page is left; the list shows the episodes not yet
 * finished (under 95 % of their duration), the most recently played first.
 */

/**
 * Saves one member may make per 5 minutes: a player saves every 15 s (20 in 5 minutes) and on each pause, seek end
 * and page exit; two tabs playing at once stay under it. A script writing rows in a loop does not.
 */
export const PLAYBACK_SAVE_LIMIT: Limit = { name: "member-playback", max: 90, windowMs: 5 * 60_000 };

/** Rows kept per member: saving past it forgets the least recently played. */
export const PLAYBACK_ROWS_KEPT = 200;

type Row = typeof memberPlaybackPositions.$inferSelect;

const isFinished = (position: number, duration: number) => position >= duration * PLAYBACK_FINISHED_RATIO;

function toPosition(row: Row): PlaybackPosition {
  return {
    episodeId: row.episodeId,
    position: row.position,
    duration: row.duration,
    finished: isFinished(row.position, row.duration),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves the member's position in a visible episode (404 otherwise), in whole seconds; a position past the episode's
 * duration is refused (400, code -1). Keeps the member's most recent PLAYBACK_ROWS_KEPT rows.
 */
export async function savePosition(db: Db, memberId: number, episodeId: number, position: number, locale: ApiLocale, now: Date): Promise<PlaybackPosition> {
  const episode = (await episodeCards(db, [episodeId], locale, now)).get(episodeId);
  if (!episode) throw notFound();
  if (position > episode.duration) throw refusal(memberReplies.playbackPastEnd, { max: episode.duration });
  const seconds = Math.floor(position);
  const [row] = await db
    .insert(memberPlaybackPositions)
    .values({ memberId, episodeId, position: seconds, duration: episode.duration, updatedAt: now })
    .onConflictDoUpdate({
      target: [memberPlaybackPositions.memberId, memberPlaybackPositions.episodeId],
      set: { position: seconds, duration: episode.duration, updatedAt: now },
    })
    .returning();
  await forgetOldest(db, memberId);
  return toPosition(row!);
}

/** Deletes the member's rows beyond the PLAYBACK_ROWS_KEPT most recent. */
async function forgetOldest(db: Db, memberId: number): Promise<void> {
  const [edge] = await db
    .select({ updatedAt: memberPlaybackPositions.updatedAt })
    .from(memberPlaybackPositions)
    .where(eq(memberPlaybackPositions.memberId, memberId))
    .orderBy(desc(memberPlaybackPositions.updatedAt))
    .offset(PLAYBACK_ROWS_KEPT - 1)
    .limit(1);
  if (edge) await db.delete(memberPlaybackPositions).where(and(eq(memberPlaybackPositions.memberId, memberId), lt(memberPlaybackPositions.updatedAt, edge.updatedAt)));
}

/** The member's position in one episode, or null. */
export async function getPosition(db: Db, memberId: number, episodeId: number): Promise<PlaybackPosition | null> {
  const [row] = await db
    .select()
    .from(memberPlaybackPositions)
    .where(and(eq(memberPlaybackPositions.memberId, memberId), eq(memberPlaybackPositions.episodeId, episodeId)));
  return row ? toPosition(row) : null;
}

/**
 * The member's unfinished episodes (started: past 0 s, and under 95 % of the duration), the most recently played
 * first, up to `limit`; episodes no longer shown to readers are left out.
 */
export async function continueWatching(db: Db, memberId: number, limit: number, locale: ApiLocale, now: Date): Promise<ContinueItem[]> {
  const rows = await db
    .select()
    .from(memberPlaybackPositions)
    .where(
      and(
        eq(memberPlaybackPositions.memberId, memberId),
        sql`${memberPlaybackPositions.position} > 0`,
        sql`${memberPlaybackPositions.position} < ${memberPlaybackPositions.duration} * ${sql.raw(String(PLAYBACK_FINISHED_RATIO))}`,
      ),
    )
    .orderBy(desc(memberPlaybackPositions.updatedAt), desc(memberPlaybackPositions.episodeId))
    // A few more than asked: some may point at episodes taken down since.
    .limit(limit + 10);
  const cards = await episodeCards(db, rows.map((row) => row.episodeId), locale, now);
  return rows
    .flatMap((row) => {
      const card = cards.get(row.episodeId);
      return card ? [{ ...toPosition(row), itemType: card.itemType, title: card.title, programme: card.programme, programmeSlug: card.programmeSlug, cover: card.cover, url: card.url }] : [];
    })
    .slice(0, limit);
}
