import { desc, eq } from "drizzle-orm";
import { postingTags } from "@portal/contract/cache-tags";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import type { JobDepartment, JobType } from "@portal/contract/endpoints/forms";
import type { ApiLocale } from "@portal/contract/locales";
import type { ConsoleJob, ConsoleJobItem, ConsoleTender, ConsoleTenderItem, PostingPhase, jobBody, tenderBody } from "@portal/contract/schemas/forms/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { consoleText, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { isUniqueViolation, notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import type { Reply } from "../../platform/replies.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { applicationCounts, statusOf } from "./forms-service.ts";
import { postingsReplies } from "./postings-replies.ts";
import { jobs, tenders } from "./tables.ts";

/**
 * The console's tender notices (procurement) and job ads (HR): docs/console.md "Procurement", "HR". Every write is
 * one transaction with its audit entry; after it commits, the cached public answers of its kind are dropped
 * (`postingTags`), so the public tender and job pages show the change at once.
 */

type TenderRow = typeof tenders.$inferSelect;
type JobRow = typeof jobs.$inferSelect;
type TenderValues = z.output<typeof tenderBody>;
type JobValues = z.output<typeof jobBody>;

/** Not open yet, open, or closed (published or not: the console shows them all). */
const phaseOf = (row: { opensAt: Date; closesAt: Date }, now: Date): PostingPhase => (row.opensAt > now ? "upcoming" : statusOf(row.closesAt, now));

/**
 * Runs a write and its audit entry in one transaction, then drops the cached answers that showed it. `reference`:
 * the one the write gives the row, named when another row took it meanwhile.
 */
async function writeThenDrop<T>(deps: Deps, tag: string, reference: string | null, write: (tx: Db) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await deps.db.transaction(write);
  } catch (error) {
    // Two notices with one reference: the unique index decides, even for two saves at once.
    if (reference !== null && isUniqueViolation(error)) throw refusal(postingsReplies.referenceTaken, { reference });
    throw error;
  }
  await deps.cache.invalidate([tag]);
  return result;
}

/** The opening and closing times as instants; closing must come after opening. */
function periodOf(input: { opensAt: string; closesAt: string }): { opensAt: Date; closesAt: Date } {
  const opensAt = parseMacauDateTime(input.opensAt)!;
  const closesAt = parseMacauDateTime(input.closesAt)!;
  if (closesAt <= opensAt) throw refusal(postingsReplies.closesBeforeOpens);
  return { opensAt, closesAt };
}

/** The reference may be another row's: refused with its own message rather than the index's. */
async function checkReference(db: Db, table: typeof tenders | typeof jobs, reference: string, exceptId: number | null): Promise<void> {
  const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.reference, reference));
  if (taken && taken.id !== exceptId) throw refusal(postingsReplies.referenceTaken, { reference });
}

/** What the audit log keeps of a row: its fields but the creation time. */
const audited = <R extends { createdAt: Date }>(row: R) => {
  const { createdAt: _c, ...kept } = row;
  return kept;
};

/** Takes a notice on or off the public pages (from its opening); audited only when it changes. */
async function setPublication<R extends { published: boolean; createdAt: Date }>(
  deps: Deps,
  actor: StaffActor,
  table: typeof tenders | typeof jobs,
  entity: "tender" | "job",
  id: number,
  published: boolean,
): Promise<R> {
  return writeThenDrop(deps, entity === "tender" ? postingTags.tenders : postingTags.jobs, null, async (tx) => {
    const [before] = (await tx.select().from(table).where(eq(table.id, id)).for("update")) as R[];
    if (!before) throw notFound();
    if (before.published === published) return before;
    const [after] = (await tx.update(table).set({ published }).where(eq(table.id, id)).returning()) as R[];
    await recordChange(tx, actor, { action: `${entity}.${published ? "publish" : "unpublish"}`, entity, entityId: id, ...changedFields(audited(before), audited(after!)) });
    return after!;
  });
}

// ── Tenders ──────────────────────────────────────────────────────────────────────────────────────────────────

function toConsoleTender(row: TenderRow, now: Date): ConsoleTender {
  return {
    id: row.id,
    reference: row.reference,
    title: consoleText(row.title),
    summary: consoleText(row.summary),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    documents: row.documents.map((d) => ({ title: consoleText(d.title), url: d.url, size: d.size })),
    phase: phaseOf(row, now),
    published: row.published,
  };
}

export async function listConsoleTenders(deps: Deps, locale: ApiLocale): Promise<ConsoleTenderItem[]> {
  const now = deps.now();
  const rows = await deps.db.select().from(tenders).orderBy(desc(tenders.closesAt), desc(tenders.id));
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    title: pickText(row.title, locale),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    phase: phaseOf(row, now),
    published: row.published,
    documentCount: row.documents.length,
  }));
}

export async function consoleTender(deps: Deps, id: number): Promise<ConsoleTender> {
  const [row] = await deps.db.select().from(tenders).where(eq(tenders.id, id));
  if (!row) throw notFound();
  return toConsoleTender(row, deps.now());
}

/**
 * A document keeps its size when its address did not change (the demo's PDFs have one); a new address has none
 * known (the public page then says nothing of the size).
 */
function tenderColumns(input: TenderValues, before: TenderRow | null) {
  const sizeOf = new Map((before?.documents ?? []).map((d) => [d.url, d.size]));
  return {
    reference: input.reference,
    title: storedText(input.title),
    summary: storedText(input.summary),
    documents: input.documents.map((d) => ({ title: storedText(d.title), url: d.url, size: sizeOf.get(d.url) ?? null })),
    ...periodOf(input),
  };
}

/** A new notice: unpublished until procurement publishes it. */
export async function createTender(deps: Deps, actor: StaffActor, input: TenderValues): Promise<ConsoleTender> {
  const columns = tenderColumns(input, null);
  await checkReference(deps.db, tenders, input.reference, null);
  const row = await writeThenDrop(deps, postingTags.tenders, input.reference, async (tx) => {
    const [created] = await tx.insert(tenders).values({ ...columns, published: false }).returning();
    await recordChange(tx, actor, { action: "tender.create", entity: "tender", entityId: created!.id, ...changedFields(null, audited(created!)) });
    return created!;
  });
  return toConsoleTender(row, deps.now());
}

export async function updateTender(deps: Deps, actor: StaffActor, id: number, input: TenderValues): Promise<ConsoleTender> {
  periodOf(input);
  await checkReference(deps.db, tenders, input.reference, id);
  const row = await writeThenDrop(deps, postingTags.tenders, input.reference, async (tx) => {
    const [before] = await tx.select().from(tenders).where(eq(tenders.id, id)).for("update");
    if (!before) throw notFound();
    const [after] = await tx.update(tenders).set(tenderColumns(input, before)).where(eq(tenders.id, id)).returning();
    await recordChange(tx, actor, { action: "tender.update", entity: "tender", entityId: id, ...changedFields(audited(before), audited(after!)) });
    return after!;
  });
  return toConsoleTender(row, deps.now());
}

export async function setTenderPublication(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsoleTender> {
  return toConsoleTender(await setPublication<TenderRow>(deps, actor, tenders, "tender", id, published), deps.now());
}

// ── Jobs ─────────────────────────────────────────────────────────────────────────────────────────────────────

const LOCALES = ["zh_TW", "zh_CN", "en", "pt"] as const;

/** A list of items (duties, requirements) as the console writes it: one item a line in each locale. */
function linesOf(items: readonly LocalizedText[]): ConsoleText {
  const text = (locale: (typeof LOCALES)[number]) => items.map((item) => item[locale] ?? "").join("\n").replace(/\n+$/, "");
  return { zh_TW: text("zh_TW"), zh_CN: text("zh_CN"), en: text("en"), pt: text("pt") };
}

/**
 * The items of a text written one a line: line n of each locale is item n. A locale is left empty or has as many
 * lines as the Traditional Chinese (refused with `uneven` otherwise), so that no item loses its translation.
 */
function itemsOf(text: ConsoleText, uneven: Reply): LocalizedText[] {
  const lines = (value: string) => value.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, lines(text[locale])])) as Record<(typeof LOCALES)[number], string[]>;
  const count = byLocale.zh_TW.length;
  if (LOCALES.some((locale) => byLocale[locale].length !== 0 && byLocale[locale].length !== count)) throw refusal(uneven);
  return byLocale.zh_TW.map((_, n) => storedText({ zh_TW: byLocale.zh_TW[n]!, zh_CN: byLocale.zh_CN[n] ?? "", en: byLocale.en[n] ?? "", pt: byLocale.pt[n] ?? "" }));
}

function toConsoleJob(row: JobRow, applications: number, now: Date): ConsoleJob {
  return {
    id: row.id,
    reference: row.reference,
    department: row.department as JobDepartment,
    type: row.type as JobType,
    title: consoleText(row.title),
    location: consoleText(row.location),
    summary: consoleText(row.summary),
    duties: linesOf(row.duties),
    requirements: linesOf(row.requirements),
    vacancies: row.vacancies,
    requiresChineseFields: row.requiresChineseFields,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    phase: phaseOf(row, now),
    published: row.published,
    applications,
  };
}

export async function listConsoleJobs(deps: Deps, locale: ApiLocale): Promise<ConsoleJobItem[]> {
  const now = deps.now();
  const rows = await deps.db.select().from(jobs).orderBy(desc(jobs.closesAt), desc(jobs.id));
  const counts = await applicationCounts(deps.db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    title: pickText(row.title, locale),
    department: row.department as JobDepartment,
    type: row.type as JobType,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    phase: phaseOf(row, now),
    published: row.published,
    applications: counts.get(row.id) ?? 0,
  }));
}

async function jobOf(deps: Deps, row: JobRow): Promise<ConsoleJob> {
  const counts = await applicationCounts(deps.db, [row.id]);
  return toConsoleJob(row, counts.get(row.id) ?? 0, deps.now());
}

export async function consoleJob(deps: Deps, id: number): Promise<ConsoleJob> {
  const [row] = await deps.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw notFound();
  return jobOf(deps, row);
}

const jobColumns = (input: JobValues) => ({
  reference: input.reference,
  department: input.department,
  type: input.type,
  title: storedText(input.title),
  location: storedText(input.location),
  summary: storedText(input.summary),
  duties: itemsOf(input.duties, postingsReplies.dutiesUneven),
  requirements: itemsOf(input.requirements, postingsReplies.requirementsUneven),
  vacancies: input.vacancies,
  requiresChineseFields: input.requiresChineseFields,
  ...periodOf(input),
});

/** A new job ad: unpublished until HR publishes it. */
export async function createJob(deps: Deps, actor: StaffActor, input: JobValues): Promise<ConsoleJob> {
  const columns = jobColumns(input);
  await checkReference(deps.db, jobs, input.reference, null);
  const row = await writeThenDrop(deps, postingTags.jobs, input.reference, async (tx) => {
    const [created] = await tx.insert(jobs).values({ ...columns, published: false }).returning();
    await recordChange(tx, actor, { action: "job.create", entity: "job", entityId: created!.id, ...changedFields(null, audited(created!)) });
    return created!;
  });
  return jobOf(deps, row);
}

export async function updateJob(deps: Deps, actor: StaffActor, id: number, input: JobValues): Promise<ConsoleJob> {
  const columns = jobColumns(input);
  await checkReference(deps.db, jobs, input.reference, id);
  const row = await writeThenDrop(deps, postingTags.jobs, input.reference, async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
    if (!before) throw notFound();
    const [after] = await tx.update(jobs).set(columns).where(eq(jobs.id, id)).returning();
    await recordChange(tx, actor, { action: "job.update", entity: "job", entityId: id, ...changedFields(audited(before), audited(after!)) });
    return after!;
  });
  return jobOf(deps, row);
}

export async function setJobPublication(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsoleJob> {
  return jobOf(deps, await setPublication<JobRow>(deps, actor, jobs, "job", id, published));
}
