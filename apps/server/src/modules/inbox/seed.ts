import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { daysBefore } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";
import { contactMessages, disclosures } from "../forms/tables.ts";
import { members } from "../identity/tables.ts";
import { memberFeedback } from "../member/tables.ts";
import { staffAccounts } from "../staff/tables.ts";
import { visitBookings, visitBookingSlots, visitSlots } from "../visit/tables.ts";
import { inboxHandling, inboxNotes } from "./tables.ts";

/**
 * Demo submissions for the inbox (docs/console.md "The inbox"), one or two of each kind the public forms send
 * without files (a tip-off, contact messages, a member's feedback, a visit booking), and one contact message already
 * being handled by the demo moderator, with a note. Supplier registrations are the supplier module's demo accounts.
 */
async function seedInbox(db: Db, now: Date): Promise<void> {
  await db.insert(disclosures).values({
    reference: "D-20261130-DEMO01",
    locale: "zh_TW",
    name: "陳先生",
    sex: "male",
    content: "氹仔成都街今早水浸，巴士改道，附近商戶說每逢大雨都會這樣，希望記者跟進排水工程的進度。",
    phone: "66123400",
    createdAt: daysBefore(now, 2),
  });
  const [handled] = await db
    .insert(contactMessages)
    .values([
      { reference: "C-20261129-DEMO01", locale: "pt", topic: "reception", name: "Maria Conceição", email: "maria@example.mo", message: "O canal 2 falha todas as noites por volta das 20h na Taipa. A televisão foi ressintonizada na semana passada.", createdAt: daysBefore(now, 3) },
      { reference: "C-20261201-DEMO02", locale: "en", topic: "programmes", name: "Daniel Lam", email: "daniel@example.mo", message: "Could Macau Tonight be repeated later in the evening? I finish work after it airs.", createdAt: daysBefore(now, 1) },
    ])
    .returning({ id: contactMessages.id });
  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.username, "demo"));
  await db.insert(memberFeedback).values({ memberId: demo?.id ?? null, category: "app", content: "The player stops when my phone locks its screen.", contact: "demo@example.mo", createdAt: daysBefore(now, 1) });

  const [slot] = await db.select().from(visitSlots).where(and(gt(visitSlots.startsAt, now), sql`${visitSlots.capacity} - ${visitSlots.booked} >= 18`)).orderBy(asc(visitSlots.startsAt)).limit(1);
  if (slot) {
    const [booking] = await db
      .insert(visitBookings)
      .values({ reference: "V-20261201-DEMO01", locationId: slot.locationId, organisation: "Escola Portuguesa de Macau", contactName: "Ana Lei", phone: "66001122", email: "ana.lei@example.mo", headcount: 18, locale: "pt", createdAt: daysBefore(now, 1) })
      .returning({ id: visitBookings.id });
    await db.insert(visitBookingSlots).values({ bookingId: booking!.id, slotId: slot.id, people: 18 });
    await db.update(visitSlots).set({ booked: sql`${visitSlots.booked} + 18` }).where(eq(visitSlots.id, slot.id));
  }

  const [moderator] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.role, "moderator")).limit(1);
  if (moderator && handled) {
    await db.insert(inboxHandling).values({ kind: "contact", submissionId: handled.id, status: "in_progress", assigneeId: moderator.id, updatedAt: daysBefore(now, 2), updatedBy: moderator.id });
    await db.insert(inboxNotes).values({ kind: "contact", submissionId: handled.id, authorId: moderator.id, text: "Passed to the transmission team; they will call her back.", createdAt: daysBefore(now, 2) });
  }
}

// Seed order 110: after the members (60), suppliers (65), visits (97), staff (98) and forms (100) it refers to.
export const seedStep = defineSeedStep(110, seedInbox);
