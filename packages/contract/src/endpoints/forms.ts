import { CONSOLE_API_PATH, GET, POST, PUT } from "../endpoint.ts";
import type { ConsoleJob, ConsoleJobItem, ConsoleTender, ConsoleTenderItem, JobInput, PublicationInput, TenderInput } from "../schemas/forms/console.ts";
import type { ContactMessageInput, DisclosureInput, FormsExportQuery, JobApplicationInput, JobListQuery, TenderListQuery } from "../schemas/forms.ts";
import type { FieldKind } from "../validation.ts";

/**
 * Forms and the notices they answer (docs/forms.md): tender notices (spec §7 cms/bidding), job ads (cms/job) and the
 * job application (cms/job-application), the disclosure form (cms/disclosure), the general contact form
 * (cms/contact-message), and the staff exports of what the forms received.
 */

export const TENDER_STATUSES = ["open", "closed"] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];
export const JOB_DEPARTMENTS = ["news", "programmes", "engineering", "digital", "administration"] as const;
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];
export const JOB_TYPES = ["full_time", "part_time", "contract", "internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const DISCLOSURE_SEXES = ["male", "female", "undisclosed"] as const;
export type DisclosureSex = (typeof DISCLOSURE_SEXES)[number];
export const DISCLOSURE_CONTENT_MAX = 5000;
export const DISCLOSURE_NAME_MAX = 100;
export const DISCLOSURE_IMAGES_MAX = 6;
export const DISCLOSURE_VIDEOS_MAX = 2;
export const JOB_DIPLOMAS_MAX = 3;
/** What the general contact form (feedback to the broadcaster, not a news tip) is about: the desk that reads it. */
export const CONTACT_TOPICS = ["programmes", "website", "reception", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 2000;
/**
 * The application's fields whose rule depends on the job (docs/forms.md "Chinese fields"). A job that requires the
 * Chinese fields keeps spec §5 as written: a Chinese name, a name in English letters, a Chinese address. Any other
 * job (worked in Portuguese or English) takes the name in Latin letters with accents, hyphens and apostrophes, and
 * the Chinese name and address only when they are given. The server applies the job's rules (schemas/forms.ts
 * `jobApplicationFieldsFor`), the browser the same ones (features/forms/checks.ts).
 */
export const JOB_APPLICATION_NAME_RULES = {
  chinese: {
    chineseName: { kind: "chinese", optional: false },
    englishName: { kind: "english", optional: false },
    chineseAddress: { kind: "chineseAddress", optional: false },
  },
  other: {
    chineseName: { kind: "chinese", optional: true },
    englishName: { kind: "latinName", optional: false },
    chineseAddress: { kind: "chineseAddress", optional: true },
  },
} as const satisfies Record<"chinese" | "other", Record<"chineseName" | "englishName" | "chineseAddress", { kind: FieldKind; optional: boolean }>>;

export const jobApplicationNameRules = (requiresChineseFields: boolean) => JOB_APPLICATION_NAME_RULES[requiresChineseFields ? "chinese" : "other"];

/** A reference to a file the upload service stored: its path (`/uploads/p/yyyy/mm/<random>.<ext>`, private; `u/` before). */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/[up]\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.(webp|mp4|webm|pdf)$/;

export interface TenderDocument {
  title: string;
  url: string;
  /** Bytes, when known. */
  size: number | null;
}
export interface Tender {
  id: number;
  /** The broadcaster's reference, e.g. "TDM-T-2026-014". */
  reference: string;
  title: string;
  summary: string;
  documents: TenderDocument[];
  opensAt: string;
  closesAt: string;
  status: TenderStatus;
}
export interface TenderPage {
  items: Tender[];
  total: number;
  page: number;
  pageSize: number;
}

export interface JobSummary {
  id: number;
  reference: string;
  title: string;
  department: JobDepartment;
  type: JobType;
  location: string;
  summary: string;
  vacancies: number;
  opensAt: string;
  closesAt: string;
  status: TenderStatus;
}
export interface Job extends JobSummary {
  /** Plain text paragraphs (never HTML). */
  duties: string[];
  requirements: string[];
  /** Whether the application needs the name and address in Chinese (`JOB_APPLICATION_NAME_RULES`). */
  requiresChineseFields: boolean;
}
export interface JobPage {
  items: JobSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a stored submission answers: its reference and how the acknowledgement goes out. */
export interface FormReceipt {
  reference: string;
  acknowledgement: "email" | "sms";
}

export interface DisclosureExportRow {
  reference: string;
  receivedAt: string;
  language: string;
  name: string;
  sex: DisclosureSex;
  phone: string | null;
  email: string | null;
  content: string;
  images: string[];
  videos: string[];
}
export interface JobApplicationExportRow {
  reference: string;
  receivedAt: string;
  language: string;
  jobId: number;
  jobReference: string;
  chineseName: string;
  englishName: string;
  idNumber: string;
  phone: string;
  email: string;
  chineseAddress: string;
  englishAddress: string;
  experienceYears: number | null;
  diploma: string[];
  photo: string;
}
export interface ContactMessageExportRow {
  reference: string;
  receivedAt: string;
  language: string;
  topic: ContactTopic;
  name: string;
  email: string;
  phone: string | null;
  message: string;
}
export interface FormsExport<Row> {
  from: string | null;
  to: string | null;
  items: Row[];
}

export const formsApi = {
  tenders: GET("/api/v1.0/cms/bidding").query<TenderListQuery>().returns<TenderPage>(),
  tender: GET("/api/v1.0/cms/bidding/:id").returns<Tender>(),
  jobs: GET("/api/v1.0/cms/job").query<JobListQuery>().returns<JobPage>(),
  job: GET("/api/v1.0/cms/job/:id").returns<Job>(),
  apply: POST("/api/v1.0/cms/job-application").body<JobApplicationInput>().returns<FormReceipt>(),
  disclose: POST("/api/v1.0/cms/disclosure").body<DisclosureInput>().returns<FormReceipt>(),
  /** The general contact form (feedback: programmes, website, reception, other; not in the spec's list). */
  contact: POST("/api/v1.0/cms/contact-message").body<ContactMessageInput>().returns<FormReceipt>(),
  exportDisclosures: GET("/api/staff/forms/disclosures").query<FormsExportQuery>().returns<FormsExport<DisclosureExportRow>>(),
  exportApplications: GET("/api/staff/forms/job-applications").query<FormsExportQuery>().returns<FormsExport<JobApplicationExportRow>>(),
  exportContactMessages: GET("/api/staff/forms/contact-messages").query<FormsExportQuery>().returns<FormsExport<ContactMessageExportRow>>(),
};

/** Who edits tender notices (with the review of suppliers: endpoints/supplier.ts `PROCUREMENT`) and job ads. */
const TENDER_EDITORS = ["procurement", "admin"] as const;
export const HIRING = ["hr", "admin"] as const;
const CONSOLE_TENDERS = `${CONSOLE_API_PATH}/v1/tenders`;
const CONSOLE_JOBS = `${CONSOLE_API_PATH}/v1/jobs`;

/** Procurement's tender notices (docs/console.md "Procurement"). */
export const tenderConsoleApi = {
  /** Every notice, published or not, latest closing first. */
  list: GET(CONSOLE_TENDERS).access(TENDER_EDITORS).returns<ConsoleTenderItem[]>(),
  get: GET(`${CONSOLE_TENDERS}/:id`).access(TENDER_EDITORS).returns<ConsoleTender>(),
  /** A new notice, unpublished until published. */
  create: POST(CONSOLE_TENDERS).access(TENDER_EDITORS).body<TenderInput>().returns<ConsoleTender>(),
  update: PUT(`${CONSOLE_TENDERS}/:id`).access(TENDER_EDITORS).body<TenderInput>().returns<ConsoleTender>(),
  /** Published (on the public tender pages from its opening) or taken off them. */
  publication: POST(`${CONSOLE_TENDERS}/:id/publication`).access(TENDER_EDITORS).body<PublicationInput>().returns<ConsoleTender>(),
};

/** HR's job ads (docs/console.md "HR"). */
export const jobConsoleApi = {
  /** Every job ad, published or not, latest closing first, with the applications each has received. */
  list: GET(CONSOLE_JOBS).access(HIRING).returns<ConsoleJobItem[]>(),
  get: GET(`${CONSOLE_JOBS}/:id`).access(HIRING).returns<ConsoleJob>(),
  /** A new job ad, unpublished until published. */
  create: POST(CONSOLE_JOBS).access(HIRING).body<JobInput>().returns<ConsoleJob>(),
  update: PUT(`${CONSOLE_JOBS}/:id`).access(HIRING).body<JobInput>().returns<ConsoleJob>(),
  /** Published (on the public job pages from its opening) or taken off them. */
  publication: POST(`${CONSOLE_JOBS}/:id/publication`).access(HIRING).body<PublicationInput>().returns<ConsoleJob>(),
};
