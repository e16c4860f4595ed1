import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { LocalizedText } from "../../db/columns.ts";
import { pickText } from "../../platform/localize.ts";
import { excerpt, type SubmissionSource, type SubmissionSummary } from "../../platform/submissions.ts";
import { APPLICATION_RETENTION_MS, CONTACT_MESSAGE_RETENTION_MS, DISCLOSURE_RETENTION_MS } from "./forms-service.ts";
import { contactMessages, disclosures, jobApplications, jobs } from "./tables.ts";

/**
 * The forms' submissions as the console's inbox reads them (platform/submissions.ts; docs/console.md "The inbox"):
 * disclosures, contact messages and job applications, with the day their retention ends (docs/forms.md).
 */

type Created = typeof disclosures.createdAt | typeof contactMessages.createdAt | typeof jobApplications.createdAt;
const inRange = (column: Created, range: { from?: Date; to?: Date }): SQL | undefined =>
  and(range.from ? gte(column, range.from) : undefined, range.to ? lt(column, range.to) : undefined);
const after = (date: Date, ms: number) => new Date(date.getTime() + ms);
const optional = (key: string, value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? [] : [{ key, value: String(value), label: null }]);
/** Rows whose jsonb list of paths holds `path` (containment: exact, no pattern characters). */
const holds = (column: SQL | typeof disclosures.images, path: string) => sql`${column} @> ${JSON.stringify([path])}::jsonb`;

const disclosureSummary = (row: typeof disclosures.$inferSelect): SubmissionSummary => ({
  id: row.id,
  reference: row.reference,
  from: row.name,
  summary: excerpt(row.content),
  searchText: [row.reference, row.name, row.phone, row.email, row.content].join("\n"),
  receivedAt: row.createdAt,
  deletedAt: after(row.createdAt, DISCLOSURE_RETENTION_MS),
});

export const disclosureSource: SubmissionSource = {
  async summaries(db, range) {
    const rows = await db.select().from(disclosures).where(inRange(disclosures.createdAt, range)).orderBy(desc(disclosures.createdAt), desc(disclosures.id));
    return rows.map(disclosureSummary);
  },
  async detail(db, id) {
    const [row] = await db.select().from(disclosures).where(eq(disclosures.id, id));
    if (!row) return null;
    return {
      ...disclosureSummary(row),
      locale: row.locale,
      fields: [...optional("name", row.name), ...optional("sex", row.sex), ...optional("phone", row.phone), ...optional("email", row.email), ...optional("content", row.content)],
      files: [...row.images.map((path) => ({ key: "image", path })), ...row.videos.map((path) => ({ key: "video", path }))],
      link: null,
    };
  },
  async existing(db, ids) {
    if (!ids.length) return [];
    return (await db.select({ id: disclosures.id }).from(disclosures).where(inArray(disclosures.id, [...ids]))).map((row) => row.id);
  },
  async namingFile(db, path) {
    const rows = await db
      .select({ id: disclosures.id })
      .from(disclosures)
      .where(sql`${holds(sql`${disclosures.images}`, path)} or ${holds(sql`${disclosures.videos}`, path)}`);
    return rows.map((row) => row.id);
  },
};

const contactSummary = (row: typeof contactMessages.$inferSelect): SubmissionSummary => ({
  id: row.id,
  reference: row.reference,
  from: row.name,
  summary: excerpt(row.message),
  searchText: [row.reference, row.name, row.email, row.phone, row.topic, row.message].join("\n"),
  receivedAt: row.createdAt,
  deletedAt: after(row.createdAt, CONTACT_MESSAGE_RETENTION_MS),
});

export const contactSource: SubmissionSource = {
  async summaries(db, range) {
    const rows = await db.select().from(contactMessages).where(inRange(contactMessages.createdAt, range)).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    return rows.map(contactSummary);
  },
  async detail(db, id) {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) return null;
    return {
      ...contactSummary(row),
      locale: row.locale,
      fields: [...optional("topic", row.topic), ...optional("name", row.name), ...optional("email", row.email), ...optional("phone", row.phone), ...optional("message", row.message)],
      files: [],
      link: null,
    };
  },
  async existing(db, ids) {
    if (!ids.length) return [];
    return (await db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, [...ids]))).map((row) => row.id);
  },
  async namingFile() {
    return []; // the contact form takes no files
  },
};

const applicationColumns = { application: jobApplications, jobReference: jobs.reference, jobTitle: jobs.title, jobClosesAt: jobs.closesAt };
type ApplicationRow = { application: typeof jobApplications.$inferSelect; jobReference: string; jobTitle: LocalizedText; jobClosesAt: Date };

const applicationSummary = ({ application: row, jobReference, jobTitle, jobClosesAt }: ApplicationRow, locale: ApiLocale = "en"): SubmissionSummary => ({
  id: row.id,
  reference: row.reference,
  from: row.englishName || row.chineseName,
  summary: `${jobReference} ${pickText(jobTitle, locale)}`,
  searchText: [row.reference, row.chineseName, row.englishName, row.email, row.phone, jobReference, jobTitle.zh_TW, jobTitle.en, jobTitle.pt].join("\n"),
  receivedAt: row.createdAt,
  deletedAt: after(jobClosesAt, APPLICATION_RETENTION_MS),
});

export const applicationSource: SubmissionSource = {
  async summaries(db, range) {
    const rows = await db
      .select(applicationColumns)
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(inRange(jobApplications.createdAt, range))
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
    return rows.map((row) => applicationSummary(row));
  },
  async detail(db, id, locale) {
    const [found] = await db.select(applicationColumns).from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId)).where(eq(jobApplications.id, id));
    if (!found) return null;
    const summary = applicationSummary(found, locale);
    const row = found.application;
    return {
      ...summary,
      locale: row.locale,
      fields: [
        ...optional("job", summary.summary),
        ...optional("chineseName", row.chineseName),
        ...optional("englishName", row.englishName),
        ...optional("idNumber", row.idNumber),
        ...optional("phone", row.phone),
        ...optional("email", row.email),
        ...optional("chineseAddress", row.chineseAddress),
        ...optional("englishAddress", row.englishAddress),
        ...optional("experienceYears", row.experienceYears),
      ],
      files: [...row.diploma.map((path) => ({ key: "diploma", path })), { key: "photo", path: row.photo }],
      link: null,
    };
  },
  async existing(db, ids) {
    if (!ids.length) return [];
    return (await db.select({ id: jobApplications.id }).from(jobApplications).where(inArray(jobApplications.id, [...ids]))).map((row) => row.id);
  },
  async namingFile(db, path) {
    const rows = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(sql`${holds(sql`${jobApplications.diploma}`, path)} or ${jobApplications.photo} = ${path}`);
    return rows.map((row) => row.id);
  },
};
