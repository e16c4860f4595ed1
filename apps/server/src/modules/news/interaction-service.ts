import { aliasedTable, and, desc, eq, sql } from "drizzle-orm";
import type { NewsComment, NewsCommentsResponse, NewsLikeState } from "@portal/contract/schemas/news";
import type { Db } from "../../db/client.ts";
import { newsArticles, newsComments, newsLikes } from "../../db/schema/news.ts";
import { AppError } from "../../platform/errors.ts";
import { publicProfiles, type PublicProfile } from "../identity/members-lookup.ts";

/**
 * Likes and comments of news (docs/news.md). A like is one row per (article, member) under the primary key; the
 * article's like_count moves in the same transaction only when a row was really added or removed, so that
 * repeated and concurrent requests leave it exact.
 */

export async function likeState(db: Db, articleId: number, memberId: number): Promise<NewsLikeState> {
  const [row] = await db
    .select({
      likeCount: newsArticles.likeCount,
      liked: sql<boolean>`exists (select 1 from news_likes l where l.article_id = ${articleId}::int and l.member_id = ${memberId}::int)`,
    })
    .from(newsArticles)
    .where(eq(newsArticles.id, articleId))
    .limit(1);
  return { id: articleId, liked: Boolean(row?.liked), likeCount: Number(row?.likeCount ?? 0) };
}

/** Likes an article for a member; liking again changes nothing. */
export async function like(db: Db, articleId: number, memberId: number): Promise<NewsLikeState> {
  return db.transaction(async (tx) => {
    const added = await tx.insert(newsLikes).values({ articleId, memberId }).onConflictDoNothing().returning({ memberId: newsLikes.memberId });
    if (added.length === 0) {
      const [row] = await tx.select({ likeCount: newsArticles.likeCount }).from(newsArticles).where(eq(newsArticles.id, articleId));
      return { id: articleId, liked: true, likeCount: Number(row?.likeCount ?? 0) };
    }
    const [row] = await tx
      .update(newsArticles)
      .set({ likeCount: sql`${newsArticles.likeCount} + 1` })
      .where(eq(newsArticles.id, articleId))
      .returning({ likeCount: newsArticles.likeCount });
    return { id: articleId, liked: true, likeCount: Number(row?.likeCount ?? 0) };
  });
}

/** Takes a member's like back; cancelling a like that is not there changes nothing. */
export async function cancelLike(db: Db, articleId: number, memberId: number): Promise<NewsLikeState> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(newsLikes)
      .where(and(eq(newsLikes.articleId, articleId), eq(newsLikes.memberId, memberId)))
      .returning({ memberId: newsLikes.memberId });
    if (removed.length === 0) {
      const [row] = await tx.select({ likeCount: newsArticles.likeCount }).from(newsArticles).where(eq(newsArticles.id, articleId));
      return { id: articleId, liked: false, likeCount: Number(row?.likeCount ?? 0) };
    }
    const [row] = await tx
      .update(newsArticles)
      .set({ likeCount: sql`greatest(${newsArticles.likeCount} - 1, 0)` })
      .where(eq(newsArticles.id, articleId))
      .returning({ likeCount: newsArticles.likeCount });
    return { id: articleId, liked: false, likeCount: Number(row?.likeCount ?? 0) };
  });
}

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

const parent = aliasedTable(newsComments, "parent");

type CommentRow = {
  id: number;
  comment: string;
  replyTo: number | null;
  createdAt: Date;
  memberId: number;
  parentId: number | null;
  parentComment: string | null;
  parentPublished: boolean | null;
  parentMemberId: number | null;
};

function toComment(row: CommentRow, author: PublicProfile, parentAuthor: PublicProfile | undefined): NewsComment {
  const parentShown = row.parentId !== null && row.parentPublished === true;
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

function commentsQuery(db: Db) {
  return db
    .select({
      id: newsComments.id,
      comment: newsComments.comment,
      replyTo: newsComments.replyTo,
      createdAt: newsComments.createdAt,
      memberId: newsComments.memberId,
      parentId: parent.id,
      parentComment: parent.comment,
      parentPublished: parent.published,
      parentMemberId: parent.memberId,
    })
    .from(newsComments)
    .leftJoin(parent, eq(parent.id, newsComments.replyTo));
}

/**
 * The comments with their authors' and their parents' authors' names and photos (identity's public profiles, one
 * query for the whole page). A comment whose author is gone is left out.
 */
async function withAuthors(db: Db, rows: CommentRow[]): Promise<NewsComment[]> {
  const profiles = await publicProfiles(db, rows.flatMap((row) => (row.parentMemberId === null ? [row.memberId] : [row.memberId, row.parentMemberId])));
  return rows.flatMap((row) => {
    const author = profiles.get(row.memberId);
    return author ? [toComment(row, author, row.parentMemberId === null ? undefined : profiles.get(row.parentMemberId))] : [];
  });
}

/** An article's published comments, newest first (a flat list: replies name the comment they answer). */
export async function listComments(db: Db, articleId: number, page: number, pageSize: number): Promise<NewsCommentsResponse> {
  const where = and(eq(newsComments.articleId, articleId), eq(newsComments.published, true))!;
  const [rows, total] = await Promise.all([
    commentsQuery(db)
      .where(where)
      .orderBy(desc(newsComments.createdAt), desc(newsComments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(newsComments).where(where),
  ]);
  return { items: await withAuthors(db, rows), total: Number(total[0]?.n ?? 0), page, pageSize };
}

/**
 * Adds a member's comment, stored as the text written (trimmed). A reply must answer a published comment of the
 * same article, otherwise 400 (replyTo).
 */
export async function addComment(
  db: Db,
  articleId: number,
  memberId: number,
  input: { comment: string; replyTo?: number | null | undefined },
  now: Date,
): Promise<NewsComment> {
  const replyTo = input.replyTo ?? null;
  if (replyTo !== null) {
    const [target] = await db
      .select({ articleId: newsComments.articleId, published: newsComments.published })
      .from(newsComments)
      .where(eq(newsComments.id, replyTo))
      .limit(1);
    if (!target || target.articleId !== articleId || !target.published) throw new AppError(400, "invalidField", { field: "replyTo" });
  }
  const [inserted] = await db
    .insert(newsComments)
    .values({ articleId, memberId, replyTo, comment: input.comment, createdAt: now })
    .returning({ id: newsComments.id });
  const [comment] = await withAuthors(db, await commentsQuery(db).where(eq(newsComments.id, inserted!.id)).limit(1));
  return comment!;
}
