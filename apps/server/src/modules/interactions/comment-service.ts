import { aliasedTable, and, desc, eq, sql } from "drizzle-orm";
import type { CommentsPage, ContentComment } from "@portal/contract/schemas/interactions";
import type { Db } from "../../db/client.ts";
import { contentComments, type CommentStatus } from "./tables.ts";
import { AppError } from "../../platform/errors.ts";
import type { ContentKind } from "../../platform/interactions.ts";
import { publicProfiles, type PublicProfile } from "../identity/members-lookup.ts";
import { offsetOf } from "../../platform/paging.ts";
import { platformReplies } from "../../platform/replies.ts";

/**
 * Comments of every content kind (docs/interactions.md): stored as the plain text written, escaped on output; a
 * status of published, pending (awaiting moderation) or hidden; the item's comment counter counts the published
 * ones and moves in the transaction that changes them.
 */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** A member's text as HTML: every special character escaped, line breaks as <br>. */
export function commentToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!).replace(/\r\n|\r|\n/g, "<br>");
}

const EXCERPT_CHARS = 60;
function excerptOf(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join("")}…` : chars.join("");
}

const parent = aliasedTable(contentComments, "parent");

type CommentRow = {
  id: number;
  comment: string;
  replyTo: number | null;
  createdAt: Date;
  memberId: number;
  parentId: number | null;
  parentComment: string | null;
  parentStatus: CommentStatus | null;
  parentMemberId: number | null;
};

function toComment(row: CommentRow, author: PublicProfile, parentAuthor: PublicProfile | undefined): ContentComment {
  const parentShown = row.parentId !== null && row.parentStatus === "published";
  return {
    id: row.id,
    comment: row.comment,
    commentHtml: commentToHtml(row.comment),
    replyTo: row.replyTo,
    replyToComment: parentShown ? { id: row.parentId!, nickName: parentAuthor?.nickName ?? "", excerpt: excerptOf(row.parentComment ?? "") } : null,
    member: { id: row.memberId, nickName: author.nickName, photo: author.photo },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const commentFields = {
  id: contentComments.id,
  comment: contentComments.comment,
  replyTo: contentComments.replyTo,
  createdAt: contentComments.createdAt,
  memberId: contentComments.memberId,
  parentId: parent.id,
  parentComment: parent.comment,
  parentStatus: parent.status,
  parentMemberId: parent.memberId,
};

function commentsQuery(db: Db) {
  return db.select(commentFields).from(contentComments).leftJoin(parent, eq(parent.id, contentComments.replyTo));
}

/**
 * The comments with their authors' and their parents' authors' names and photos (identity's public profiles, one
 * query for the whole page). A comment whose author is gone is left out.
 */
async function withAuthors(db: Db, rows: CommentRow[]): Promise<ContentComment[]> {
  const profiles = await publicProfiles(db, rows.flatMap((row) => (row.parentMemberId === null ? [row.memberId] : [row.memberId, row.parentMemberId])));
  return rows.flatMap((row) => {
    const author = profiles.get(row.memberId);
    return author ? [toComment(row, author, row.parentMemberId === null ? undefined : profiles.get(row.parentMemberId))] : [];
  });
}

const publishedOf = (kind: string, itemId: number) =>
  and(eq(contentComments.kind, kind), eq(contentComments.itemId, itemId), eq(contentComments.status, "published"))!;

/** An item's published comments, newest first (a flat list: replies name the comment they answer). */
export async function listComments(db: Db, kind: string, itemId: number, page: number, pageSize: number): Promise<CommentsPage> {
  const where = publishedOf(kind, itemId);
  // The page and the number of all published comments in one statement (the count is the same on every row).
  const rows: (CommentRow & { total: number })[] = await db
    .select({ ...commentFields, total: sql<number>`count(*) over ()` })
    .from(contentComments)
    .leftJoin(parent, eq(parent.id, contentComments.replyTo))
    .where(where)
    .orderBy(desc(contentComments.createdAt), desc(contentComments.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  // A page past the end has no row to carry the count: only then is it asked for on its own.
  const first = rows[0];
  const total = first
    ? Number(first.total)
    : page === 1
      ? 0
      : Number((await db.select({ n: sql<number>`count(*)::int` }).from(contentComments).where(where))[0]?.n ?? 0);
  return { items: await withAuthors(db, rows), total, page, pageSize };
}

/**
 * Adds a member's comment, stored as the text written (trimmed). A reply must answer a published comment of the
 * same item, otherwise 400 (replyTo). A pre-moderated kind's comment starts pending: not listed, not counted, and
 * answered with `pending: true`.
 */
export async function addComment(
  db: Db,
  kind: ContentKind,
  itemId: number,
  memberId: number,
  input: { comment: string; replyTo?: number | null | undefined },
  now: Date,
): Promise<ContentComment> {
  const replyTo = input.replyTo ?? null;
  const status: CommentStatus = kind.premoderated ? "pending" : "published";
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (replyTo !== null) {
      const [target] = await tx
        .select({ kind: contentComments.kind, itemId: contentComments.itemId, status: contentComments.status })
        .from(contentComments)
        .where(eq(contentComments.id, replyTo))
        .limit(1);
      if (!target || target.kind !== kind.kind || target.itemId !== itemId || target.status !== "published") {
        throw new AppError(400, platformReplies.invalidField, { field: "replyTo" });
      }
    }
    const [inserted] = await tx
      .insert(contentComments)
      .values({ kind: kind.kind, itemId, memberId, replyTo, comment: input.comment, status, createdAt: now })
      .returning({ id: contentComments.id });
    if (status === "published") await kind.adjust(tx, itemId, { comments: 1 });
    return inserted!.id;
  });
  const [comment] = await withAuthors(db, await commentsQuery(db).where(eq(contentComments.id, id)).limit(1));
  return status === "pending" ? { ...comment!, pending: true } : comment!;
}

/**
 * Moves the item's comment counter for a comment whose status changes from `from` to `to`, in the caller's
 * transaction: +1 when it starts being published, -1 when it stops.
 */
export async function countStatusChange(
  tx: Db,
  kinds: ReadonlyMap<string, ContentKind>,
  comment: { kind: string; itemId: number },
  from: CommentStatus,
  to: CommentStatus,
): Promise<void> {
  const change = (to === "published" ? 1 : 0) - (from === "published" ? 1 : 0);
  const kind = kinds.get(comment.kind);
  if (change !== 0 && kind) await kind.adjust(tx, comment.itemId, { comments: change });
}

/**
 * Moderation: gives a comment another status, moving its item's comment counter when it starts or stops being
 * published (in the same transaction). False when there is no such comment. Statuses change only through here
 * and the console's moderation (moderation-service.ts, which uses countStatusChange), so that the counters stay exact.
 */
export async function setCommentStatus(db: Db, kinds: ReadonlyMap<string, ContentKind>, commentId: number, status: CommentStatus): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select({ kind: contentComments.kind, itemId: contentComments.itemId, status: contentComments.status })
      .from(contentComments)
      .where(eq(contentComments.id, commentId))
      .for("update");
    if (!row) return false;
    if (row.status === status) return true;
    await tx.update(contentComments).set({ status }).where(eq(contentComments.id, commentId));
    await countStatusChange(tx, kinds, row, row.status, status);
    return true;
  });
}
