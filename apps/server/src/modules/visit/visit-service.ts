import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { VISIT_GROUP_MAX, VISIT_GROUP_MIN } from "@portal/contract/constants";
import type { ApiLocale } from "@portal/contract/locales";
import { VISIT_BOOKING_MAX, VISIT_LEAD_HOURS, visitGroupParts } from "@portal/contract/visits";
import type {
  VisitBookingResult,
  VisitExport,
  VisitExportRow,
  VisitForm,
  VisitFormField,
  VisitIntroduction,
  VisitLocation,
  VisitProgramme,
  VisitSlot,
} from "@portal/contract/schemas/visit";
import { hasOnlyVisibleText, validationMessage, type ValidationRule } from "@portal/contract/validation";
import type { Db } from "../../db/client.ts";
import {
  visitBookings,
  visitBookingSlots,
  visitCategories,
  visitFormFields,
  visitIntroductions,
  visitLocations,
  visitProgramme,
  visitSlots,
} from "./tables.ts";
import { AppError, refusal } from "../../platform/errors.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import { MACAU_OFFSET_MS, macauDate } from "../../platform/macau-time.ts";
import type { CsvColumn } from "../../platform/staff-export.ts";
import { replyText, type Reply } from "../../platform/replies.ts";
import { visitReplies } from "./replies.ts";

/** Studio visits (docs/visits.md): reads for the pages, the booking with its capacity rule, the staff export. */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How far ahead slots are shown and taken. */
export const VISIT_WINDOW_DAYS = 31;

/** The fields whose values travel at the top of the booking body; every other field of the form is an answer. */
export const FIXED_FIELDS = ["organisation", "contactName", "phone", "email", "headcount", "slotIds"] as const;

const macauWall = (at: Date) => new Date(at.getTime() + MACAU_OFFSET_MS).toISOString();
const macauTime = (at: Date) => macauWall(at).slice(11, 16);

/** The window in which slots can be booked at `now`: after the lead time, within the booking window. */
function bookable(now: Date) {
  return and(gt(visitSlots.startsAt, new Date(now.getTime() + VISIT_LEAD_HOURS * HOUR_MS)), lt(visitSlots.startsAt, new Date(now.getTime() + VISIT_WINDOW_DAYS * DAY_MS)))!;
}

type SlotRow = typeof visitSlots.$inferSelect;
const toSlot = (row: SlotRow): VisitSlot => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  date: macauDate(row.startsAt),
  start: macauTime(row.startsAt),
  end: macauTime(row.endsAt),
  capacity: row.capacity,
  remaining: Math.max(0, row.capacity - row.booked),
});

export async function getProgramme(db: Db, locale: ApiLocale): Promise<VisitProgramme | null> {
  const [row] = await db.select().from(visitProgramme).orderBy(asc(visitProgramme.id)).limit(1);
  if (!row) return null;
  return {
    title: pickText(row.title, locale),
    intro: pickText(row.intro, locale),
    picture: row.picture,
    rules: row.rules.map((rule) => pickText(rule, locale)),
    notes: row.notes.map((note) => pickText(note, locale)),
    groupMin: VISIT_GROUP_MIN,
    groupMax: VISIT_GROUP_MAX,
    bookingMax: VISIT_BOOKING_MAX,
    leadHours: VISIT_LEAD_HOURS,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
  };
}

export async function listLocations(db: Db, locale: ApiLocale, now: Date): Promise<VisitLocation[]> {
  const locations = await db.select().from(visitLocations).where(eq(visitLocations.published, true)).orderBy(asc(visitLocations.sortOrder), asc(visitLocations.id));
  if (!locations.length) return [];
  const slots = await db
    .select()
    .from(visitSlots)
    .where(and(inArray(visitSlots.locationId, locations.map((l) => l.id)), bookable(now)))
    .orderBy(asc(visitSlots.startsAt), asc(visitSlots.id));
  return locations.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: pickText(row.name, locale),
    address: pickText(row.address, locale),
    description: pickText(row.description, locale),
    picture: row.picture,
    minutes: row.minutes,
    slots: slots.filter((slot) => slot.locationId === row.id).map(toSlot),
  }));
}

/** What a visitor sees at a location, of one category or all; null when the location is unknown. */
export async function listIntroductions(db: Db, locale: ApiLocale, locationId: number, categoryId?: number): Promise<VisitIntroduction[] | null> {
  const [location] = await db
    .select({ id: visitLocations.id })
    .from(visitLocations)
    .where(and(eq(visitLocations.id, locationId), eq(visitLocations.published, true)));
  if (!location) return null;
  const rows = await db
    .select({ item: visitIntroductions, category: visitCategories })
    .from(visitIntroductions)
    .innerJoin(visitCategories, eq(visitCategories.id, visitIntroductions.categoryId))
    .where(and(eq(visitIntroductions.locationId, locationId), categoryId === undefined ? undefined : eq(visitIntroductions.categoryId, categoryId)))
    .orderBy(asc(visitCategories.sortOrder), asc(visitIntroductions.sortOrder), asc(visitIntroductions.id));
  return rows.map(({ item, category }) => ({
    id: item.id,
    visitLocationId: item.locationId,
    category: { id: category.id, slug: category.slug, name: pickText(category.name, locale) },
    title: pickText(item.title, locale),
    body: pickText(item.body, locale),
    picture: item.picture,
  }));
}

type FieldRow = typeof visitFormFields.$inferSelect;

/** The messages a field's rule can show, in the request's language. */
function ruleMessages(row: FieldRow, locale: ApiLocale): Record<string, string> {
  const rules: ValidationRule[] = ["required"];
  if (row.rule === "phone") rules.push("phone");
  if (row.rule === "email") rules.push("email");
  if (row.rule === "visitHeadcount") rules.push("visitHeadcount", "visitNeedsLaterSlot");
  if (row.maxLength) rules.push("tooLong");
  const messages: Record<string, string> = Object.fromEntries(rules.map((rule) => [rule, validationMessage(rule, locale, rule === "tooLong" ? { max: row.maxLength! } : {})]));
  if (row.rule === "visitHeadcount") messages.groupTooLarge = replyText(visitReplies.visitGroupTooLarge, locale, { max: VISIT_BOOKING_MAX });
  return messages;
}

async function formRows(db: Db): Promise<FieldRow[]> {
  return db.select().from(visitFormFields).orderBy(asc(visitFormFields.sortOrder), asc(visitFormFields.id));
}

export async function getForm(db: Db, locale: ApiLocale): Promise<VisitForm> {
  const rows = await formRows(db);
  return {
    fields: rows.map(
      (row): VisitFormField => ({
        key: row.key,
        type: row.type,
        label: pickText(row.label, locale),
        hint: pickOptionalText(row.hint, locale),
        required: row.required,
        rule: row.rule,
        messages: ruleMessages(row, locale),
        options: row.options.map((option) => ({ value: option.value, label: pickText(option.label, locale) })),
        min: row.min,
        max: row.max,
        maxLength: row.maxLength,
      }),
    ),
  };
}

// ── Booking ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** A refusal because the slot is taken: HTTP 409, envelope code -1 (spec §8). */
const conflict = (reply: Reply, params: Record<string, string | number> = {}) => new AppError(409, reply, params, -1);

/** The answers to the form's own fields against its definition: known keys, required ones given, options, lengths. */
export function checkAnswers(rows: readonly FieldRow[], answers: Record<string, string | boolean>, locale: ApiLocale): Record<string, string | boolean> {
  const fields = new Map(rows.filter((row) => !(FIXED_FIELDS as readonly string[]).includes(row.key)).map((row) => [row.key, row]));
  const clean: Record<string, string | boolean> = {};
  for (const key of Object.keys(answers)) {
    if (!fields.has(key)) throw refusal(visitReplies.visitAnswerInvalid, { field: key });
  }
  for (const [key, row] of fields) {
    const label = pickText(row.label, locale);
    const value = answers[key];
    // A check box answered false is kept (a "no" the staff read), unless the box is required.
    if (row.type === "checkbox" && value === false && !row.required) {
      clean[key] = false;
      continue;
    }
    const given = typeof value === "boolean" ? value : typeof value === "string" && value.trim() !== "";
    if (!given) {
      if (row.required) throw refusal(visitReplies.visitAnswerMissing, { field: label });
      continue;
    }
    const invalid = () => refusal(visitReplies.visitAnswerInvalid, { field: label });
    if (row.type === "checkbox") {
      if (typeof value !== "boolean") throw invalid();
      clean[key] = value;
      continue;
    }
    if (typeof value !== "string") throw invalid();
    const text = value.trim();
    if (row.type === "select" && !row.options.some((option) => option.value === text)) throw invalid();
    if (row.type === "number") {
      const n = Number(text);
      if (!/^\d{1,6}$/.test(text) || (row.min !== null && n < row.min) || (row.max !== null && n > row.max)) throw invalid();
    }
    if (row.type === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(text)) throw invalid();
    if (row.maxLength !== null && [...text].length > row.maxLength) throw invalid();
    // Staff read the answers: no bidirectional controls or other invisible characters (docs/security.md).
    if (!hasOnlyVisibleText(text, { multiline: true })) throw invalid();
    clean[key] = text;
  }
  return clean;
}

export interface BookingInput {
  organisation: string;
  contactName: string;
  phone: string;
  email: string;
  headcount: number;
  slotIds: number[];
  answers: Record<string, string | boolean>;
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** A booking reference such as V-20261203-7KQ2M9: the visit's Macao date and 30 random bits without look-alikes. */
function newReference(date: string): string {
  const chars = Array.from(randomBytes(6), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]!).join("");
  return `V-${date.replaceAll("-", "")}-${chars}`;
}

/**
 * Books a visit. The slots must be bookable now, at one location, on one Macao day, the second after the first.
 * In one transaction, each slot's places are taken with a conditional update (`booked + n <= capacity`; the row
 * lock makes parallel bookings of a slot wait their turn and re-check), then the booking and its slot parts are
 * inserted: a slot without room rolls everything back, so a slot never holds more visitors than its capacity.
 */
export async function bookVisit(db: Db, input: BookingInput, locale: ApiLocale, now: Date): Promise<VisitBookingResult> {
  if (input.headcount > VISIT_BOOKING_MAX) throw refusal(visitReplies.visitGroupTooLarge, { max: VISIT_BOOKING_MAX });
  if (input.headcount <= VISIT_GROUP_MAX && input.slotIds.length > 1) throw refusal(visitReplies.visitSecondSlotNotNeeded, { max: VISIT_GROUP_MAX });
  const answers = checkAnswers(await formRows(db), input.answers, locale);
  const slots = await db.select().from(visitSlots).where(and(inArray(visitSlots.id, input.slotIds), bookable(now)));
  const chosen = input.slotIds.map((id) => slots.find((slot) => slot.id === id));
  if (chosen.some((slot) => !slot)) throw conflict(visitReplies.visitSlotUnavailable);
  const ordered = chosen as SlotRow[];
  const [first, second] = ordered;
  if (second && (second.locationId !== first!.locationId || macauDate(second.startsAt) !== macauDate(first!.startsAt) || second.startsAt < first!.endsAt)) {
    throw refusal(visitReplies.visitSlotsApart);
  }
  const [location] = await db.select().from(visitLocations).where(eq(visitLocations.id, first!.locationId));
  if (!location?.published) throw conflict(visitReplies.visitSlotUnavailable);
  const parts = visitGroupParts(input.headcount).map((people, i) => ({ slot: ordered[i]!, people }));
  const reference = newReference(macauDate(first!.startsAt));

  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Slots in id order, so that two bookings of the same two slots lock them in the same order.
    for (const { slot, people } of [...parts].sort((a, b) => a.slot.id - b.slot.id)) {
      const taken = await tx
        .update(visitSlots)
        .set({ booked: sql`${visitSlots.booked} + ${people}` })
        .where(and(eq(visitSlots.id, slot.id), sql`${visitSlots.booked} + ${people} <= ${visitSlots.capacity}`))
        .returning({ id: visitSlots.id });
      if (!taken.length) {
        const [current] = await tx.select({ capacity: visitSlots.capacity, booked: visitSlots.booked }).from(visitSlots).where(eq(visitSlots.id, slot.id));
        const remaining = Math.max(0, (current?.capacity ?? 0) - (current?.booked ?? 0));
        throw conflict(visitReplies.visitSlotFull, { time: `${macauDate(slot.startsAt)} ${macauTime(slot.startsAt)}`, remaining });
      }
    }
    const [booking] = await tx
      .insert(visitBookings)
      .values({
        reference,
        locationId: location.id,
        organisation: input.organisation,
        contactName: input.contactName,
        phone: input.phone,
        email: input.email,
        headcount: input.headcount,
        answers,
        locale,
        createdAt: now,
      })
      .returning({ id: visitBookings.id });
    await tx.insert(visitBookingSlots).values(parts.map(({ slot, people }) => ({ bookingId: booking!.id, slotId: slot.id, people })));
  });

  return {
    reference,
    location: pickText(location.name, locale),
    slots: parts.map(({ slot, people }) => ({ id: slot.id, date: macauDate(slot.startsAt), start: macauTime(slot.startsAt), end: macauTime(slot.endsAt), people })),
    headcount: input.headcount,
    email: input.email,
  };
}

// ── Staff export ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Bookings submitted between two Macao days (inclusive), oldest first, with their slots. */
export async function exportBookings(db: Db, from: string, to: string): Promise<VisitExport> {
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - MACAU_OFFSET_MS);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) - MACAU_OFFSET_MS + DAY_MS);
  const rows = await db
    .select({ booking: visitBookings, locationName: visitLocations.name })
    .from(visitBookings)
    .innerJoin(visitLocations, eq(visitLocations.id, visitBookings.locationId))
    .where(and(gte(visitBookings.createdAt, start), lt(visitBookings.createdAt, end)))
    .orderBy(asc(visitBookings.createdAt), asc(visitBookings.id));
  const parts = rows.length
    ? await db
        .select({ bookingId: visitBookingSlots.bookingId, people: visitBookingSlots.people, startsAt: visitSlots.startsAt })
        .from(visitBookingSlots)
        .innerJoin(visitSlots, eq(visitSlots.id, visitBookingSlots.slotId))
        .where(inArray(visitBookingSlots.bookingId, rows.map((r) => r.booking.id)))
        .orderBy(asc(visitSlots.startsAt))
    : [];
  const items = rows.map(
    ({ booking, locationName }): VisitExportRow => ({
      reference: booking.reference,
      createdAt: booking.createdAt.toISOString(),
      locale: booking.locale,
      location: pickText(locationName, "zh_TW"),
      slots: parts.filter((p) => p.bookingId === booking.id).map((p) => ({ startsAt: p.startsAt.toISOString(), people: p.people })),
      headcount: booking.headcount,
      organisation: booking.organisation,
      contactName: booking.contactName,
      phone: booking.phone,
      email: booking.email,
      answers: booking.answers,
    }),
  );
  return { from, to, items };
}

export const EXPORT_COLUMNS: readonly CsvColumn<VisitExportRow>[] = [
  { name: "reference", value: (r) => r.reference },
  { name: "submitted_at", value: (r) => r.createdAt },
  { name: "language", value: (r) => r.locale },
  { name: "location", value: (r) => r.location },
  { name: "slots", value: (r) => r.slots.map((s) => `${macauWall(new Date(s.startsAt)).slice(0, 16).replace("T", " ")} (${s.people})`).join("; ") },
  { name: "headcount", value: (r) => r.headcount },
  { name: "organisation", value: (r) => r.organisation },
  { name: "contact_name", value: (r) => r.contactName },
  { name: "phone", value: (r) => r.phone },
  { name: "email", value: (r) => r.email },
  { name: "answers", value: (r) => JSON.stringify(r.answers) },
];
