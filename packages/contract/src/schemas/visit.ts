import { z } from "zod";
import { VISIT_ANSWER_MAX_LENGTH, VISIT_MAX_SLOTS } from "../visits.ts";
import { addValidationIssue, checkVisitHeadcount, TEXT_FIELD_MAX_LENGTH, zEmail, zPhone, zRequired } from "../validation.ts";
import { idSchema, isoDate } from "./common.ts";

/**
 * Studio visits (spec §2 about_us/visit, visit/application; §5 headcount; §7 cms/visit*, POST cms/visit/form; §8
 * code -1; docs/visits.md): the programme, its locations and what a visitor sees there by category, the booking
 * form's definition, bookings, and the staff export of the bookings.
 */

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface VisitProgramme {
  title: string;
  intro: string;
  picture: string | null;
  /** Rules every group follows (the headcount rule among them). */
  rules: string[];
  /** Practical notes: how to get there, what to bring, photos. */
  notes: string[];
  groupMin: number;
  groupMax: number;
  bookingMax: number;
  leadHours: number;
  /** Where larger groups and questions go. */
  contactEmail: string;
  contactPhone: string;
}

export interface VisitSlot {
  id: number;
  /** ISO instant; the Macao wall-clock date and times below are what the screens show. */
  startsAt: string;
  endsAt: string;
  date: string;
  start: string;
  end: string;
  capacity: number;
  remaining: number;
}

export interface VisitLocation {
  id: number;
  slug: string;
  name: string;
  address: string;
  description: string;
  picture: string | null;
  /** Duration of the tour in minutes. */
  minutes: number;
  /** Bookable slots (starting after the lead time, within the booking window), in time order; full ones included. */
  slots: VisitSlot[];
}

export interface VisitIntroduction {
  id: number;
  visitLocationId: number;
  category: { id: number; slug: string; name: string };
  title: string;
  body: string;
  picture: string | null;
}

export type VisitFieldType = "text" | "select" | "number" | "date" | "slot" | "checkbox";
/** Which check applies to a field: a §5 field kind, the headcount rule, or plain required/optional. */
export type VisitFieldRule = "required" | "phone" | "email" | "visitHeadcount" | "none";

export interface VisitFormField {
  key: string;
  type: VisitFieldType;
  label: string;
  hint: string | null;
  required: boolean;
  rule: VisitFieldRule;
  /** The rule's messages in the request's language (so the page needs no message table). */
  messages: Record<string, string>;
  options: { value: string; label: string }[];
  min: number | null;
  max: number | null;
  maxLength: number | null;
}

export interface VisitForm {
  fields: VisitFormField[];
}

export interface VisitBookingResult {
  reference: string;
  location: string;
  slots: { id: number; date: string; start: string; end: string; people: number }[];
  headcount: number;
  /** Where the acknowledgement went. */
  email: string;
}

export interface VisitExportRow {
  reference: string;
  createdAt: string;
  locale: string;
  location: string;
  slots: { startsAt: string; people: number }[];
  headcount: number;
  organisation: string;
  contactName: string;
  phone: string;
  email: string;
  answers: Record<string, string | boolean>;
}
export interface VisitExport {
  from: string;
  to: string;
  items: VisitExportRow[];
}

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const visitIntroductionQuery = z.object({
  visitLocationId: idSchema,
  categoryId: idSchema.optional(),
});
export type VisitIntroductionQuery = z.input<typeof visitIntroductionQuery>;

const answerValue = z.union([z.string().max(VISIT_ANSWER_MAX_LENGTH), z.boolean()]);

/**
 * POST cms/visit/form. The fixed fields are checked here (§5 phone and e-mail, the headcount rule against the slots
 * chosen); the answers to the form's other fields are checked against its definition by the server.
 */
export const visitFormBody = z
  .object({
    organisation: zRequired,
    contactName: zRequired,
    phone: zPhone,
    email: zEmail,
    headcount: z.number().int().min(1).max(10_000),
    slotIds: z.array(idSchema).min(1).max(VISIT_MAX_SLOTS),
    answers: z.record(z.string().regex(/^[a-zA-Z]\w{0,39}$/), answerValue).default({}),
    verifyKey: z.string().min(1).max(TEXT_FIELD_MAX_LENGTH),
    verifyCode: z.string().min(1).max(TEXT_FIELD_MAX_LENGTH),
  })
  .superRefine((body, ctx) => {
    if (new Set(body.slotIds).size !== body.slotIds.length) ctx.addIssue({ code: "custom", path: ["slotIds"], message: "slots repeat" });
    // The §5 rule: the index of the last slot chosen is the "second or later" slot a group above 20 needs.
    const rule = checkVisitHeadcount(body.headcount, body.slotIds.length - 1);
    if (rule) addValidationIssue(ctx, rule, ["headcount"]);
  });
export type VisitFormInput = z.input<typeof visitFormBody>;

export const visitExportQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    format: z.enum(["json", "csv"]).default("json"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] });
export type VisitExportQuery = z.input<typeof visitExportQuery>;
