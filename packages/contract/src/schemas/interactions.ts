import { z } from "zod";
import { zVisibleLines } from "../validation.ts";
import { capitalPaging, idSchema } from "./common.ts";

/**
 * Likes, comments, views and plays of any content kind — news, programmes and their features, food, short video,
 * company info (spec §3, §4; docs/interactions.md). One shape for every kind: a kind's endpoints in the catalogue
 * return these types (news names them NewsLikeState, NewsComment, NewsCommentsResponse).
 */

/** The longest comment, in characters after trimming. */
export const COMMENT_MAX_CHARS = 500;

/** POST like / cancel-like and GET like (the member's own state). */
export interface LikeState {
  /** The item's id. */
  id: number;
  liked: boolean;
  likeCount: number;
}

// ── Comments ───────────────────────────────────────────────────────────────────────────────────────────────
export const commentBody = z.object({
  /** Visible text (no bidirectional controls or invisible characters; line breaks and emoji are fine). */
  comment: zVisibleLines.pipe(z.string().min(1).max(COMMENT_MAX_CHARS)),
  /** Id of a published comment of the same item to answer, or null. */
  replyTo: idSchema.nullable().optional(),
});
export type CommentInput = z.input<typeof commentBody>;

/** Paging keys are capitalised (Page, PageSize) like the historic API. */
export const commentsQuery = z.object({ ...capitalPaging });

/** What every reader may see of a comment's author. */
export interface CommentAuthor {
  id: number;
  nickName: string;
  photo: string | null;
}

export interface ContentComment {
  id: number;
  /** The text as the member wrote it: render it as text (React escapes it). */
  comment: string;
  /** The same text HTML-escaped, line breaks as <br>: safe for innerHTML. */
  commentHtml: string;
  replyTo: number | null;
  /** The comment answered (author and the start of its text), or null. */
  replyToComment: { id: number; nickName: string; excerpt: string } | null;
  member: CommentAuthor;
  createdAt: string;
  /**
   * Only in the answer to a new comment on a pre-moderated kind: the comment awaits moderation and is not listed
   * until it is published (the envelope's message says so in the request's language). Absent otherwise.
   */
  pending?: true;
}

/** A page of an item's published comments, newest first. */
export interface CommentsPage {
  items: ContentComment[];
  /** The item's published comments (all pages). */
  total: number;
  page: number;
  pageSize: number;
}

/** POST view (and play start): whether this call was counted (an address counts once per item per half hour). */
export interface CountedView {
  counted: boolean;
}
