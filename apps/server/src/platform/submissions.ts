import type { ApiLocale } from "@portal/contract/locales";
import type { Db } from "../db/client.ts";

/**
 * What a module that stores the public's submissions offers the console's inbox (docs/console.md "The inbox"): its
 * rows read through these functions, never through its tables. Each module's `inbox-source.ts` exports one per kind.
 */
export interface SubmissionSummary {
  id: number;
  reference: string;
  /** Who sent it: a name, a company. */
  from: string;
  /** What it is about, short. */
  summary: string;
  /** What the inbox's text search looks in (reference, names, addresses, the text sent). */
  searchText: string;
  receivedAt: Date;
  /** When its retention ends (docs/forms.md "Retention"), or null when it is kept. */
  deletedAt: Date | null;
}

export interface SubmissionDetail extends SubmissionSummary {
  locale: string | null;
  /** The fields as sent; `label` when the field is the submission's own (a visit form's question), else null. */
  fields: { key: string; value: string; label: string | null }[];
  files: { key: string; path: string }[];
  /** Another console screen that handles it (a supplier's review). */
  link: string | null;
}

export interface SubmissionSource {
  /** Every submission of the kind received in [from, to) (either open), newest first. */
  summaries(db: Db, range: { from?: Date; to?: Date }, now: Date): Promise<SubmissionSummary[]>;
  detail(db: Db, id: number, locale: ApiLocale, now: Date): Promise<SubmissionDetail | null>;
  /** Of `ids`, those still stored (the others were deleted after their retention). */
  existing(db: Db, ids: readonly number[]): Promise<number[]>;
  /** The submissions that name an uploaded file's path. */
  namingFile(db: Db, path: string): Promise<number[]>;
}

/** A text cut to `max` characters on a word, for a list's summary. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).trimEnd()}…`;
}
