import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { likePattern } from "../../platform/like-pattern.ts";
import { campaignTags, interactionTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type {
  CommentBlock,
  CommentBlockState,
  CommentStatus,
  ModeratedComment,
  ModerationReason,
  NicknameReset,
} from "@portal/contract/schemas/interactions";
import type { Paged } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import type { CacheBus } from "../../platform/cache-bus.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import type { ContentItemRef, ContentKind } from "../../platform/interactions.ts";
import { macauDate, macauDayEnd, macauDayStart } from "../../platform/macau-time.ts";
import { pageOf, type PageRequest } from "../../platform/paging.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { publicProfiles } from "../identity/members-lookup.ts";
import { resetNickName } from "../identity/profile-service.ts";
import { commentHiddenNotice, nicknameResetNotice } from "../member/moderation-notices.ts";
import { notifyMember } from "../member/notification-service.ts";
import { commentToHtml, countStatusChange } from "./comment-service.ts";
import { interactionsReplies } from "./replies.ts";
import { commentBlocks, contentComments } from "./tables.ts";

/**
 * The console's moderation of comments (docs/interactions.md "Moderation"): the queue of every kind's comments,
 * hiding and restoring (the item's comment counter moves as for any status change), blocking a member from
 * commenting. Each change and its audit entry (platform audit log) are written in one transaction.
 */

export interface QueueFilter {
  status?: CommentStatus | undefined;
  kind?: string | undefined;
  q?: string | undefined;
  memberId?: number | undefined;
  /** Macao calendar days, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface HideInput {
  reason: ModerationReason;
  note: string | null;
}

export interface BlockInput extends HideInput {
  /** The block's last Macao calendar day, or null: until unblocked. */
  until?: string | null | undefined;
}

type CommentRow = typeof contentComments.$inferSelect;
type BlockRow = typeof commentBlocks.$inferSelect;

function whereOf(filter: QueueFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(contentComments.status, filter.status));
  if (filter.kind) conditions.push(eq(contentComments.kind, filter.kind));
  if (filter.q) conditions.push(ilike(contentComments.comment, likePattern(filter.q)));
  if (filter.memberId) conditions.push(eq(contentComments.memberId, filter.memberId));
  if (filter.from) conditions.push(gte(contentComments.createdAt, macauDayStart(filter.from)));
  if (filter.to) conditions.push(lt(contentComments.createdAt, macauDayEnd(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

/** A block row while it lasts (an `until` passed is no block), as the console shows it. */
function liveBlock(row: BlockRow | null, now: Date): CommentBlock | null {
  if (!row || (row.until && row.until.getTime() <= now.getTime())) return null;
  return {
    memberId: row.memberId,
    reason: row.reason,
    note: row.note,
    until: row.until?.toISOString() ?? null,
    blockedAt: row.blockedAt.toISOString(),
    blockedBy: { id: row.blockedBy, name: row.blockedByName },
  };
}

/** The member's block from commenting while it lasts, or null. */
export async function activeBlock(db: Db, memberId: number, now: Date): Promise<CommentBlock | null> {
  const [row] = await db.select().from(commentBlocks).where(eq(commentBlocks.memberId, memberId)).limit(1);
  return liveBlock(row ?? null, now);
}

/** Refuses a blocked member's new comment (403) with the block's last day, if it has one, in the request's language. */
export async function refuseIfBlocked(db: Db, memberId: number, now: Date): Promise<void> {
  const block = await activeBlock(db, memberId, now);
  if (!block) return;
  if (!block.until) throw new AppError(403, interactionsReplies.commentBlocked, {}, -1);
  // The last day the block covers: the day before the instant it ends.
  throw new AppError(403, interactionsReplies.commentBlockedUntil, { until: macauDate(new Date(Date.parse(block.until) - 1)) }, -1);
}

/** The items' titles and links, asked of each kind once per page. */
async function itemRefs(kinds: ReadonlyMap<string, ContentKind>, rows: CommentRow[], locale: ApiLocale): Promise<Map<string, ContentItemRef>> {
  const idsByKind = new Map<string, Set<number>>();
  for (const row of rows) idsByKind.set(row.kind, (idsByKind.get(row.kind) ?? new Set()).add(row.itemId));
  const refs = new Map<string, ContentItemRef>();
  await Promise.all(
    [...idsByKind].map(async ([name, ids]) => {
      const described = (await kinds.get(name)?.describe?.([...ids], locale)) ?? new Map<number, ContentItemRef>();
      for (const [id, ref] of described) refs.set(`${name}:${id}`, ref);
    }),
  );
  return refs;
}

/** The comments as the queue shows them: their items, their authors' names and block states. */
async function moderated(
  db: Db,
  kinds: ReadonlyMap<string, ContentKind>,
  rows: { comment: CommentRow; block: BlockRow | null }[],
  locale: ApiLocale,
  now: Date,
): Promise<ModeratedComment[]> {
  const comments = rows.map((row) => row.comment);
  const [refs, profiles] = await Promise.all([itemRefs(kinds, comments, locale), publicProfiles(db, comments.map((c) => c.memberId))]);
  return rows.map(({ comment: c, block }) => ({
    id: c.id,
    kind: c.kind,
    itemId: c.itemId,
    item: refs.get(`${c.kind}:${c.itemId}`) ?? null,
    status: c.status,
    comment: c.comment,
    commentHtml: commentToHtml(c.comment),
    replyTo: c.replyTo,
    createdAt: c.createdAt.toISOString(),
    member: { id: c.memberId, nickName: profiles.get(c.memberId)?.nickName ?? "", block: liveBlock(block, now) },
    moderation: c.moderatedAt
      ? { reason: c.moderationReason, note: c.moderationNote, at: c.moderatedAt.toISOString(), by: { id: c.moderatedBy, name: c.moderatedByName ?? "" } }
      : null,
  }));
}

const queueRows = (db: Db) =>
  db.select({ comment: contentComments, block: commentBlocks }).from(contentComments).leftJoin(commentBlocks, eq(commentBlocks.memberId, contentComments.memberId));

/** The queue: a page of comments of every kind (or one), newest first. */
export async function moderationQueue(
  db: Db,
  kinds: ReadonlyMap<string, ContentKind>,
  filter: QueueFilter,
  page: PageRequest,
  locale: ApiLocale,
  now: Date,
): Promise<Paged<ModeratedComment>> {
  const where = whereOf(filter);
  return pageOf(
    page,
    async (limit, offset) =>
      moderated(db, kinds, await queueRows(db).where(where).orderBy(desc(contentComments.createdAt), desc(contentComments.id)).limit(limit).offset(offset), locale, now),
    async () => (await db.select({ n: count() }).from(contentComments).where(where))[0]?.n ?? 0,
  );
}

/** One comment as the queue shows it, or null. */
async function moderatedComment(db: Db, kinds: ReadonlyMap<string, ContentKind>, id: number, locale: ApiLocale, now: Date): Promise<ModeratedComment | null> {
  const [item] = await moderated(db, kinds, await queueRows(db).where(eq(contentComments.id, id)).limit(1), locale, now);
  return item ?? null;
}

/** What the audit log keeps of a comment's moderation: its status, and a hide's reason and note. */
const auditedComment = (row: Pick<CommentRow, "status" | "moderationReason" | "moderationNote">) => ({
  status: row.status,
  moderationReason: row.moderationReason,
  moderationNote: row.moderationNote,
});

/**
 * Hides a comment (`hide` given: a published or pending comment, or a hidden one's reason changed) or restores it
 * (published: a hidden or pending one). The item's comment counter moves when the comment starts or stops being
 * published; nothing changes, and nothing is logged, when the comment already is as asked. 404 for no such comment.
 * Once committed, the cached copies of the item's comments list and of the pages showing it are dropped on every
 * instance (`interactionTags.comments`): the public sees the change at once.
 */
export async function moderateComment(
  deps: { db: Db; cache: Pick<CacheBus, "invalidate"> },
  kinds: ReadonlyMap<string, ContentKind>,
  actor: StaffActor,
  commentId: number,
  hide: HideInput | null,
  context: { locale: ApiLocale; now: Date },
): Promise<ModeratedComment> {
  const { db } = deps;
  const { now } = context;
  const changed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.select().from(contentComments).where(eq(contentComments.id, commentId)).for("update");
    if (!row) throw notFound();
    const before = auditedComment(row);
    const after = hide
      ? { status: "hidden" as const, moderationReason: hide.reason, moderationNote: hide.note }
      : { status: "published" as const, moderationReason: null, moderationNote: null };
    const change = changedFields(before, after);
    if (!Object.keys(change.after ?? {}).length) return null;
    await tx
      .update(contentComments)
      .set({ ...after, moderatedAt: now, moderatedBy: actor.staffId, moderatedByName: actor.displayName })
      .where(eq(contentComments.id, commentId));
    await countStatusChange(tx, kinds, row, row.status, after.status);
    await recordChange(tx, actor, { action: hide ? "comment.hide" : "comment.restore", entity: "content_comment", entityId: commentId, ...change });
    // The author is told, once, when the comment goes out of sight (not when only the reason of a hidden one changes).
    if (hide && row.status !== "hidden") await notifyMember(tx, row.memberId, commentHiddenNotice(row.comment, hide.reason));
    return row;
  });
  if (changed) await deps.cache.invalidate([interactionTags.comments(changed.kind, changed.itemId)]);
  const comment = await moderatedComment(db, kinds, commentId, context.locale, now);
  if (!comment) throw notFound();
  return comment;
}

/** What the audit log keeps of a block. */
const auditedBlock = (row: Pick<BlockRow, "reason" | "note" | "until">) => ({ reason: row.reason, note: row.note, until: row.until });

/** 404 unless the member exists. */
async function requireMemberRow(db: Db, memberId: number): Promise<void> {
  if (!(await publicProfiles(db, [memberId])).has(memberId)) throw notFound();
}

/**
 * Blocks a member from commenting until the end of the Macao day `until` (today or later; 400 otherwise) or, without
 * it, until unblocked; a block already set is replaced. Their comments stay as they are. 404 for no such member.
 */
export async function blockMember(db: Db, actor: StaffActor, memberId: number, input: BlockInput, now: Date): Promise<CommentBlockState> {
  if (input.until && input.until < macauDate(now)) throw new AppError(400, interactionsReplies.blockUntilPast, {}, -1);
  await requireMemberRow(db, memberId);
  const values = {
    reason: input.reason,
    note: input.note,
    until: input.until ? macauDayEnd(input.until) : null,
    blockedAt: now,
    blockedBy: actor.staffId,
    blockedByName: actor.displayName,
  };
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [existing] = await tx.select().from(commentBlocks).where(eq(commentBlocks.memberId, memberId)).for("update");
    // A block that has run out counts as none: the new one is logged whole.
    const before = liveBlock(existing ?? null, now) ? auditedBlock(existing!) : null;
    await tx.insert(commentBlocks).values({ memberId, ...values }).onConflictDoUpdate({ target: commentBlocks.memberId, set: values });
    const change = changedFields(before, auditedBlock(values));
    if (before && !Object.keys(change.after ?? {}).length) return;
    await recordChange(tx, actor, { action: "member.comment_block", entity: "member", entityId: memberId, ...change });
  });
  return { memberId, block: await activeBlock(db, memberId, now) };
}

/** Lets a blocked member comment again (a member without a block: nothing changes, nothing is logged). 404 for no such member. */
export async function unblockMember(db: Db, actor: StaffActor, memberId: number, now: Date): Promise<CommentBlockState> {
  await requireMemberRow(db, memberId);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [removed] = await tx.delete(commentBlocks).where(eq(commentBlocks.memberId, memberId)).returning();
    if (!removed || !liveBlock(removed, now)) return;
    await recordChange(tx, actor, { action: "member.comment_unblock", entity: "member", entityId: memberId, ...changedFields(auditedBlock(removed), null) });
  });
  return { memberId, block: null };
}

/**
 * Replaces a member's nickname with the neutral `member<id>` (identity's resetNickName), audited with the reason and
 * note, and tells the member why in their notifications, all in one transaction. The name shows beside their comments
 * and congratulation messages, whose cached lists are dropped on every instance once committed. A member already
 * under the neutral name: nothing changes, nothing is logged. 404 for no such member.
 */
export async function resetMemberNickname(
  deps: { db: Db; cache: Pick<CacheBus, "invalidate"> },
  actor: StaffActor,
  memberId: number,
  input: HideInput,
  now: Date,
): Promise<NicknameReset> {
  const { db } = deps;
  await requireMemberRow(db, memberId);
  const reset = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const names = await resetNickName(tx, memberId, now);
    if (!names) return null;
    await recordChange(tx, actor, {
      action: "member.nickname_reset",
      entity: "member",
      entityId: memberId,
      before: { nickName: names.before },
      after: { nickName: names.nickName, reason: input.reason, note: input.note },
    });
    await notifyMember(tx, memberId, nicknameResetNotice(names.nickName, input.reason));
    return names;
  });
  if (reset) {
    const items = await db
      .selectDistinct({ kind: contentComments.kind, itemId: contentComments.itemId })
      .from(contentComments)
      .where(eq(contentComments.memberId, memberId));
    await deps.cache.invalidate([...items.map((item) => interactionTags.comments(item.kind, item.itemId)), campaignTags.all]);
    return { memberId, before: reset.before, nickName: reset.nickName };
  }
  const nickName = (await publicProfiles(db, [memberId])).get(memberId)?.nickName ?? "";
  return { memberId, before: nickName, nickName };
}
