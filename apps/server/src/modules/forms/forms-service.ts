import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type {
  ContactMessageExportRow,
  DisclosureExportRow,
  Job,
  JobApplicationExportRow,
  JobPage,
  JobSummary,
  Tender,
  TenderPage,
  TenderStatus,
} from "@portal/contract/endpoints/forms";
import type { contactMessageBody, disclosureBody, jobApplicationBody, jobListQuery, tenderListQuery } from "@portal/contract/schemas/forms";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { contactMessages, disclosures, jobApplications, jobs, tenders } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { offsetOf } from "../../platform/paging.ts";

/** Tender notices, job ads, and the submissions of the disclosure and job application forms (docs/forms.md). */

export const statusOf = (closesAt: Date, now: Date): TenderStatus => (closesAt.getTime() > now.getTime() ? "open" : "closed");

/** Open notices first (closing soonest first), then closed ones (most recently closed first). */
const openFirst = (closesAt: typeof tenders.closesAt | typeof jobs.closesAt, now: Date) => [
  sql`case when ${closesAt} > ${now.toISOString()} then 0 else 1 end`,
  sql`case when ${closesAt} > ${now.toISOString()} then ${closesAt} end asc`,
  desc(closesAt),
];

function statusWhere(column: typeof tenders.closesAt | typeof jobs.closesAt, status: TenderStatus | undefined, now: Date): SQL | undefined {
  if (status === "open") return sql`${column} > ${now.toISOString()}`;
  if (status === "closed") return lte(column, now);
  return undefined;
}

// ── Tenders ──────────────────────────────────────────────────────────────────────────────────────────────────

type TenderRow = typeof tenders.$inferSelect;
function toTender(row: TenderRow, locale: ApiLocale, now: Date): Tender {
  return {
    id: row.id,
    reference: row.reference,
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    documents: row.documents.map((d) => ({ title: pickText(d.title, locale), url: d.url, size: d.size })),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status: statusOf(row.closesAt, now),
  };
}

/** Published notices (published, and opened by now), paged; `status` keeps open or closed ones only. */
export async function listTenders(db: Db, locale: ApiLocale, now: Date, query: z.output<typeof tenderListQuery>): Promise<TenderPage> {
  const where = and(eq(tenders.published, true), lte(tenders.opensAt, now), statusWhere(tenders.closesAt, query.status, now));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tenders)
      .where(where)
      .orderBy(...openFirst(tenders.closesAt, now), desc(tenders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(tenders).where(where),
  ]);
  return { items: rows.map((row) => toTender(row, locale, now)), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function getTender(db: Db, locale: ApiLocale, now: Date, id: number): Promise<Tender | null> {
  const [row] = await db.select().from(tenders).where(and(eq(tenders.id, id), eq(tenders.published, true), lte(tenders.opensAt, now)));
  return row ? toTender(row, locale, now) : null;
}

// ── Jobs ─────────────────────────────────────────────────────────────────────────────────────────────────────

type JobRow = typeof jobs.$inferSelect;
function toJobSummary(row: JobRow, locale: ApiLocale, now: Date): JobSummary {
  return {
    id: row.id,
    reference: row.reference,
    title: pickText(row.title, locale),
    department: row.department as JobSummary["department"],
    type: row.type as JobSummary["type"],
    location: pickText(row.location, locale),
    summary: pickText(row.summary, locale),
    vacancies: row.vacancies,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status: statusOf(row.closesAt, now),
  };
}

export async function listJobs(db: Db, locale: ApiLocale, now: Date, query: z.output<typeof jobListQuery>): Promise<JobPage> {
  const where = and(
    eq(jobs.published, true),
    lte(jobs.opensAt, now),
    statusWhere(jobs.closesAt, query.status, now),
    query.department ? eq(jobs.department, query.department) : undefined,
    query.type ? eq(jobs.type, query.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(...openFirst(jobs.closesAt, now), desc(jobs.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { items: rows.map((row) => toJobSummary(row, locale, now)), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function getJob(db: Db, locale: ApiLocale, now: Date, id: number): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.published, true), lte(jobs.opensAt, now)));
  if (!row) return null;
  return {
    ...toJobSummary(row, locale, now),
    duties: row.duties.map((text) => pickText(text, locale)),
    requirements: row.requirements.map((text) => pickText(text, locale)),
    requiresChineseFields: row.requiresChineseFields,
  };
}

/** The job an application is for: its reference and title, whether it still takes applications and needs the Chinese fields. */
export async function jobForApplication(
  db: Db,
  locale: ApiLocale,
  now: Date,
  id: number,
): Promise<{ reference: string; title: string; open: boolean; requiresChineseFields: boolean } | null> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.published, true), lte(jobs.opensAt, now)));
  if (!row) return null;
  return { reference: row.reference, title: pickText(row.title, locale), open: statusOf(row.closesAt, now) === "open", requiresChineseFields: row.requiresChineseFields };
}

/** How many applications each of these jobs has received (HR's job list: docs/console.md "HR"). */
export async function applicationCounts(db: Db, jobIds: readonly number[]): Promise<Map<number, number>> {
  if (!jobIds.length) return new Map();
  const rows = await db
    .select({ jobId: jobApplications.jobId, n: count() })
    .from(jobApplications)
    .where(inArray(jobApplications.jobId, [...jobIds]))
    .groupBy(jobApplications.jobId);
  return new Map(rows.map((row) => [row.jobId, Number(row.n)]));
}

// ── Submissions ──────────────────────────────────────────────────────────────────────────────────────────────

/** Letters and digits that cannot be mistaken for each other when read out on the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A reference the sender can quote: D (disclosure), J (job application) or C (contact form), the Macao date, six characters. */
export function newReference(prefix: "D" | "J" | "C", now: Date): string {
  const random = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("");
  return `${prefix}-${macauDate(now).replaceAll("-", "")}-${random}`;
}

export async function saveDisclosure(db: Db, body: z.output<typeof disclosureBody>, locale: ApiLocale, now: Date): Promise<string> {
  const reference = newReference("D", now);
  await db.insert(disclosures).values({
    reference,
    locale,
    name: body.name,
    sex: body.sex,
    content: body.content,
    phone: body.phone?.trim() || null,
    email: body.email?.trim() || null,
    images: body.images,
    videos: body.videos,
    createdAt: now,
  });
  return reference;
}

/** Stores a message of the general contact form; answers its reference. */
export async function saveContactMessage(db: Db, body: z.output<typeof contactMessageBody>, locale: ApiLocale, now: Date): Promise<string> {
  const reference = newReference("C", now);
  await db.insert(contactMessages).values({
    reference,
    locale,
    topic: body.topic,
    name: body.name,
    email: body.email,
    phone: body.phone || null,
    message: body.message,
    createdAt: now,
  });
  return reference;
}

/** Stores an application; a second one for the job with the same phone or e-mail breaks a unique index (the caller answers 409). */
export async function saveApplication(db: Db, body: z.output<typeof jobApplicationBody>, locale: ApiLocale, now: Date): Promise<string> {
  const reference = newReference("J", now);
  await db.insert(jobApplications).values({
    reference,
    jobId: body.jobId,
    locale,
    chineseName: body.chineseName,
    englishName: body.englishName,
    idNumber: body.idNumber,
    phone: body.phone,
    email: body.email,
    emailKey: body.email.toLowerCase(),
    chineseAddress: body.chineseAddress,
    englishAddress: body.englishAddress,
    experienceYears: body.experienceYears === undefined ? null : Number(body.experienceYears),
    diploma: body.diploma,
    photo: body.photo!,
    createdAt: now,
  });
  return reference;
}

/** Whether the job already has an application from this phone or e-mail (checked before the insert, for a clear answer). */
export async function hasApplied(db: Db, jobId: number, phone: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), sql`(${jobApplications.phone} = ${phone} or ${jobApplications.emailKey} = ${email.toLowerCase()})`))
    .limit(1);
  return Boolean(row);
}

// ── Staff exports ────────────────────────────────────────────────────────────────────────────────────────────

/** The rows received in [from, to] (Macao days, both included), oldest first. */
function receivedWithin(column: typeof disclosures.createdAt | typeof jobApplications.createdAt | typeof contactMessages.createdAt, from?: string, to?: string): SQL | undefined {
  const start = from ? new Date(`${from}T00:00:00+08:00`) : null;
  const end = to ? new Date(Date.parse(`${to}T00:00:00+08:00`) + 86_400_000) : null;
  return and(start ? gte(column, start) : undefined, end ? lt(column, end) : undefined);
}

/** The most rows one export carries (a narrower range gets the rest). */
export const EXPORT_MAX_ROWS = 10_000;

export async function exportDisclosures(db: Db, from?: string, to?: string): Promise<DisclosureExportRow[]> {
  const rows = await db
    .select()
    .from(disclosures)
    .where(receivedWithin(disclosures.createdAt, from, to))
    .orderBy(asc(disclosures.createdAt), asc(disclosures.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map((row) => ({
    reference: row.reference,
    receivedAt: row.createdAt.toISOString(),
    language: row.locale,
    name: row.name,
    sex: row.sex as DisclosureExportRow["sex"],
    phone: row.phone,
    email: row.email,
    content: row.content,
    images: row.images,
    videos: row.videos,
  }));
}

export async function exportApplications(db: Db, from?: string, to?: string): Promise<JobApplicationExportRow[]> {
  const rows = await db
    .select({ application: jobApplications, jobReference: jobs.reference })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(receivedWithin(jobApplications.createdAt, from, to))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map(({ application: a, jobReference }) => ({
    reference: a.reference,
    receivedAt: a.createdAt.toISOString(),
    language: a.locale,
    jobId: a.jobId,
    jobReference,
    chineseName: a.chineseName,
    englishName: a.englishName,
    idNumber: a.idNumber,
    phone: a.phone,
    email: a.email,
    chineseAddress: a.chineseAddress,
    englishAddress: a.englishAddress,
    experienceYears: a.experienceYears,
    diploma: a.diploma,
    photo: a.photo,
  }));
}

export async function exportContactMessages(db: Db, from?: string, to?: string): Promise<ContactMessageExportRow[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(receivedWithin(contactMessages.createdAt, from, to))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map((row) => ({
    reference: row.reference,
    receivedAt: row.createdAt.toISOString(),
    language: row.locale,
    topic: row.topic as ContactMessageExportRow["topic"],
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
  }));
}

// ── Retention ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Disclosures are kept two years after they arrive; applications one year after their job closed; messages of the
 * contact form one year after they arrive (docs/forms.md).
 */
export const DISCLOSURE_RETENTION_MS = 2 * 365 * 86_400_000;
export const APPLICATION_RETENTION_MS = 365 * 86_400_000;
export const CONTACT_MESSAGE_RETENTION_MS = 365 * 86_400_000;

/** Deletes the submissions past their retention; answers how many of each went. */
export async function pruneSubmissions(db: Db, now: Date): Promise<{ disclosures: number; applications: number; contactMessages: number }> {
  const gone = await db
    .delete(disclosures)
    .where(lt(disclosures.createdAt, new Date(now.getTime() - DISCLOSURE_RETENTION_MS)))
    .returning({ id: disclosures.id });
  const closedJobs = db.select({ id: jobs.id }).from(jobs).where(lt(jobs.closesAt, new Date(now.getTime() - APPLICATION_RETENTION_MS)));
  const goneApplications = await db.delete(jobApplications).where(inArray(jobApplications.jobId, closedJobs)).returning({ id: jobApplications.id });
  const goneMessages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_MS)))
    .returning({ id: contactMessages.id });
  return { disclosures: gone.length, applications: goneApplications.length, contactMessages: goneMessages.length };
}
