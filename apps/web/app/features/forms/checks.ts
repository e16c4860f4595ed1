import { DISCLOSURE_CONTENT_MAX, DISCLOSURE_NAME_MAX, type DisclosureSex } from "@portal/contract/endpoints/forms";
import type { DisclosureInput, JobApplicationInput } from "@portal/contract/schemas/forms";
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
export type ApplicationText = Exclude<ApplicationField, "diploma" | "photo" | "captcha">;

const APPLICATION_KINDS: Record<ApplicationText, FieldKind> = {
  chineseName: "chinese",
  englishName: "english",
  idNumber: "idNumber",
  phone: "phone",
  email: "email",
  chineseAddress: "chineseAddress",
  englishAddress: "englishAddress",
  experienceYears: "position",
};

export function checkApplication(
  jobId: number,
  values: Values<ApplicationText> & { diploma: string[]; photo: string[] },
  texts: RuleTexts,
): Checked<ApplicationField, Omit<JobApplicationInput, "verifyKey" | "verifyCode">> {
  const errors: FieldErrors<ApplicationField> = { diploma: uploadError(values.diploma, texts), photo: uploadError(values.photo, texts) };
  for (const [field, kind] of Object.entries(APPLICATION_KINDS) as [ApplicationText, FieldKind][]) {
    errors[field] = fieldError(kind, values[field], texts, field === "experienceYears");
  }
  return result(errors, {
    jobId,
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
