import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  DISCLOSURE_CONTENT_MAX,
  DISCLOSURE_NAME_MAX,
  JOB_APPLICATION_NAME_RULES,
  jobApplicationNameRules,
  type ContactTopic,
  type DisclosureSex,
} from "@portal/contract/endpoints/forms";
import type { ContactMessageInput, DisclosureInput, JobApplicationInput } from "@portal/contract/schemas/forms";
import { charLength, hasOnlyVisibleText, hasUpload, isFilled, validateField, type FieldKind } from "@portal/contract/validation";
import type { Checked, FieldErrors } from "../../components/form.ts";
import { ruleText, type RuleTexts } from "./rule-texts.ts";

/**
 * The forms' checks in the browser: the rule functions of spec §5 (validation.ts) that the server's zod schemas
 * (schemas/forms.ts) are built from, field by field, with the same messages (given by the page: rule-texts.ts).
 * Zod itself stays on the server.
 */

type Values<F extends string> = Record<F, string>;

function fieldError(kind: FieldKind, value: string, texts: RuleTexts, optional = false): string | undefined {
  const failure = validateField(kind, value, { optional });
  return failure ? ruleText(texts, failure) : undefined;
}
function textError(value: string, max: number, texts: RuleTexts, multiline = false): string | undefined {
  if (!isFilled(value)) return ruleText(texts, "required");
  if (!hasOnlyVisibleText(value.trim(), { multiline })) return ruleText(texts, "visibleText");
  return charLength(value.trim()) > max ? ruleText(texts, "tooLong", { max }) : undefined;
}
const uploadError = (paths: readonly string[], texts: RuleTexts) => (hasUpload(paths) ? undefined : ruleText(texts, "uploadRequired"));

function result<F extends string, B>(errors: FieldErrors<F>, body: B): Checked<F, B> {
  return Object.values(errors).some(Boolean) ? { ok: false, errors } : { ok: true, body };
}

export const DISCLOSURE_FIELDS = ["name", "sex", "content", "phone", "email", "images", "videos", "captcha"] as const;
export type DisclosureField = (typeof DISCLOSURE_FIELDS)[number];

export function checkDisclosure(
  values: Values<"name" | "content" | "phone" | "email"> & { sex: DisclosureSex; images: string[]; videos: string[] },
  texts: RuleTexts,
): Checked<DisclosureField, Omit<DisclosureInput, "verifyKey" | "verifyCode">> {
  const errors: FieldErrors<DisclosureField> = {
    name: textError(values.name, DISCLOSURE_NAME_MAX, texts),
    content: textError(values.content, DISCLOSURE_CONTENT_MAX, texts, true),
    phone: !isFilled(values.phone) && !isFilled(values.email) ? ruleText(texts, "required") : fieldError("phone", values.phone, texts, true),
    email: fieldError("email", values.email, texts, true),
  };
  return result(errors, {
    name: values.name.trim(),
    sex: values.sex,
    content: values.content.trim(),
    phone: values.phone.trim() || null,
    email: values.email.trim() || null,
    images: values.images,
    videos: values.videos,
  });
}

export const CONTACT_FIELDS = ["name", "email", "phone", "topic", "message", "captcha"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The general contact form (schemas/forms.ts `contactMessageBody`): a name, an e-mail, a Macau mobile if given, the message. */
export function checkContactMessage(
  values: Values<"name" | "email" | "phone" | "message"> & { topic: ContactTopic },
  texts: RuleTexts,
): Checked<ContactField, Omit<ContactMessageInput, "verifyKey" | "verifyCode">> {
  const errors: FieldErrors<ContactField> = {
    name: textError(values.name, CONTACT_NAME_MAX, texts),
    email: fieldError("email", values.email, texts),
    phone: fieldError("phone", values.phone, texts, true),
    message: textError(values.message, CONTACT_MESSAGE_MAX, texts, true),
  };
  return result(errors, {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    topic: values.topic,
    message: values.message.trim(),
  });
}

export const APPLICATION_FIELDS = [
  "chineseName",
  "englishName",
  "idNumber",
  "phone",
  "email",
  "chineseAddress",
  "englishAddress",
  "experienceYears",
  "diploma",
  "photo",
  "captcha",
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
/** The order a job without the Chinese fields shows them in: the name and address as written first, then the Chinese ones. */
const LATIN_FIRST_FIELDS: readonly ApplicationField[] = [
  "englishName",
  "chineseName",
  "idNumber",
  "phone",
  "email",
  "englishAddress",
  "chineseAddress",
  "experienceYears",
  "diploma",
  "photo",
  "captcha",
];
/** The fields in the order the form shows them (the first refused one gets the focus). */
export const applicationFieldOrder = (requiresChineseFields: boolean) => (requiresChineseFields ? APPLICATION_FIELDS : LATIN_FIRST_FIELDS);
export type ApplicationText = Exclude<ApplicationField, "diploma" | "photo" | "captcha">;

type FieldRule = { kind: FieldKind; optional: boolean };
const APPLICATION_RULES: Record<Exclude<ApplicationText, keyof typeof JOB_APPLICATION_NAME_RULES.chinese>, FieldRule> = {
  idNumber: { kind: "idNumber", optional: false },
  phone: { kind: "phone", optional: false },
  email: { kind: "email", optional: false },
  englishAddress: { kind: "englishAddress", optional: false },
  experienceYears: { kind: "position", optional: true },
};

/** The application's checks for its job: the names and the Chinese address as the job asks (`requiresChineseFields`). */
export function checkApplication(
  job: { id: number; requiresChineseFields: boolean },
  values: Values<ApplicationText> & { diploma: string[]; photo: string[] },
  texts: RuleTexts,
): Checked<ApplicationField, Omit<JobApplicationInput, "verifyKey" | "verifyCode">> {
  const errors: FieldErrors<ApplicationField> = { diploma: uploadError(values.diploma, texts), photo: uploadError(values.photo, texts) };
  const rules: Record<ApplicationText, FieldRule> = { ...APPLICATION_RULES, ...jobApplicationNameRules(job.requiresChineseFields) };
  for (const [field, { kind, optional }] of Object.entries(rules) as [ApplicationText, FieldRule][]) {
    errors[field] = fieldError(kind, values[field], texts, optional);
  }
  return result(errors, {
    jobId: job.id,
    chineseName: values.chineseName.trim(),
    englishName: values.englishName.trim(),
    idNumber: values.idNumber.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    chineseAddress: values.chineseAddress.trim(),
    englishAddress: values.englishAddress.trim(),
    experienceYears: values.experienceYears.trim() || null,
    diploma: values.diploma,
    photo: values.photo[0] ?? "",
  });
}
