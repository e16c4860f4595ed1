import { DISCLOSURE_CONTENT_MAX, DISCLOSURE_NAME_MAX, type DisclosureSex } from "@portal/contract/endpoints/forms";
import type { UrlLang } from "@portal/contract/locales";
import type { DisclosureInput, JobApplicationInput } from "@portal/contract/schemas/forms";
import { charLength, hasUpload, isFilled, validateField, validationMessage, type FieldKind } from "@portal/contract/validation";
import type { Checked, FieldErrors } from "../../components/form.ts";

/**
 * The forms' checks in the browser: the rule functions of spec §5 (validation.ts) that the server's zod schemas
 * (schemas/forms.ts) are built from, field by field, with the same messages. Zod itself stays on the server.
 */

type Values<F extends string> = Record<F, string>;

function fieldError(kind: FieldKind, value: string, lang: UrlLang, optional = false): string | undefined {
  const failure = validateField(kind, value, { optional });
  return failure ? validationMessage(failure.rule, lang, failure.params) : undefined;
}
function textError(value: string, max: number, lang: UrlLang): string | undefined {
  if (!isFilled(value)) return validationMessage("required", lang);
  return charLength(value.trim()) > max ? validationMessage("tooLong", lang, { max }) : undefined;
}
const uploadError = (paths: readonly string[], lang: UrlLang) => (hasUpload(paths) ? undefined : validationMessage("uploadRequired", lang));

function result<F extends string, B>(errors: FieldErrors<F>, body: B): Checked<F, B> {
  return Object.values(errors).some(Boolean) ? { ok: false, errors } : { ok: true, body };
}

export const DISCLOSURE_FIELDS = ["name", "sex", "content", "phone", "email", "images", "videos", "captcha"] as const;
export type DisclosureField = (typeof DISCLOSURE_FIELDS)[number];

export function checkDisclosure(
  values: Values<"name" | "content" | "phone" | "email"> & { sex: DisclosureSex; images: string[]; videos: string[] },
  lang: UrlLang,
): Checked<DisclosureField, Omit<DisclosureInput, "verifyKey" | "verifyCode">> {
  const errors: FieldErrors<DisclosureField> = {
    name: textError(values.name, DISCLOSURE_NAME_MAX, lang),
    content: textError(values.content, DISCLOSURE_CONTENT_MAX, lang),
    phone: !isFilled(values.phone) && !isFilled(values.email) ? validationMessage("required", lang) : fieldError("phone", values.phone, lang, true),
    email: fieldError("email", values.email, lang, true),
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
  lang: UrlLang,
): Checked<ApplicationField, Omit<JobApplicationInput, "verifyKey" | "verifyCode">> {
  const errors: FieldErrors<ApplicationField> = { diploma: uploadError(values.diploma, lang), photo: uploadError(values.photo, lang) };
  for (const [field, kind] of Object.entries(APPLICATION_KINDS) as [ApplicationText, FieldKind][]) {
    errors[field] = fieldError(kind, values[field], lang, field === "experienceYears");
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
