import { VISIT_GROUP_MAX } from "@portal/contract/constants";
import type { VisitFormField, VisitFormInput, VisitLocation, VisitSlot } from "@portal/contract/schemas/visit";
import { checkVisitHeadcount, isEmail, isMacauPhone } from "@portal/contract/rules";
import { VISIT_BOOKING_MAX, visitGroupParts } from "@portal/contract/visits";
import type { Checked, FieldErrors } from "../../components/form.ts";

/**
 * The booking form's rules in the browser (pure; the island VisitBooking.island.tsx draws it): the same checks as the
 * server's (§5 phone, e-mail, the headcount rule of validation.ts against the slots chosen), with the messages the
 * form definition carries in the page's language, and the slots a group can take.
 */

/** The fields sent at the top of the body; the form's other fields are answers. */
const FIXED = new Set(["organisation", "contactName", "phone", "email", "headcount", "slotIds"]);

export interface VisitFormState {
  /** Text, select, number and date values by field key. */
  values: Record<string, string>;
  /** Check boxes by field key. */
  checks: Record<string, boolean>;
  locationId: number | null;
  date: string;
  slotId: number | null;
  secondSlotId: number | null;
}

export const emptyVisitForm = (locationId: number | null): VisitFormState => ({ values: {}, checks: {}, locationId, date: "", slotId: null, secondSlotId: null });

/** The headcount typed, or null while it is not a whole number. */
export function headcountOf(state: VisitFormState): number | null {
  const text = (state.values.headcount ?? "").trim();
  return /^\d{1,5}$/.test(text) ? Number(text) : null;
}

/** The places the group needs in its first and second slot. */
export function partsOf(state: VisitFormState): number[] {
  const n = headcountOf(state);
  return n !== null && n <= VISIT_BOOKING_MAX ? visitGroupParts(n) : [];
}

/** Whether the group tours in two parts (above VISIT_GROUP_MAX). */
export const needsSecondSlot = (state: VisitFormState): boolean => partsOf(state).length > 1;

/** The dates of a location that still have a slot with places, in order. */
export function datesOf(location: VisitLocation | undefined): string[] {
  return [...new Set((location?.slots ?? []).filter((slot) => slot.remaining > 0).map((slot) => slot.date))];
}

/** The slots of the day chosen. */
export function slotsOfDay(location: VisitLocation | undefined, date: string): VisitSlot[] {
  return (location?.slots ?? []).filter((slot) => slot.date === date);
}

/** The slots a second part can take: later the same day, starting once the first has ended. */
export function laterSlots(location: VisitLocation | undefined, date: string, firstId: number | null): VisitSlot[] {
  const first = location?.slots.find((slot) => slot.id === firstId);
  if (!first) return [];
  return slotsOfDay(location, date).filter((slot) => slot.startsAt >= first.endsAt);
}

/** The §5 checks of the text fields (the predicates only: the page's JavaScript carries no rule table). */
const CHECKS: Partial<Record<VisitFormField["rule"], (value: string) => boolean>> = { phone: isMacauPhone, email: isEmail };

/** Checks the form as the server will; the body to send (without the captcha), or the messages by field key. */
export function checkVisitForm(fields: readonly VisitFormField[], state: VisitFormState): Checked<string, Omit<VisitFormInput, "verifyKey" | "verifyCode">> {
  const errors: FieldErrors<string> = {};
  const answers: Record<string, string | boolean> = {};
  const headcount = headcountOf(state);
  for (const field of fields) {
    const message = (rule: string) => field.messages[rule] ?? field.messages.required ?? "";
    const value = state.values[field.key] ?? "";
    if (field.type === "checkbox") {
      const checked = state.checks[field.key] ?? false;
      if (field.required && !checked) errors[field.key] = message("required");
      else if (!FIXED.has(field.key)) answers[field.key] = checked;
      continue;
    }
    if (field.type === "slot") {
      // The message goes to the part still to choose (its control is `{form}-{part}`): place, date, then time.
      const part = state.locationId === null ? field.key : !state.date ? "date" : state.slotId === null ? "slot" : null;
      if (part) errors[part] = message("required");
      continue;
    }
    if (field.rule === "visitHeadcount") {
      if (!value.trim()) errors[field.key] = message("required");
      else if (headcount !== null && headcount > VISIT_BOOKING_MAX) errors[field.key] = message("groupTooLarge");
      else {
        // §5: the index of the last slot chosen is the "second or later" slot a group above 20 needs.
        const rule = checkVisitHeadcount(headcount ?? Number.NaN, state.secondSlotId !== null ? 1 : 0);
        if (rule === "visitHeadcount") errors[field.key] = message(rule);
        // Above 20 without a second slot: the message goes where the second slot is chosen.
        if (rule === "visitNeedsLaterSlot") errors.secondSlot = message(rule);
      }
      continue;
    }
    if (!value.trim()) {
      if (field.required) errors[field.key] = message("required");
      continue;
    }
    const check = CHECKS[field.rule];
    if (check && !check(value.trim())) errors[field.key] = message(field.rule);
    else if (field.maxLength !== null && [...value.trim()].length > field.maxLength) errors[field.key] = message("tooLong");
    else if (field.type === "select" && !field.options.some((option) => option.value === value)) errors[field.key] = message("required");
    else if (!FIXED.has(field.key)) answers[field.key] = value.trim();
  }
  if (Object.values(errors).some(Boolean)) return { ok: false, errors };
  const slotIds = [state.slotId!, ...(state.secondSlotId !== null && headcount !== null && headcount > VISIT_GROUP_MAX ? [state.secondSlotId] : [])];
  return {
    ok: true,
    body: {
      organisation: (state.values.organisation ?? "").trim(),
      contactName: (state.values.contactName ?? "").trim(),
      phone: (state.values.phone ?? "").trim(),
      email: (state.values.email ?? "").trim(),
      headcount: headcount!,
      slotIds,
      answers,
    },
  };
}
