import { and, desc, eq, inArray } from "drizzle-orm";
import type { DeletedCount, MemberItem, MemberItemType, Paged, collectBody } from "@portal/contract/schemas/member";
import type { z } from "zod";
import type { ApiLocale } from "@portal/contract/locales";
import type { Db } from "../../db/client.ts";
import { memberCollections } from "./tables.ts";
import { notFound } from "../../platform/errors.ts";
import { articleReference } from "../news/article-lists.ts";
import { episodeReference } from "../program/episode-service.ts";
import { programReference } from "../program/program-service.ts";
import { pageOf, type PageRequest } from "../../platform/paging.ts";

/**
 * Collections (list `collect`) and the programme piece list (list `piece`) of one member. Every query is bounded by
 * the member's id: another member's ids match nothing.
 */
export type MemberList = "collect" | "piece";
export type ItemRef = z.output<typeof collectBody>;

const itemColumns = {
  id: memberCollections.id,
  itemType: memberCollections.itemType,
  itemId: memberCollections.itemId,
  title: memberCollections.title,
  cover: memberCollections.cover,
  url: memberCollections.url,
  createdAt: memberCollections.createdAt,
};

/** A stored row as the API shows it; shared by the collection and playlist answers. */
export function toMemberItem<R extends { itemType: string; createdAt: Date }>(row: R): Omit<R, "itemType" | "createdAt"> & { itemType: MemberItemType; createdAt: string } {
  return { ...row, itemType: row.itemType as MemberItemType, createdAt: row.createdAt.toISOString() };
}

export function listItems(
  db: Db,
  memberId: number,
  list: MemberList,
  query: PageRequest & { itemType?: MemberItemType; itemId?: string },
): Promise<Paged<MemberItem>> {
  const where = and(
    eq(memberCollections.memberId, memberId),
    eq(memberCollections.list, list),
    query.itemType ? eq(memberCollections.itemType, query.itemType) : undefined,
    query.itemId ? eq(memberCollections.itemId, query.itemId) : undefined,
  );
  return pageOf(
    query,
    async (limit, offset) =>
      (
        await db
          .select(itemColumns)
          .from(memberCollections)
          .where(where)
          .orderBy(desc(memberCollections.createdAt), desc(memberCollections.id))
          .limit(limit)
          .offset(offset)
      ).map(toMemberItem),
    () => db.$count(memberCollections, where),
  );
}

/**
 * What is kept of an item: for content the portal holds (news articles, programmes, programme episodes), its own
 * title, picture and page in the reader's language, whatever the caller sent — a saved item always opens what its
 * title says; an item readers cannot see (unknown, unpublished, not out yet) is 404. Other types (short videos,
 * specials… held by other areas) are kept as sent: the contract admits only same-site paths and https addresses.
 * A programme is `program` with its id; an episode `video` or `radio` with its id (a numeric itemId).
 */
export async function resolveItem(db: Db, item: ItemRef, locale: ApiLocale, now: Date): Promise<ItemRef> {
  const id = /^[1-9]\d{0,9}$/.test(item.itemId) ? Number(item.itemId) : NaN;
  const valid = Number.isSafeInteger(id) && id <= 2_147_483_647;
  if (item.itemType === "news") {
    const article = valid ? await articleReference(db, id, locale, now) : null;
    if (!article) throw notFound();
    return { ...item, itemId: String(id), ...article };
  }
  if (item.itemType === "program") {
    const program = valid ? await programReference(db, id, locale) : null;
    if (!program) throw notFound();
    return { ...item, itemId: String(id), ...program };
  }
  if ((item.itemType === "video" || item.itemType === "radio") && valid) {
    const episode = await episodeReference(db, id, locale, now);
    if (episode) return { ...item, ...episode, itemId: String(id) };
  }
  return item;
}

/** An episode on the member's piece list (program/piecelist/{id}): idempotent, 404 for an episode readers cannot see. */
export async function addPiece(db: Db, memberId: number, episodeId: number, locale: ApiLocale, now: Date): Promise<MemberItem> {
  const episode = await episodeReference(db, episodeId, locale, now);
  if (!episode) throw notFound();
  return keep(db, memberId, "piece", { ...episode, itemId: String(episodeId) }, now);
}

/** Takes an episode off the member's piece list (program/piecelist/delete/{id}); 0 deleted when it was not there. */
export async function removePiece(db: Db, memberId: number, episodeId: number): Promise<DeletedCount> {
  const deleted = await db
    .delete(memberCollections)
    .where(
      and(
        eq(memberCollections.memberId, memberId),
        eq(memberCollections.list, "piece"),
        inArray(memberCollections.itemType, ["video", "radio"]),
        eq(memberCollections.itemId, String(episodeId)),
      ),
    )
    .returning({ id: memberCollections.id });
  return { deleted: deleted.length };
}

/** Collecting the same item again answers the row already there (same id and date): the call is idempotent. */
export function collect(db: Db, memberId: number, item: ItemRef, now: Date): Promise<MemberItem> {
  return keep(db, memberId, "collect", item, now);
}

async function keep(db: Db, memberId: number, list: MemberList, item: ItemRef, now: Date): Promise<MemberItem> {
  await db
    .insert(memberCollections)
    .values({ memberId, list, ...item, createdAt: now })
    .onConflictDoNothing({ target: [memberCollections.memberId, memberCollections.list, memberCollections.itemType, memberCollections.itemId] });
  const [row] = await db
    .select(itemColumns)
    .from(memberCollections)
    .where(
      and(
        eq(memberCollections.memberId, memberId),
        eq(memberCollections.list, list),
        eq(memberCollections.itemType, item.itemType),
        eq(memberCollections.itemId, item.itemId),
      ),
    );
  return toMemberItem(row!);
}

/** Removes the member's own rows among `ids` (collections or pieces); other ids are ignored. */
export async function deleteItems(db: Db, memberId: number, ids: number[]): Promise<DeletedCount> {
  const deleted = await db
    .delete(memberCollections)
    .where(and(eq(memberCollections.memberId, memberId), inArray(memberCollections.id, ids)))
    .returning({ id: memberCollections.id });
  return { deleted: deleted.length };
}

/** The ids of the items of one type that the member keeps in any list, as a subquery (queries that leave them out). */
export function keptItemIds(db: Db, memberId: number, itemType: MemberItemType) {
  return db
    .select({ itemId: memberCollections.itemId })
    .from(memberCollections)
    .where(and(eq(memberCollections.memberId, memberId), eq(memberCollections.itemType, itemType)));
}
