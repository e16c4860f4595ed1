import { z } from "zod";
import { idSchema, isoDate, pagingQuery } from "./common.ts";
import type { Paged } from "./member.ts";
import { INBOX_CSV_MAX_ROWS, INBOX_KINDS, INBOX_NOTE_MAX, INBOX_SEARCH_MAX, INBOX_STATUSES, type InboxKind, type InboxStatus } from "../inbox-rules.ts";
import type { StaffRole } from "./staff.ts";

/**
 * The console's inbox (endpoints/inbox.ts; docs/console.md "The inbox"): every submission of the public in one place,
 * with its handling (status, assignee, notes). The submissions stay in their modules' tables; the inbox keeps only
 * how staff handle them. Shared by server and console. The zod-free constants (kinds, statuses, who sees which kind)
 * are in inbox-rules.ts, which the endpoints and the console's screens import without zod.
 */
export * from "../inbox-rules.ts";

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

/** The list's filters (and its CSV export's: format=csv). Dates are Macau calendar days, both included. */
export const inboxQuery = pagingQuery.extend({
  kind: z.enum(INBOX_KINDS).optional(),
  status: z.enum(INBOX_STATUSES).optional(),
  /** A staff member's id, or `none` for the items no one has. */
  assignee: z.union([z.literal("none"), idSchema]).optional(),
  mine: flag.optional(),
  q: z.string().trim().max(INBOX_SEARCH_MAX).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  format: z.enum(["json", "csv"]).default("json"),
});
export type InboxQuery = z.input<typeof inboxQuery>;

export const inboxItemParams = z.object({ kind: z.enum(INBOX_KINDS), id: idSchema });
export const inboxStatusBody = z.object({ status: z.enum(INBOX_STATUSES) }).strict();
export type InboxStatusInput = z.input<typeof inboxStatusBody>;
/** `staffId` null: unassigned. */
export const inboxAssignBody = z.object({ staffId: idSchema.nullable() }).strict();
export type InboxAssignInput = z.input<typeof inboxAssignBody>;
export const inboxNoteBody = z.object({ text: z.string().trim().min(1).max(INBOX_NOTE_MAX) }).strict();
export type InboxNoteInput = z.input<typeof inboxNoteBody>;
export const inboxAssigneesQuery = z.object({ kind: z.enum(INBOX_KINDS).optional() });
export type InboxAssigneesQuery = z.input<typeof inboxAssigneesQuery>;
/** A private file of a submission (`/uploads/p/…`, or an older `/uploads/u/…` one a submission names). */
export const inboxFileQuery = z.object({ path: z.string().trim().min(1).max(200).regex(/^\/uploads\/[up]\/[\w/.-]+$/) });
export type InboxFileQuery = z.input<typeof inboxFileQuery>;

export interface InboxStaff {
  id: number;
  name: string;
  role: StaffRole;
}

/** A row of the list. */
export interface InboxItem {
  kind: InboxKind;
  id: number;
  reference: string;
  /** Who sent it (a name, a company). */
  from: string;
  /** The start of what it says, or what it is about. */
  summary: string;
  receivedAt: string;
  status: InboxStatus;
  assignee: InboxStaff | null;
  /** The Macau day its retention ends and it is deleted (docs/forms.md "Retention"), or null when kept. */
  deletedOn: string | null;
}

export interface InboxKindCount {
  kind: InboxKind;
  /** Items of the kind with the status `new`. */
  new: number;
}

export interface InboxPage extends Paged<InboxItem> {
  /** New items of every kind the caller may see (whatever the filter). */
  counts: InboxKindCount[];
}

/** A field of a submission: its key (the console names it in its language) and value as sent. */
export interface InboxField {
  key: string;
  value: string;
  /** The field's own name, when the submission's form defines it (a visit booking's questions); else null. */
  label: string | null;
}

export interface InboxFile {
  /** What it is: photo, video, diploma, or a supplier document's kind. */
  key: string;
  path: string;
}

export interface InboxNote {
  id: number;
  author: InboxStaff | null;
  text: string;
  at: string;
}

export interface InboxDetail extends InboxItem {
  locale: string | null;
  fields: InboxField[];
  files: InboxFile[];
  notes: InboxNote[];
  /** Another console screen where the submission is handled (a supplier's review), or null. */
  link: string | null;
  updatedAt: string | null;
  updatedBy: InboxStaff | null;
}
