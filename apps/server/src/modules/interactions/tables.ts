/**
 * Likes and comments of every content kind (docs/interactions.md), owned by modules/interactions. An item is named
 * by its kind ("news", "program" …) and its id in the kind's own table; the counters stay on those tables (news:
 * news_articles.like_count, comment_count), moved by the kinds' adapters in the transaction that writes a row here.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { CommentStatus, ModerationReason } from "@portal/contract/schemas/interactions";
import { createdAt } from "../../db/columns.ts";
import { members } from "../identity/tables.ts";
import { staffAccounts } from "../staff/tables.ts";

/** One like per (kind, item, member) under the primary key: liking twice is a no-op. */
export const contentLikes = pgTable(
  "content_likes",
  {
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.memberId] }), index("content_likes_member_idx").on(t.memberId)],
);

export { COMMENT_STATUSES, type CommentStatus } from "@portal/contract/schemas/interactions";

/**
 * Members' comments, stored as the plain text they wrote (never HTML); escaped on output. reply_to points at a
 * published comment of the same item (checked by the service); a deleted comment leaves its replies standing.
 * Lists read the partial index of published comments, newest first. The last moderation (docs/interactions.md
 * "Moderation"): a hide's reason and note (cleared by a restore), when, and the staff member (id and name then; the
 * audit log keeps every step).
 */
export const contentComments = pgTable(
  "content_comments",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    replyTo: integer("reply_to").references((): AnyPgColumn => contentComments.id, { onDelete: "set null" }),
    comment: text("comment").notNull(),
    status: text("status").$type<CommentStatus>().notNull().default("published"),
    createdAt: createdAt(),
    moderationReason: text("moderation_reason").$type<ModerationReason>(),
    moderationNote: text("moderation_note"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: integer("moderated_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    moderatedByName: text("moderated_by_name"),
  },
  (t) => [
    index("content_comments_published_idx").on(t.kind, t.itemId, t.createdAt, t.id).where(sql`${t.status} = 'published'`),
    index("content_comments_member_idx").on(t.memberId),
    // The moderation queue: every comment newest first (by status, or all).
    index("content_comments_queue_idx").on(t.status, t.createdAt, t.id),
    index("content_comments_created_idx").on(t.createdAt, t.id),
    check("content_comments_status_check", sql`${t.status} in ('published', 'pending', 'hidden')`),
  ],
);

/**
 * Members blocked from commenting (docs/interactions.md "Moderation"): one row per member while a block is set;
 * `until` is when it ends (null: until unblocked). An unblock deletes the row (the audit log keeps the history).
 */
export const commentBlocks = pgTable("comment_blocks", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  reason: text("reason").$type<ModerationReason>().notNull(),
  note: text("note"),
  until: timestamp("until", { withTimezone: true }),
  blockedAt: timestamp("blocked_at", { withTimezone: true }).notNull(),
  blockedBy: integer("blocked_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  blockedByName: text("blocked_by_name").notNull(),
});
