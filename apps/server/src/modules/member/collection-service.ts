import { and, desc, eq, inArray } from "drizzle-orm";
import type { DeletedCount, MemberItem, MemberItemType, Paged, collectBody } from "@portal/contract/schemas/member";
import type { z } from "zod";
import type { ApiLocale } from "@portal/contract/locales";
import type { Db } from "../../db/client.ts";
import { memberCollections } from "../../db/schema/member.ts";
import { notFound } from "../../platform/errors.ts";
import { articleReference } from "../news/article-lists.ts";
import { pageOf, type PageRequest } from "./paging.ts";

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
 * What is kept of an item: for content the portal holds (news today), its own title, picture and page in the
 * reader's language, whatever the caller sent — a saved item always opens what its title says; an article that
 * readers cannot see (unknown, unpublished, not out yet) is 404. Other types (programmes, videos… not in the
 * portal yet) are kept as sent: the contract admits only same-site paths and https addresses for them.
 */
export async function resolveItem(db: Db, item: ItemRef, locale: ApiLocale, now: Date): Promise<ItemRef> {
  if (item.itemType !== "news") return item;
  const id = /^[1-9]\d{0,9}$/.test(item.itemId) ? Number(item.itemId) : NaN;
  const article = Number.isSafeInteger(id) && id <= 2_147_483_647 ? await articleReference(db, id, locale, now) : null;
  if (!article) throw notFound();
  return { ...item, itemId: String(id), ...article };
}

/** Collecting the same item again answers the row already there (same id and date): the call is idempotent. */
export async function collect(db: Db, memberId: number, item: ItemRef, now: Date): Promise<MemberItem> {
  await db
    .insert(memberCollections)
    .values({ memberId, list: "collect", ...item, createdAt: now })
    .onConflictDoNothing({ target: [memberCollections.memberId, memberCollections.list, memberCollections.itemType, memberCollections.itemId] });
  const [row] = await db
    .select(itemColumns)
    .from(memberCollections)
    .where(
      and(
        eq(memberCollections.memberId, memberId),
        eq(memberCollections.list, "collect"),
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
