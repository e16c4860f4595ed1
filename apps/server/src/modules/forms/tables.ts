/**
 * Forms and the notices they answer (docs/forms.md): tender notices, job ads, and what the public forms received —
 * disclosures (tip-offs) and job applications. Owned by modules/forms. Submissions are stored before the answer,
 * with the paths of the uploaded files they reference; they are pruned after their retention (docs/forms.md).
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";

export const tenders = pgTable(
  "tenders",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    documents: jsonb("documents").$type<{ title: LocalizedText; url: string; size: number | null }[]>().notNull().default([]),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    /** On the public pages (from `opensAt`); a notice made in the console starts unpublished. */
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("tenders_closes_idx").on(t.closesAt, t.id)],
);

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    department: text("department").notNull(),
    type: text("type").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    location: jsonb("location").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    duties: jsonb("duties").$type<LocalizedText[]>().notNull().default([]),
    requirements: jsonb("requirements").$type<LocalizedText[]>().notNull().default([]),
    vacancies: integer("vacancies").notNull().default(1),
    /**
     * Whether the application needs the name and address in Chinese (spec §5 as written). Jobs worked in Portuguese
     * or English say false: their applicants give a name in Latin letters, the Chinese fields only if they have them.
     */
    requiresChineseFields: boolean("requires_chinese_fields").notNull().default(true),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    /** On the public pages (from `opensAt`); an ad made in the console starts unpublished. */
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_closes_idx").on(t.closesAt, t.id)],
);

/** Disclosures (spec §3): kept as plain text for the newsroom, never rendered as HTML. */
export const disclosures = pgTable(
  "disclosures",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    locale: text("locale").notNull(),
    name: text("name").notNull(),
    sex: text("sex").notNull(),
    content: text("content").notNull(),
    phone: text("phone"),
    email: text("email"),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    videos: jsonb("videos").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("disclosures_created_idx").on(t.createdAt)],
);

/**
 * Messages of the general contact form (feedback to the broadcaster: programmes, website, reception, other), kept
 * as plain text for the audience desk, never rendered as HTML; pruned after their retention (docs/forms.md).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    locale: text("locale").notNull(),
    topic: text("topic").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/**
 * Job applications. One per job per contact: `phoneKey` and `emailKey` (the phone, the lower-cased e-mail) are each
 * unique with the job, so a second application with either contact is refused by the database itself.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id),
    locale: text("locale").notNull(),
    chineseName: text("chinese_name").notNull(),
    englishName: text("english_name").notNull(),
    idNumber: text("id_number").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    chineseAddress: text("chinese_address").notNull(),
    englishAddress: text("english_address").notNull(),
    experienceYears: integer("experience_years"),
    diploma: jsonb("diploma").$type<string[]>().notNull(),
    photo: text("photo").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("job_applications_job_phone_uq").on(t.jobId, t.phone),
    uniqueIndex("job_applications_job_email_uq").on(t.jobId, t.emailKey),
    index("job_applications_created_idx").on(t.createdAt),
  ],
);
