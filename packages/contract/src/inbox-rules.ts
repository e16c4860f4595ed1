import type { StaffRole } from "./schemas/staff.ts";

/**
 * The inbox's rules without zod (docs/console.md "The inbox"): its kinds and statuses, who sees which kind, and the
 * limits of its fields. The endpoints (zod-free, so that the console's navigation does not load zod) and the screens
 * import them from here; schemas/inbox.ts re-exports them beside its schemas.
 */

export const INBOX_KINDS = ["application", "supplier", "disclosure", "contact", "feedback", "visit"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_STATUSES = ["new", "in_progress", "done"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Who sees which kind, besides administrators, who see them all (docs/console.md "The inbox"). */
export const INBOX_KIND_ROLES: Readonly<Record<InboxKind, readonly StaffRole[]>> = {
  application: ["hr", "admin"],
  supplier: ["procurement", "admin"],
  disclosure: ["editor", "admin"],
  contact: ["moderator", "admin"],
  feedback: ["moderator", "admin"],
  visit: ["marketing", "admin"],
};


/** The kinds a role may see, in the inbox's order. */
export const inboxKindsOf = (role: StaffRole | null | undefined): InboxKind[] =>
  role ? INBOX_KINDS.filter((kind) => INBOX_KIND_ROLES[kind].includes(role)) : [];

export const INBOX_NOTE_MAX = 2_000;
export const INBOX_SEARCH_MAX = 100;
/** The most rows one CSV export holds (a narrower filter gets the rest). */
export const INBOX_CSV_MAX_ROWS = 10_000;

