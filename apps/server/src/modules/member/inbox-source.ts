import { and, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { excerpt, type SubmissionSource, type SubmissionSummary } from "../../platform/submissions.ts";
import { memberFeedback } from "./tables.ts";

/**
 * Members' feedback as the console's inbox reads it (platform/submissions.ts; docs/console.md "The inbox"), and its
 * retention (docs/forms.md "Retention"): one year after it arrives, as the contact form's messages, which it
 * resembles (an opinion, a complaint, sometimes a contact); also deleted when the member closes the account.
 */
export const FEEDBACK_RETENTION_MS = 365 * 86_400_000;

export async function pruneFeedback(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(memberFeedback)
    .where(lt(memberFeedback.createdAt, new Date(now.getTime() - FEEDBACK_RETENTION_MS)))
    .returning({ id: memberFeedback.id });
  return gone.length;
}

/** Feedback has no reference of its own: its number, written like the forms' references. */
const referenceOf = (row: { id: number }) => `F${String(row.id).padStart(6, "0")}`;
const feedbackSummary = (row: typeof memberFeedback.$inferSelect): SubmissionSummary => ({
  id: row.id,
  reference: referenceOf(row),
  from: row.contact || (row.memberId ? `#${row.memberId}` : "—"),
  summary: excerpt(row.content),
  searchText: [referenceOf(row), row.contact, row.category, row.content].join("\n"),
  receivedAt: row.createdAt,
  deletedAt: new Date(row.createdAt.getTime() + FEEDBACK_RETENTION_MS),
});

export const feedbackSource: SubmissionSource = {
  async summaries(db, range) {
    const rows = await db
      .select()
      .from(memberFeedback)
      .where(and(range.from ? gte(memberFeedback.createdAt, range.from) : undefined, range.to ? lt(memberFeedback.createdAt, range.to) : undefined))
      .orderBy(desc(memberFeedback.createdAt), desc(memberFeedback.id));
    return rows.map(feedbackSummary);
  },
  async detail(db, id) {
    const [row] = await db.select().from(memberFeedback).where(eq(memberFeedback.id, id));
    if (!row) return null;
    const field = (key: string, value: string | number | null) => (value === null || value === "" ? [] : [{ key, value: String(value), label: null }]);
    return {
      ...feedbackSummary(row),
      locale: null,
      fields: [...field("member", row.memberId), ...field("category", row.category), ...field("contact", row.contact), ...field("content", row.content)],
      files: [],
      link: null,
    };
  },
  async existing(db, ids) {
    if (!ids.length) return [];
    return (await db.select({ id: memberFeedback.id }).from(memberFeedback).where(inArray(memberFeedback.id, [...ids]))).map((row) => row.id);
  },
  async namingFile() {
    return [];
  },
};
