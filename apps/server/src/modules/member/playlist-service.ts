import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  MAX_PLAYLISTS,
  MAX_PLAYLIST_ITEMS,
  type DeletedCount,
  type PlaylistDetail,
  type PlaylistEntry,
  type PlaylistSummary,
} from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import { memberPlaylistItems, memberPlaylists } from "./tables.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { underMemberLock } from "../identity/members-lookup.ts";
import { toMemberItem, type ItemRef } from "./collection-service.ts";
import { memberReplies } from "./replies.ts";

/**
 * Playlists of one member. A playlist id that is not the member's own is answered 404 exactly like one that does
 * not exist, so that ids of other members' playlists cannot be told apart from unused ones.
 */

const items = memberPlaylistItems;
const summaryColumns = {
  id: memberPlaylists.id,
  title: memberPlaylists.title,
  updatedAt: memberPlaylists.updatedAt,
  // Written out with aliases: drizzle leaves the columns of a one-table select unqualified, which a correlated
  // subquery would bind to its own table.
  itemCount: sql<number>`(select count(*)::int from member_playlist_items i where i.playlist_id = member_playlists.id)`,
  // The newest item that has a picture gives the playlist its cover.
  cover: sql<string | null>`(select i.cover from member_playlist_items i where i.playlist_id = member_playlists.id and i.cover is not null order by i.created_at desc, i.id desc limit 1)`,
};
type SummaryRow = { id: number; title: string; updatedAt: Date; itemCount: number; cover: string | null };

const toSummary = (row: SummaryRow): PlaylistSummary => ({
  id: row.id,
  title: row.title,
  itemCount: Number(row.itemCount),
  cover: row.cover,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

const entryColumns = {
  id: items.id,
  itemType: items.itemType,
  itemId: items.itemId,
  title: items.title,
  cover: items.cover,
  url: items.url,
  notEnabled: items.notEnabled,
  createdAt: items.createdAt,
};

const ownPlaylist = (memberId: number, playlistId: number) => and(eq(memberPlaylists.id, playlistId), eq(memberPlaylists.memberId, memberId));

async function summaryOf(db: Db, memberId: number, playlistId: number): Promise<PlaylistSummary> {
  const [row] = await db.select(summaryColumns).from(memberPlaylists).where(ownPlaylist(memberId, playlistId));
  if (!row) throw notFound();
  return toSummary(row);
}

/** The member's playlists, newest first. */
export async function listPlaylists(db: Db, memberId: number): Promise<PlaylistSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(memberPlaylists)
    .where(eq(memberPlaylists.memberId, memberId))
    .orderBy(desc(memberPlaylists.createdAt), desc(memberPlaylists.id));
  return rows.map(toSummary);
}

export async function getPlaylist(db: Db, memberId: number, playlistId: number): Promise<PlaylistDetail> {
  const summary = await summaryOf(db, memberId, playlistId);
  const rows = await db
    .select(entryColumns)
    .from(items)
    .where(eq(items.playlistId, playlistId))
    .orderBy(desc(items.createdAt), desc(items.id));
  return { ...summary, items: rows.map((row): PlaylistEntry => toMemberItem(row)) };
}

export function createPlaylist(db: Db, memberId: number, title: string, now: Date): Promise<PlaylistSummary> {
  return underMemberLock(db, memberId, async (tx) => {
    if ((await tx.$count(memberPlaylists, eq(memberPlaylists.memberId, memberId))) >= MAX_PLAYLISTS) {
      throw refusal(memberReplies.limitReached, { max: MAX_PLAYLISTS });
    }
    const [row] = await tx
      .insert(memberPlaylists)
      .values({ memberId, title, createdAt: now, updatedAt: now })
      .returning({ id: memberPlaylists.id, title: memberPlaylists.title, updatedAt: memberPlaylists.updatedAt });
    return toSummary({ ...row!, itemCount: 0, cover: null });
  });
}

export async function renamePlaylist(db: Db, memberId: number, playlistId: number, title: string, now: Date): Promise<PlaylistSummary> {
  const updated = await db
    .update(memberPlaylists)
    .set({ title, updatedAt: now })
    .where(ownPlaylist(memberId, playlistId))
    .returning({ id: memberPlaylists.id });
  if (!updated.length) throw notFound();
  return summaryOf(db, memberId, playlistId);
}

/** Deletes the playlist and, by cascade, its items. */
export async function deletePlaylist(db: Db, memberId: number, playlistId: number): Promise<void> {
  const deleted = await db.delete(memberPlaylists).where(ownPlaylist(memberId, playlistId)).returning({ id: memberPlaylists.id });
  if (!deleted.length) throw notFound();
}

async function assertOwnPlaylist(db: Db, memberId: number, playlistId: number): Promise<void> {
  const [own] = await db.select({ id: memberPlaylists.id }).from(memberPlaylists).where(ownPlaylist(memberId, playlistId));
  if (!own) throw notFound();
}

/** A change of items counts as a change of the playlist (updatedAt). */
async function touchPlaylist(db: Db, playlistId: number, now: Date): Promise<void> {
  await db.update(memberPlaylists).set({ updatedAt: now }).where(eq(memberPlaylists.id, playlistId));
}

/**
 * Adds an item to one of the member's playlists. Adding the same item again answers the entry already there; a
 * new item beyond MAX_PLAYLIST_ITEMS is refused.
 */
export function addPlaylistItem(db: Db, memberId: number, playlistId: number, item: ItemRef, now: Date): Promise<PlaylistEntry> {
  return underMemberLock(db, memberId, async (tx) => {
    await assertOwnPlaylist(tx, memberId, playlistId);
    const sameItem = and(eq(items.playlistId, playlistId), eq(items.itemType, item.itemType), eq(items.itemId, item.itemId));
    const [existing] = await tx.select(entryColumns).from(items).where(sameItem);
    if (existing) return toMemberItem(existing);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(items).where(eq(items.playlistId, playlistId));
    if (total >= MAX_PLAYLIST_ITEMS) throw refusal(memberReplies.limitReached, { max: MAX_PLAYLIST_ITEMS });
    const [row] = await tx.insert(items).values({ playlistId, ...item, createdAt: now }).returning(entryColumns);
    await touchPlaylist(tx, playlistId, now);
    return toMemberItem(row!);
  });
}

/** Removes entries (by entry id) from one of the member's playlists; ids of other playlists are ignored. */
export async function deletePlaylistItems(db: Db, memberId: number, playlistId: number, ids: number[], now: Date): Promise<DeletedCount> {
  await assertOwnPlaylist(db, memberId, playlistId);
  const deleted = await db
    .delete(items)
    .where(and(eq(items.playlistId, playlistId), inArray(items.id, ids)))
    .returning({ id: items.id });
  if (deleted.length) await touchPlaylist(db, playlistId, now);
  return { deleted: deleted.length };
}
