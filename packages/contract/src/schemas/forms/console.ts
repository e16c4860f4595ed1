import { z } from "zod";
import { JOB_DEPARTMENTS, JOB_TYPES, type JobDepartment, type JobType, type TenderStatus } from "../../endpoints/forms.ts";
import { isSitePathOrHttps } from "../../links.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zMacauMinute } from "../news/console.ts";

/**
 * The console's tender notices (procurement) and job ads (HR): endpoints/forms.ts `tenderConsoleApi` and
 * `jobConsoleApi` (docs/console.md "Procurement", "HR"). Their texts are kept per locale (zh_TW, zh_CN, en, pt);
 * zh_TW is required, an empty zh_CN is converted from it on the public pages. Shared by server and console.
 */

export const POSTING_TITLE_MAX = 200;
export const POSTING_SUMMARY_MAX = 5_000;
export const POSTING_REFERENCE_MAX = 40;
export const TENDER_DOCUMENTS_MAX = 20;
export const JOB_VACANCIES_MAX = 99;

/** The broadcaster's reference ("TDM-T-2026-014"): letters, digits and - / . _ after a letter or digit. */
const zReference = z
  .string()
  .trim()
  .min(1)
  .max(POSTING_REFERENCE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9/._-]*$/, "a reference is letters, digits and - / . _");

/** A document of a notice: a file of this site (an upload, the demo's PDFs) or an https link, never `..`. */
export const zDocumentUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => isSitePathOrHttps(value) && !value.includes(".."), "a document is a path of this site or an https address");

/** Whether a notice is on the public pages today: not yet open, open, or closed. */
export type PostingPhase = "upcoming" | TenderStatus;

/** POST …/tenders, PUT …/tenders/:id: the whole notice as the form sends it (opens and closes: Macau minutes). */
export const tenderBody = z
  .object({
    reference: zReference,
    title: localized(POSTING_TITLE_MAX, true),
    summary: localized(POSTING_SUMMARY_MAX, false),
    opensAt: zMacauMinute,
    closesAt: zMacauMinute,
    documents: z
      .array(z.object({ title: localized(POSTING_TITLE_MAX, true), url: zDocumentUrl }).strict())
      .max(TENDER_DOCUMENTS_MAX)
      .default([]),
  })
  .strict();
export type TenderInput = z.input<typeof tenderBody>;

/**
 * POST …/jobs, PUT …/jobs/:id. `duties` and `requirements` are written one item a line, line n of each locale
 * being the same item in another language.
 */
export const jobBody = z
  .object({
    reference: zReference,
    department: z.enum(JOB_DEPARTMENTS),
    type: z.enum(JOB_TYPES),
    title: localized(POSTING_TITLE_MAX, true),
    location: localized(POSTING_TITLE_MAX, false),
    summary: localized(POSTING_SUMMARY_MAX, false),
    duties: localized(POSTING_SUMMARY_MAX, false),
    requirements: localized(POSTING_SUMMARY_MAX, false),
    vacancies: z.number().int().min(1).max(JOB_VACANCIES_MAX),
    requiresChineseFields: z.boolean(),
    opensAt: zMacauMinute,
    closesAt: zMacauMinute,
  })
  .strict();
export type JobInput = z.input<typeof jobBody>;

/** POST …/tenders/:id/publication, POST …/jobs/:id/publication: on the public pages or not. */
export const publicationBody = z.object({ published: z.boolean() }).strict();
export type PublicationInput = z.input<typeof publicationBody>;

export interface ConsoleTenderDocument {
  title: ConsoleText;
  url: string;
  size: number | null;
}

/** A row of the console's tender list (the title in the console's language). */
export interface ConsoleTenderItem {
  id: number;
  reference: string;
  title: string;
  opensAt: string;
  closesAt: string;
  phase: PostingPhase;
  published: boolean;
  documentCount: number;
}

export interface ConsoleTender {
  id: number;
  reference: string;
  title: ConsoleText;
  summary: ConsoleText;
  /** ISO instants. */
  opensAt: string;
  closesAt: string;
  documents: ConsoleTenderDocument[];
  phase: PostingPhase;
  published: boolean;
}

/** A row of the console's job list, with the applications it has received. */
export interface ConsoleJobItem {
  id: number;
  reference: string;
  title: string;
  department: JobDepartment;
  type: JobType;
  opensAt: string;
  closesAt: string;
  phase: PostingPhase;
  published: boolean;
  applications: number;
}

export interface ConsoleJob {
  id: number;
  reference: string;
  department: JobDepartment;
  type: JobType;
  title: ConsoleText;
  location: ConsoleText;
  summary: ConsoleText;
  /** One item a line. */
  duties: ConsoleText;
  requirements: ConsoleText;
  vacancies: number;
  requiresChineseFields: boolean;
  opensAt: string;
  closesAt: string;
  phase: PostingPhase;
  published: boolean;
  applications: number;
}

/** Where the inbox lists the applications of a job (the inbox's screen). */
export const jobApplicationsPath = (jobId: number): string => `/console/inbox?kind=job_application&job=${jobId}`;
