import { and, desc, eq, gte, inArray, lt, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pickText } from "../../platform/localize.ts";
import { macauIso } from "../../platform/macau-time.ts";
import { excerpt, type SubmissionSource } from "../../platform/submissions.ts";
import { visitBookings, visitBookingSlots, visitFormFields, visitLocations, visitSlots } from "./tables.ts";

/**
 * Visit bookings as the console's inbox reads them (platform/submissions.ts; docs/console.md "The inbox"), and their
 * retention (docs/forms.md "Retention"): a booking is kept one year after its visit (the end of its last slot), long
 * enough to look back on a complaint or a group that comes every year, then deleted with its slots' places.
 */
export const VISIT_BOOKING_RETENTION_MS = 365 * 86_400_000;

/** The end of each booking's visit (its last slot). */
async function visitEnds(db: Db, ids: readonly number[]): Promise<Map<number, Date>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ bookingId: visitBookingSlots.bookingId, end: max(visitSlots.endsAt) })
    .from(visitBookingSlots)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookingSlots.slotId))
    .where(inArray(visitBookingSlots.bookingId, [...ids]))
    .groupBy(visitBookingSlots.bookingId);
  return new Map(rows.map((row) => [row.bookingId, new Date(row.end as unknown as string | Date)]));
}

const deletedAt = (ends: Map<number, Date>, id: number, receivedAt: Date) => new Date((ends.get(id) ?? receivedAt).getTime() + VISIT_BOOKING_RETENTION_MS);

/** Deletes the bookings whose visit ended more than a year before `now` (their slot rows go by cascade). */
export async function pruneBookings(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - VISIT_BOOKING_RETENTION_MS);
  const recent = db
    .select({ id: visitBookingSlots.bookingId })
    .from(visitBookingSlots)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookingSlots.slotId))
    .where(gte(visitSlots.endsAt, cutoff));
  const gone = await db
    .delete(visitBookings)
    .where(and(lt(visitBookings.createdAt, cutoff), sql`${visitBookings.id} not in ${recent}`))
    .returning({ id: visitBookings.id });
  return gone.length;
}

const bookingColumns = { booking: visitBookings, location: visitLocations.name };

export const visitSource: SubmissionSource = {
  async summaries(db, range) {
    const rows = await db
      .select(bookingColumns)
      .from(visitBookings)
      .innerJoin(visitLocations, eq(visitLocations.id, visitBookings.locationId))
      .where(and(range.from ? gte(visitBookings.createdAt, range.from) : undefined, range.to ? lt(visitBookings.createdAt, range.to) : undefined))
      .orderBy(desc(visitBookings.createdAt), desc(visitBookings.id));
    const ends = await visitEnds(db, rows.map((row) => row.booking.id));
    return rows.map(({ booking, location }) => ({
      id: booking.id,
      reference: booking.reference,
      from: booking.organisation || booking.contactName,
      summary: excerpt(`${pickText(location, "en")} · ${booking.headcount}`),
      searchText: [booking.reference, booking.organisation, booking.contactName, booking.phone, booking.email].join("\n"),
      receivedAt: booking.createdAt,
      deletedAt: deletedAt(ends, booking.id, booking.createdAt),
    }));
  },
  async detail(db, id, locale) {
    const [found] = await db.select(bookingColumns).from(visitBookings).innerJoin(visitLocations, eq(visitLocations.id, visitBookings.locationId)).where(eq(visitBookings.id, id));
    if (!found) return null;
    const { booking, location } = found;
    const [slots, questions, ends] = await Promise.all([
      db
        .select({ startsAt: visitSlots.startsAt, people: visitBookingSlots.people })
        .from(visitBookingSlots)
        .innerJoin(visitSlots, eq(visitSlots.id, visitBookingSlots.slotId))
        .where(eq(visitBookingSlots.bookingId, id))
        .orderBy(visitSlots.startsAt),
      db.select({ key: visitFormFields.key, label: visitFormFields.label }).from(visitFormFields),
      visitEnds(db, [id]),
    ]);
    const labelOf = new Map(questions.map((question) => [question.key, pickText(question.label, locale)]));
    const place = pickText(location, locale);
    return {
      id: booking.id,
      reference: booking.reference,
      from: booking.organisation || booking.contactName,
      summary: `${place} · ${booking.headcount}`,
      searchText: "",
      receivedAt: booking.createdAt,
      deletedAt: deletedAt(ends, booking.id, booking.createdAt),
      locale: booking.locale,
      fields: [
        { key: "location", value: place, label: null },
        ...slots.map((slot) => ({ key: "slot", value: `${macauIso(slot.startsAt).slice(0, 16).replace("T", " ")} (${slot.people})`, label: null })),
        { key: "organisation", value: booking.organisation, label: null },
        { key: "name", value: booking.contactName, label: null },
        { key: "phone", value: booking.phone, label: null },
        { key: "email", value: booking.email, label: null },
        { key: "headcount", value: String(booking.headcount), label: null },
        ...Object.entries(booking.answers).map(([key, value]) => ({ key, value: typeof value === "boolean" ? (value ? "✓" : "✗") : value, label: labelOf.get(key) ?? key })),
      ],
      files: [],
      link: null,
    };
  },
  async existing(db, ids) {
    if (!ids.length) return [];
    return (await db.select({ id: visitBookings.id }).from(visitBookings).where(inArray(visitBookings.id, [...ids]))).map((row) => row.id);
  },
  async namingFile() {
    return []; // the booking form takes no files
  },
};
