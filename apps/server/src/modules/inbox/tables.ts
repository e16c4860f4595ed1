/**
 * The inbox's handling of the public's submissions (docs/console.md "The inbox"), owned by modules/inbox. The
 * submissions stay in their modules' tables; a submission is named by its kind and its id there. A submission no
 * row names here is `new`. The rows go when their submission is deleted (after its retention: inbox-service.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";

/** Status and assignee of one submission. Staff ids are the staff module's accounts (by id, not a foreign key). */
export const inboxHandling = pgTable(
  "inbox_handling",
  {
    kind: text("kind").notNull(),
    submissionId: integer("submission_id").notNull(),
    status: text("status").notNull().default("new"),
    assigneeId: integer("assignee_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    updatedBy: integer("updated_by").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.submissionId] }),
    index("inbox_handling_assignee_idx").on(t.assigneeId),
    check("inbox_handling_status_check", sql`${t.status} in ('new', 'in_progress', 'done')`),
  ],
);

/** Staff's notes on a submission, oldest first; plain text, never rendered as HTML. */
export const inboxNotes = pgTable(
  "inbox_notes",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    submissionId: integer("submission_id").notNull(),
    authorId: integer("author_id").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("inbox_notes_submission_idx").on(t.kind, t.submissionId, t.createdAt)],
);
