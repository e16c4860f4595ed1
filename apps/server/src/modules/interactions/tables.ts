/**
 * Likes and comments of every content kind (docs/interactions.md), owned by modules/interactions. An item is named
 * by its kind ("news", "program" …) and its id in the kind's own table; the counters stay on those tables (news:
 * news_articles.like_count, comment_count), moved by the kinds' adapters in the transaction that writes a row here.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { CommentStatus } from "@portal/contract/schemas/interactions";
import { createdAt } from "../../db/columns.ts";
import { members } from "../identity/tables.ts";

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
 * Lists read the partial index of published comments, newest first.
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
  },
  (t) => [
    index("content_comments_published_idx").on(t.kind, t.itemId, t.createdAt, t.id).where(sql`${t.status} = 'published'`),
    index("content_comments_member_idx").on(t.memberId),
    check("content_comments_status_check", sql`${t.status} in ('published', 'pending', 'hidden')`),
  ],
);
