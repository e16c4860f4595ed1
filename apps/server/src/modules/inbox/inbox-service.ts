import { and, asc, eq, inArray } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import {
  INBOX_CSV_MAX_ROWS,
  INBOX_KIND_ROLES,
  INBOX_KINDS,
  inboxKindsOf,
  type InboxDetail,
  type InboxItem,
  type InboxKind,
  type InboxNote,
  type InboxPage,
  type InboxStaff,
  type InboxStatus,
  type inboxQuery,
} from "@portal/contract/schemas/inbox";
import { STAFF_ROLES, type StaffRole } from "@portal/contract/schemas/staff";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError, notFound, refusal } from "../../platform/errors.ts";
import { macauDate, macauDayEnd, macauDayStart } from "../../platform/macau-time.ts";
import { platformReplies } from "../../platform/replies.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import type { CsvColumn } from "../../platform/staff-export.ts";
import type { SubmissionSource, SubmissionSummary } from "../../platform/submissions.ts";
import { recordChange } from "../audit/audit-service.ts";
import { applicationSource, contactSource, disclosureSource } from "../forms/inbox-source.ts";
import { feedbackSource } from "../member/inbox-source.ts";
import { staffOfRoles } from "../staff/staff-service.ts";
import { supplierSource } from "../supplier/inbox-source.ts";
import { visitSource } from "../visit/inbox-source.ts";
import { inboxReplies } from "./replies.ts";
import { inboxHandling, inboxNotes } from "./tables.ts";

/**
 * The console's inbox (docs/console.md "The inbox"): the public's submissions of every module, read through each
 * module's `inbox-source.ts`, with how staff handle them (status, assignee, notes: this module's tables). Which
 * kinds a role sees is `INBOX_KIND_ROLES`; a kind the caller may not see answers 403. Every change is audited.
 *
 * The list is put together in memory from every source (each a few thousand rows at most within its retention),
 * since the submissions live in several modules' tables that this module may not join.
 */

const SOURCES: Readonly<Record<InboxKind, SubmissionSource>> = {
  application: applicationSource,
  supplier: supplierSource,
  disclosure: disclosureSource,
  contact: contactSource,
  feedback: feedbackSource,
  visit: visitSource,
};

type Query = z.output<typeof inboxQuery>;
type Caller = { staffId: number; role: StaffRole };
type HandlingRow = typeof inboxHandling.$inferSelect;

export const mayOpenKind = (role: StaffRole, kind: InboxKind): boolean => INBOX_KIND_ROLES[kind].includes(role);

function requireKind(role: StaffRole, kind: InboxKind): void {
  if (!mayOpenKind(role, kind)) throw new AppError(403, inboxReplies.kindNotAllowed);
}

/** Every staff account by id, as the inbox shows one (an assignee, a note's author). */
async function staffById(db: Db): Promise<Map<number, InboxStaff>> {
  const rows = await staffOfRoles(db, STAFF_ROLES);
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, role: row.role }]));
}

const handlingKey = (kind: string, id: number) => `${kind}:${id}`;
const dayOf = (date: Date | null) => (date ? macauDate(date) : null);

function itemOf(kind: InboxKind, summary: SubmissionSummary, handling: HandlingRow | undefined, staff: Map<number, InboxStaff>): InboxItem {
  return {
    kind,
    id: summary.id,
    reference: summary.reference,
    from: summary.from,
    summary: summary.summary,
    receivedAt: summary.receivedAt.toISOString(),
    status: (handling?.status ?? "new") as InboxStatus,
    assignee: handling?.assigneeId ? (staff.get(handling.assigneeId) ?? null) : null,
    deletedOn: dayOf(summary.deletedAt),
  };
}

/** Every kind the role sees, with its submissions, how staff handle them, and how many of each kind are new. */
async function submissionsOf(db: Db, role: StaffRole, now: Date) {
  const visible = inboxKindsOf(role);
  const [handling, perKind] = await Promise.all([
    db.select().from(inboxHandling).where(inArray(inboxHandling.kind, visible)),
    Promise.all(visible.map(async (kind) => ({ kind, rows: await SOURCES[kind].summaries(db, {}, now) }))),
  ]);
  const handlingOf = new Map(handling.map((row) => [handlingKey(row.kind, row.submissionId), row]));
  const counts: InboxPage["counts"] = perKind.map(({ kind, rows }) => ({ kind, new: rows.filter((row) => (handlingOf.get(handlingKey(kind, row.id))?.status ?? "new") === "new").length }));
  return { perKind, handlingOf, counts };
}

/** How many submissions nobody has taken up yet, of the kinds the role sees (the dashboard's count). */
export async function newInboxItems(db: Db, role: StaffRole, now: Date): Promise<number> {
  const { counts } = await submissionsOf(db, role, now);
  return counts.reduce((sum, kind) => sum + kind.new, 0);
}

/** The items of the kinds asked (all the caller sees when none), filtered, newest first; and the new ones per kind. */
async function filteredItems(db: Db, caller: Caller, query: Query, now: Date): Promise<{ items: InboxItem[]; counts: InboxPage["counts"] }> {
  if (query.kind) requireKind(caller.role, query.kind);
  if (query.from && query.to && query.from > query.to) throw new AppError(400, platformReplies.invalidField, { field: "from" });
  const [{ perKind, handlingOf, counts }, staff] = await Promise.all([submissionsOf(db, caller.role, now), staffById(db)]);

  const from = query.from ? macauDayStart(query.from) : null;
  const to = query.to ? macauDayEnd(query.to) : null;
  const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const items: InboxItem[] = [];
  for (const { kind, rows } of perKind) {
    if (query.kind && kind !== query.kind) continue;
    for (const row of rows) {
      if ((from && row.receivedAt < from) || (to && row.receivedAt >= to)) continue;
      if (words.length) {
        const text = row.searchText.toLowerCase();
        if (!words.every((word) => text.includes(word))) continue;
      }
      const item = itemOf(kind, row, handlingOf.get(handlingKey(kind, row.id)), staff);
      if (query.status && item.status !== query.status) continue;
      if (query.assignee === "none" && item.assignee) continue;
      if (typeof query.assignee === "number" && item.assignee?.id !== query.assignee) continue;
      if (query.mine && item.assignee?.id !== caller.staffId) continue;
      items.push(item);
    }
  }
  items.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || a.kind.localeCompare(b.kind) || b.id - a.id);
  return { items, counts };
}

export async function listInbox(db: Db, caller: Caller, query: Query, now: Date): Promise<InboxPage> {
  const { items, counts } = await filteredItems(db, caller, query, now);
  const start = (query.page - 1) * query.pageSize;
  return { items: items.slice(start, start + query.pageSize), total: items.length, page: query.page, pageSize: query.pageSize, counts };
}

/** The filtered list as the CSV export holds it (at most INBOX_CSV_MAX_ROWS, newest first). */
export async function inboxRows(db: Db, caller: Caller, query: Query, now: Date): Promise<InboxItem[]> {
  return (await filteredItems(db, caller, query, now)).items.slice(0, INBOX_CSV_MAX_ROWS);
}

export const INBOX_CSV_COLUMNS: readonly CsvColumn<InboxItem>[] = [
  { name: "kind", value: (row) => row.kind },
  { name: "id", value: (row) => row.id },
  { name: "reference", value: (row) => row.reference },
  { name: "received_at", value: (row) => row.receivedAt },
  { name: "from", value: (row) => row.from },
  { name: "summary", value: (row) => row.summary },
  { name: "status", value: (row) => row.status },
  { name: "assignee", value: (row) => row.assignee?.name ?? "" },
  { name: "deleted_on", value: (row) => row.deletedOn ?? "" },
];

export async function inboxItem(db: Db, caller: Caller, kind: InboxKind, id: number, locale: ApiLocale, now: Date): Promise<InboxDetail> {
  requireKind(caller.role, kind);
  const submission = await SOURCES[kind].detail(db, id, locale, now);
  if (!submission) throw notFound();
  const [[handling], notes, staff] = await Promise.all([
    db.select().from(inboxHandling).where(and(eq(inboxHandling.kind, kind), eq(inboxHandling.submissionId, id))),
    db.select().from(inboxNotes).where(and(eq(inboxNotes.kind, kind), eq(inboxNotes.submissionId, id))).orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id)),
    staffById(db),
  ]);
  return {
    ...itemOf(kind, submission, handling, staff),
    locale: submission.locale,
    fields: submission.fields,
    files: submission.files,
    notes: notes.map((note) => noteOf(note, staff)),
    link: submission.link,
    updatedAt: handling?.updatedAt.toISOString() ?? null,
    updatedBy: handling ? (staff.get(handling.updatedBy) ?? null) : null,
  };
}

function noteOf(note: typeof inboxNotes.$inferSelect, staff: Map<number, InboxStaff>): InboxNote {
  return { id: note.id, author: staff.get(note.authorId) ?? null, text: note.text, at: note.createdAt.toISOString() };
}

/** The submission must exist and be of a kind the caller sees (403, 404 otherwise). */
async function requireSubmission(db: Db, caller: Caller, kind: InboxKind, id: number): Promise<void> {
  requireKind(caller.role, kind);
  if (!(await SOURCES[kind].existing(db, [id])).length) throw notFound();
}

/** Writes the handling's change and its audit entry in one transaction; nothing when nothing changes. */
async function changeHandling(deps: Deps, actor: StaffActor, kind: InboxKind, id: number, change: { status?: InboxStatus; assigneeId?: number | null }, action: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const where = and(eq(inboxHandling.kind, kind), eq(inboxHandling.submissionId, id));
    const [before] = await tx.select().from(inboxHandling).where(where).for("update");
    const old = { status: before?.status ?? "new", assigneeId: before?.assigneeId ?? null };
    const next = { ...old, ...change };
    if (next.status === old.status && next.assigneeId === old.assigneeId) return;
    await tx
      .insert(inboxHandling)
      .values({ kind, submissionId: id, status: next.status, assigneeId: next.assigneeId, updatedAt: now, updatedBy: actor.staffId })
      .onConflictDoUpdate({ target: [inboxHandling.kind, inboxHandling.submissionId], set: { status: next.status, assigneeId: next.assigneeId, updatedAt: now, updatedBy: actor.staffId } });
    const field = "status" in change ? "status" : "assigneeId";
    await recordChange(tx, actor, { action, entity: "inbox_item", entityId: handlingKey(kind, id), before: { [field]: old[field] }, after: { [field]: next[field] } });
  });
}

export async function setInboxStatus(deps: Deps, actor: StaffActor, kind: InboxKind, id: number, status: InboxStatus, locale: ApiLocale): Promise<InboxDetail> {
  await requireSubmission(deps.db, actor, kind, id);
  await changeHandling(deps, actor, kind, id, { status }, "inbox.status");
  return inboxItem(deps.db, actor, kind, id, locale, deps.now());
}

/** Assigns to an active staff member whose role sees the kind, or to no one (`staffId` null). */
export async function assignInboxItem(deps: Deps, actor: StaffActor, kind: InboxKind, id: number, staffId: number | null, locale: ApiLocale): Promise<InboxDetail> {
  await requireSubmission(deps.db, actor, kind, id);
  if (staffId !== null && !(await inboxAssignees(deps.db, actor, kind)).some((member) => member.id === staffId)) throw refusal(inboxReplies.assigneeNotAllowed);
  await changeHandling(deps, actor, kind, id, { assigneeId: staffId }, "inbox.assign");
  return inboxItem(deps.db, actor, kind, id, locale, deps.now());
}

export async function addInboxNote(deps: Deps, actor: StaffActor, kind: InboxKind, id: number, text: string): Promise<InboxNote> {
  await requireSubmission(deps.db, actor, kind, id);
  const note = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(inboxNotes).values({ kind, submissionId: id, authorId: actor.staffId, text, createdAt: deps.now() }).returning();
    await recordChange(tx, actor, { action: "inbox.note", entity: "inbox_item", entityId: handlingKey(kind, id), after: { noteId: row!.id, text } });
    return row!;
  });
  return noteOf(note, await staffById(deps.db));
}

/** Active staff of a role that sees `kind` (or, without one, any kind the caller sees), by name. */
export async function inboxAssignees(db: Db, caller: Caller, kind: InboxKind | undefined): Promise<InboxStaff[]> {
  if (kind) requireKind(caller.role, kind);
  const kinds = kind ? [kind] : inboxKindsOf(caller.role);
  const roles = [...new Set(kinds.flatMap((k) => INBOX_KIND_ROLES[k]))];
  return (await staffOfRoles(db, roles)).filter((row) => row.active).map((row) => ({ id: row.id, name: row.name, role: row.role }));
}

/**
 * Whether the caller may open an uploaded file: it must be named by a submission of a kind the caller sees. A file
 * only submissions of other kinds name answers 403; one no submission names, 404.
 */
export async function requireFileAccess(db: Db, caller: Caller, path: string): Promise<void> {
  let namedElsewhere = false;
  for (const kind of INBOX_KINDS) {
    if (!(await SOURCES[kind].namingFile(db, path)).length) continue;
    if (mayOpenKind(caller.role, kind)) return;
    namedElsewhere = true;
  }
  throw namedElsewhere ? new AppError(403, inboxReplies.fileNotAllowed) : notFound();
}

/**
 * Deletes the handling and notes of submissions that are gone (deleted after their retention, a member's feedback
 * with the account): run with the modules' pruning, every six hours. Answers how many submissions were forgotten.
 */
export async function forgetDeletedSubmissions(db: Db): Promise<number> {
  let forgotten = 0;
  for (const kind of INBOX_KINDS) {
    const [handled, noted] = await Promise.all([
      db.select({ id: inboxHandling.submissionId }).from(inboxHandling).where(eq(inboxHandling.kind, kind)),
      db.selectDistinct({ id: inboxNotes.submissionId }).from(inboxNotes).where(eq(inboxNotes.kind, kind)),
    ]);
    const ids = [...new Set([...handled, ...noted].map((row) => row.id))];
    const kept = await SOURCES[kind].existing(db, ids);
    const gone = ids.filter((id) => !kept.includes(id));
    if (!gone.length) continue;
    await db.transaction(async (tx) => {
      await tx.delete(inboxNotes).where(and(eq(inboxNotes.kind, kind), inArray(inboxNotes.submissionId, gone)));
      await tx.delete(inboxHandling).where(and(eq(inboxHandling.kind, kind), inArray(inboxHandling.submissionId, gone)));
    });
    forgotten += gone.length;
  }
  return forgotten;
}

