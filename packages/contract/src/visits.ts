import { VISIT_GROUP_MAX } from "./constants.ts";

/**
 * The studio visits' booking numbers and how a group is shared over its slots (docs/visits.md). Zod-free: the
 * booking island imports it; the booking schema (schemas/visit.ts) and the server use the same.
 */

/** A booking takes one slot, or two when the group is above VISIT_GROUP_MAX (spec §5: a second or later slot). */
export const VISIT_MAX_SLOTS = 2;
/** The largest group one booking takes: two slots of a full group each. Larger groups write to the visits office. */
export const VISIT_BOOKING_MAX = VISIT_MAX_SLOTS * VISIT_GROUP_MAX;
/** A slot can be booked until this many hours before it starts. */
export const VISIT_LEAD_HOURS = 24;
/**
 * The key of the form's check box that accepts the visit rules: the booking form shows the rules just before it
 * (the rules, then "I accept"; issue 21 item 19).
 */
export const VISIT_RULES_FIELD = "agreeRules";
/** Free answers (notes) of the dynamic form are at most this long. */
export const VISIT_ANSWER_MAX_LENGTH = 500;

/**
 * How a group is shared over its slots: one slot up to VISIT_GROUP_MAX; above, two halves (the first slot takes the
 * odd person), so that each part is a group of 10 to 20 (21 → 11 + 10, 40 → 20 + 20).
 */
export function visitGroupParts(headcount: number): number[] {
  if (headcount <= VISIT_GROUP_MAX) return [headcount];
  const first = Math.ceil(headcount / 2);
  return [first, headcount - first];
}
