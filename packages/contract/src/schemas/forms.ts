import { z } from "zod";
import { idSchema, isoDate, pagingQuery, verifyCodeBody } from "./common.ts";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  DISCLOSURE_CONTENT_MAX,
  DISCLOSURE_IMAGES_MAX,
  DISCLOSURE_NAME_MAX,
  DISCLOSURE_SEXES,
  DISCLOSURE_VIDEOS_MAX,
  JOB_DEPARTMENTS,
  JOB_DIPLOMAS_MAX,
  JOB_TYPES,
  TENDER_STATUSES,
  UPLOAD_PATH_PATTERN,
  jobApplicationNameRules,
} from "../endpoints/forms.ts";
import {
  addValidationIssue,
  hasOnlyVisibleText,
  hasUpload,
  isFilled,
  zEmail,
  zEnglishAddress,
  zField,
  zIdNumber,
  zOptionalField,
  zPhone,
  zPosition,
  zRequired,
  charLength,
  validateField,
  type FieldKind,
} from "../validation.ts";

/**
 * What the public forms send (docs/forms.md): the disclosure (tip-off) form, the job application, and the queries
 * of the job and tender lists and of the staff exports. The §5 rules come from validation.ts, as in the browser.
 */

export const tenderListQuery = pagingQuery.extend({ status: z.enum(TENDER_STATUSES).optional() });
export type TenderListQuery = z.input<typeof tenderListQuery>;

export const jobListQuery = pagingQuery.extend({
  department: z.enum(JOB_DEPARTMENTS).optional(),
  type: z.enum(JOB_TYPES).optional(),
  status: z.enum(TENDER_STATUSES).optional(),
});
export type JobListQuery = z.input<typeof jobListQuery>;

const uploadPath = z.string().max(100).regex(UPLOAD_PATH_PATTERN, "not an uploaded file");

/**
 * A required free text of at most `max` characters (trimmed), of visible characters (line breaks with `multiline`),
 * refused with the §5 messages.
 */
const requiredText = (max: number, multiline = false) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (!isFilled(value)) addValidationIssue(ctx, "required");
        else if (!hasOnlyVisibleText(value, { multiline })) addValidationIssue(ctx, "visibleText");
        else if (charLength(value) > max) addValidationIssue(ctx, "tooLong", [], { max });
      }),
  );


/** POST /api/v1.0/cms/disclosure (spec §3 Disclosure): a phone or an e-mail (or both) for the acknowledgement. */
export const disclosureBody = verifyCodeBody
  .extend({
    name: requiredText(DISCLOSURE_NAME_MAX),
    sex: z.enum(DISCLOSURE_SEXES).default("undisclosed"),
    content: requiredText(DISCLOSURE_CONTENT_MAX, true),
    phone: z.string().trim().max(20).optional().nullable(),
    email: z.string().trim().max(254).optional().nullable(),
    images: z.array(uploadPath).max(DISCLOSURE_IMAGES_MAX).default([]),
    videos: z.array(uploadPath).max(DISCLOSURE_VIDEOS_MAX).default([]),
  })
  .superRefine((body, ctx) => {
    const phone = body.phone ?? "";
    const email = body.email ?? "";
    if (!isFilled(phone) && !isFilled(email)) {
      addValidationIssue(ctx, "required", ["phone"]);
      return;
    }
    for (const key of ["phone", "email"] as const) {
      const failure = validateField(key, body[key], { optional: true });
      if (failure) addValidationIssue(ctx, failure.rule, [key], failure.params);
    }
  });
export type DisclosureInput = z.input<typeof disclosureBody>;

/**
 * POST /api/v1.0/cms/contact-message: the general contact form (feedback to the broadcaster). A name, an e-mail for
 * the acknowledgement, a Macau mobile when the sender wants a call back (optional), what it is about, the message.
 */
export const contactMessageBody = verifyCodeBody.extend({
  name: requiredText(CONTACT_NAME_MAX),
  email: zEmail,
  phone: zOptionalField("phone"),
  topic: z.enum(CONTACT_TOPICS),
  message: requiredText(CONTACT_MESSAGE_MAX, true),
});
export type ContactMessageInput = z.input<typeof contactMessageBody>;

/**
 * POST /api/v1.0/cms/job-application: spec §5 rules per field; the diploma and the photo are required uploads. The
 * names and the Chinese address are checked here only as far as every job agrees (a Chinese name, when given, is
 * Chinese; the other name is filled): the rest depends on the job, which the server applies once it has found it
 * (`jobApplicationFieldsFor`). A job that does not require the Chinese fields stores "" for those left empty.
 */
export const jobApplicationBody = verifyCodeBody
  .extend({
    jobId: idSchema,
    chineseName: zOptionalField("chinese"),
    englishName: zRequired,
    idNumber: zIdNumber,
    phone: zPhone,
    email: zEmail,
    chineseAddress: zOptionalField("chineseAddress"),
    englishAddress: zEnglishAddress,
    /** Years of relevant experience (spec §5 "position": digits only). */
    experienceYears: z.preprocess((v) => (v === null || v === undefined || v === "" ? undefined : v), zPosition.pipe(z.string().max(2)).optional()),
    diploma: z.array(uploadPath).max(JOB_DIPLOMAS_MAX).default([]),
    photo: uploadPath.or(z.literal("")).optional().nullable(),
  })
  .superRefine((body, ctx) => {
    if (!hasUpload(body.diploma)) addValidationIssue(ctx, "uploadRequired", ["diploma"]);
    if (!hasUpload(body.photo ? [body.photo] : [])) addValidationIssue(ctx, "uploadRequired", ["photo"]);
  });
export type JobApplicationInput = z.input<typeof jobApplicationBody>;

const zNameRule = ({ kind, optional }: { kind: FieldKind; optional: boolean }) => (optional ? zOptionalField(kind) : zField(kind));
const nameFields = (rules: ReturnType<typeof jobApplicationNameRules>) =>
  z.object({ chineseName: zNameRule(rules.chineseName), englishName: zNameRule(rules.englishName), chineseAddress: zNameRule(rules.chineseAddress) });
const chineseJobFields = /* @__PURE__ */ nameFields(jobApplicationNameRules(true));
const otherJobFields = /* @__PURE__ */ nameFields(jobApplicationNameRules(false));

/**
 * The rules of the names and the Chinese address for a job (`jobs.requires_chinese_fields`, endpoints/forms.ts
 * `JOB_APPLICATION_NAME_RULES`), checked by the server against the job it found, never against what the client says.
 */
export const jobApplicationFieldsFor = (requiresChineseFields: boolean) => (requiresChineseFields ? chineseJobFields : otherJobFields);

/** GET /api/staff/forms/… (staff, bearer token FORMS_EXPORT_TOKEN): submissions received in [from, to] (Macao days). */
export const formsExportQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional(), format: z.enum(["json", "csv"]).default("csv") })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] });
export type FormsExportQuery = z.input<typeof formsExportQuery>;
