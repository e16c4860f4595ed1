import { eq } from "drizzle-orm";
import type { feedbackBody } from "@portal/contract/schemas/member";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { memberFeedback } from "./tables.ts";
import type { Limit } from "../../platform/rate-limit.ts";

/** Feedback a member may send per hour: plenty for a person, a ceiling for a script filling the table. */
export const FEEDBACK_LIMIT: Limit = { name: "member-feedback", max: 10, windowMs: 60 * 60_000 };

/** Kept as plain text for staff; never rendered as HTML. */
export async function saveFeedback(db: Db, memberId: number, body: z.output<typeof feedbackBody>, now: Date): Promise<{ id: number }> {
  const [row] = await db
    .insert(memberFeedback)
    .values({ memberId, category: body.category, content: body.content, contact: body.contact ?? null, createdAt: now })
    .returning({ id: memberFeedback.id });
  return { id: row!.id };
}

/** Deletes a member's feedback when their account is closed (it may hold personal data). */
export async function deleteFeedbackOf(db: Db, account: { memberId: number }): Promise<void> {
  await db.delete(memberFeedback).where(eq(memberFeedback.memberId, account.memberId));
}
