import { z } from "zod";
import type { ApiLocale } from "../locales.ts";
import { zVisibleLines, zVisibleText } from "../validation.ts";
import { capitalPaging, idSchema, isoDate, pagingQuery } from "./common.ts";

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

// ── Moderation (the console; endpoints/interactions.ts, docs/interactions.md "Moderation") ───────────────────

/** published: listed and counted; pending: awaits moderation (pre-moderated kinds); hidden: taken down. */
export const COMMENT_STATUSES = ["published", "pending", "hidden"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Why a comment is hidden or a member blocked from commenting: a fixed list, so that the log can be counted. */
export const MODERATION_REASONS = ["spam", "abuse", "hate", "personal_data", "illegal", "off_topic", "other"] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

/** Each reason as the console shows it, in the four languages. */
export const MODERATION_REASON_LABELS: Readonly<Record<ModerationReason, Readonly<Record<ApiLocale, string>>>> = {
  spam: { zh_TW: "垃圾訊息或廣告", zh_CN: "垃圾信息或广告", en: "Spam or advertising", pt: "Spam ou publicidade" },
  abuse: { zh_TW: "辱罵或騷擾", zh_CN: "辱骂或骚扰", en: "Insults or harassment", pt: "Insultos ou assédio" },
  hate: { zh_TW: "仇恨或歧視言論", zh_CN: "仇恨或歧视言论", en: "Hate or discrimination", pt: "Ódio ou discriminação" },
  personal_data: { zh_TW: "披露他人個人資料", zh_CN: "披露他人个人资料", en: "Someone else's personal data", pt: "Dados pessoais de terceiros" },
  illegal: { zh_TW: "違法內容", zh_CN: "违法内容", en: "Unlawful content", pt: "Conteúdo ilegal" },
  off_topic: { zh_TW: "與內容無關", zh_CN: "与内容无关", en: "Off topic", pt: "Fora do tema" },
  other: { zh_TW: "其他（見備註）", zh_CN: "其他（见备注）", en: "Other (see the note)", pt: "Outro (ver a nota)" },
};

/** The longest moderator's note, in characters after trimming. */
export const MODERATION_NOTE_MAX_CHARS = 500;
/** The longest search text of the queue. */
export const MODERATION_SEARCH_MAX_CHARS = 100;

/** A comment kind's name as stored ("news", "program" …). */
const zContentKindName = z.string().trim().min(1).max(40).regex(/^[a-z][a-z_-]*$/, "a kind is written like news");
/** A moderator's optional note: visible text; blank is none. */
export const zModerationNote = z
  .union([zVisibleLines.pipe(z.string().max(MODERATION_NOTE_MAX_CHARS)), z.null()])
  .optional()
  .transform((note) => note || null);

/**
 * The moderation queue's filters: status (all when absent), kind, text search in the comment, the member, Macao
 * calendar days (both included); newest first, paged.
 */
export const moderationQueueQuery = pagingQuery.extend({
  status: z.enum(COMMENT_STATUSES).optional(),
  kind: zContentKindName.optional(),
  q: zVisibleText.pipe(z.string().max(MODERATION_SEARCH_MAX_CHARS)).optional(),
  memberId: idSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ModerationQueueQuery = z.input<typeof moderationQueueQuery>;

/** Hide a comment: why (the fixed list), and an optional note for the other moderators. */
export const hideCommentBody = z.object({ reason: z.enum(MODERATION_REASONS), note: zModerationNote });
export type HideCommentInput = z.input<typeof hideCommentBody>;

/**
 * Block a member from commenting: why, an optional note, and optionally the last Macao calendar day of the block
 * (today or later; absent or null: until unblocked).
 */
export const commentBlockBody = z.object({ reason: z.enum(MODERATION_REASONS), note: zModerationNote, until: isoDate.nullable().optional() });
export type CommentBlockInput = z.input<typeof commentBlockBody>;

/**
 * Reset a member's nickname (shown beside their comments and messages) to a neutral one: why (told to the member in
 * their notifications) and an optional note for staff.
 */
export const nicknameResetBody = z.object({ reason: z.enum(MODERATION_REASONS), note: zModerationNote });
export type NicknameResetInput = z.input<typeof nicknameResetBody>;

/** A member's nickname before and after a reset. */
export interface NicknameReset {
  memberId: number;
  before: string;
  nickName: string;
}

/** The staff member who acted: the id (null once the account is gone) and the name at the time. */
export interface ModeratorRef {
  id: number | null;
  name: string;
}

/** A member's block from commenting, while it lasts. */
export interface CommentBlock {
  memberId: number;
  reason: ModerationReason;
  note: string | null;
  /** When the block ends (the end of its last Macao day, ISO 8601), or null: until unblocked. */
  until: string | null;
  blockedAt: string;
  blockedBy: ModeratorRef;
}

/** A member's block state after a block or unblock: null when the member may comment. */
export interface CommentBlockState {
  memberId: number;
  block: CommentBlock | null;
}

/** A comment as the moderation queue shows it. */
export interface ModeratedComment {
  id: number;
  /** The content kind and the item's id in it. */
  kind: string;
  itemId: number;
  /** The item's title and the path of its page (in the request's language where the item has one), or null when the item is gone. */
  item: { title: string; link: string } | null;
  status: CommentStatus;
  /** The text as written: render it as text. */
  comment: string;
  /** The same text HTML-escaped, line breaks as <br>. */
  commentHtml: string;
  replyTo: number | null;
  createdAt: string;
  member: { id: number; nickName: string; block: CommentBlock | null };
  /** The last hide or restore: the reason and note of a hide (null after a restore), when and by whom; null if never moderated. */
  moderation: { reason: ModerationReason | null; note: string | null; at: string; by: ModeratorRef } | null;
}
