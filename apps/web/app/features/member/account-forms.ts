import type { z } from "zod";
import type { UrlLang } from "@portal/contract/locales";
import {
  emailCodeQuery,
  feedbackBody,
  memberInfoUpdateBody,
  mobileCodeQuery,
  newPasswordBody,
  playlistBody,
  updateEmailBody,
  updateMobileBody,
} from "@portal/contract/schemas/member";
import { passwordsMatch, validationMessage } from "@portal/contract/validation";
import { translator } from "../../i18n/define.ts";
import { schemaErrors } from "../identity/auth-form.ts";
import { hasErrors, type Checked, type FieldErrors } from "../../components/form.ts";
import { infoValuesOf } from "../identity/register.ts";
import { accountMessages, type AccountMessageKey } from "./messages.ts";

/**
 * The forms of the member centre check their input with the contract's own schemas — the ones the server parses
 * the same request with — through auth-form.ts's `schemaErrors`, so both refuse the same input. Messages: §5
 * rules speak for themselves; a length names the schema's own limits (read from the schema, never restated here);
 * a choice says "choose"; the few formats the schema words only in English get a catalog text.
 */

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * The length limits of a text field of `schema`: zod keeps them on the string inside optional/nullable, and, for
 * a rule piped into lengths (`zVisibleName.pipe(z.string().min(2).max(30))`), on the pipe's output side.
 */
export function lengthLimits(schema: ObjectSchema, field: string): { min: number | null; max: number | null } {
  let inner: unknown = schema.shape[field];
  for (let depth = 0; depth < 6 && inner && typeof inner === "object" && !("maxLength" in inner); depth++) {
    const { unwrap, out } = inner as { unwrap?: () => unknown; out?: unknown };
    inner = typeof unwrap === "function" ? unwrap.call(inner) : (out ?? null);
  }
  const limits = inner as { minLength?: number | null; maxLength?: number | null } | null;
  return { min: limits?.minLength ?? null, max: limits?.maxLength ?? null };
}

/** The message for a field a schema refuses outside the §5 rules (which carry their own). */
function fallbackText(schema: ObjectSchema, lang: UrlLang, overrides: Partial<Record<string, AccountMessageKey>>) {
  const t = translator(accountMessages, lang);
  return (field: string): string => {
    const override = overrides[field];
    if (override) return t(override);
    const { min, max } = lengthLimits(schema, field);
    if (min !== null && min > 1 && max !== null) return t("lengthBetween", { min, max });
    if (max !== null) return validationMessage("tooLong", lang, { max });
    if (min !== null) return t("tooShort", { min });
    return t("choose");
  };
}

export type FormCheck<S extends ObjectSchema, F extends string = string> = Checked<F, z.output<S>>;

/** Parses a form's values with a contract schema: the request body, or one message per refused field. */
export function checkForm<S extends ObjectSchema, F extends string = Extract<keyof z.input<S>, string>>(
  schema: S,
  values: Partial<Record<F, unknown>>,
  lang: UrlLang,
  overrides: Partial<Record<string, AccountMessageKey>> = {},
): FormCheck<S, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: schemaErrors<F>(schema, values, lang, fallbackText(schema, lang, overrides)) };
}

// ── The forms ──────────────────────────────────────────────────────────────────────────────────────────────────

const CONTACT_TEXTS = { mobile: "mobileInvalid", verifyCode: "codeInvalid" } as const;

export const checkPlaylistTitle = (title: string, lang: UrlLang) => checkForm(playlistBody, { title }, lang);

export interface FeedbackForm {
  category: string;
  content: string;
  contact: string;
}
export const FEEDBACK_FIELDS = ["category", "content", "contact"] as const;
export const checkFeedback = (values: FeedbackForm, lang: UrlLang) =>
  checkForm(feedbackBody, { ...values, contact: values.contact.trim() || null }, lang);

/** The contact a code is asked for; the captcha sent beside it is solved by the browser (password.ts captchaError). */
export const checkMobileForCode = (mobile: string, lang: UrlLang) => checkForm(mobileCodeQuery.pick({ mobile: true }), { mobile }, lang, CONTACT_TEXTS);
export const checkEmailForCode = (email: string, lang: UrlLang) => checkForm(emailCodeQuery.pick({ email: true }), { email }, lang);
export const checkMobileChange = (values: { mobile: string; verifyCode: string }, lang: UrlLang) =>
  checkForm(updateMobileBody, values, lang, CONTACT_TEXTS);
export const checkEmailChange = (values: { email: string; verifyCode: string }, lang: UrlLang) =>
  checkForm(updateEmailBody, values, lang, CONTACT_TEXTS);

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}
export const PASSWORD_FIELDS = ["oldPassword", "newPassword", "repeatPassword"] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];

/**
 * Password change (§5 passverification and "Two passwords are inconsistent"). The current password is asked for
 * when the member has one; members who only sign in socially set a first one without it.
 */
export function checkPasswordChange(values: PasswordForm, hasPassword: boolean, lang: UrlLang): FormCheck<typeof newPasswordBody, PasswordField> {
  const parsed = checkForm(newPasswordBody, { oldPassword: hasPassword ? values.oldPassword : "", newPassword: values.newPassword }, lang);
  const errors: FieldErrors<PasswordField> = parsed.ok ? {} : { ...parsed.errors };
  if (hasPassword && !values.oldPassword) errors.oldPassword = validationMessage("required", lang);
  if (!values.repeatPassword) errors.repeatPassword = validationMessage("required", lang);
  else if (!passwordsMatch(values.newPassword, values.repeatPassword)) errors.repeatPassword = validationMessage("passwordMismatch", lang);
  return parsed.ok && !hasErrors(errors) ? parsed : { ok: false, errors };
}

// ── Profile ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The profile form's values as the inputs hold them (text, and "" for "not chosen"). */
export interface ProfileForm {
  nickName: string;
  firstName: string;
  lastName: string;
  sex: string;
  ageRanges: string;
  educationalStatus: string;
  profession: string;
  monthlyProfit: string;
  address: string;
  introduction: string;
  favInfo: string[];
  isReceiveSms: boolean;
}
export type ProfileField = keyof ProfileForm;
/** In the order the form shows them: the first refused one takes the focus. */
export const PROFILE_FIELDS = [
  "nickName",
  "firstName",
  "lastName",
  "sex",
  "ageRanges",
  "educationalStatus",
  "profession",
  "monthlyProfit",
  "address",
  "introduction",
  "favInfo",
  "isReceiveSms",
] as const satisfies ReadonlyArray<ProfileField>;

/** The form's starting values from the member's info (a missing value is an empty input): as completing the profile. */
export const profileFormOf: (info: { [K in ProfileField]?: ProfileForm[K] | null }) => ProfileForm = infoValuesOf;

/** The longest text a profile field takes (for the input's maxLength), from the contract's schema. */
export const profileMaxLength = (field: ProfileField): number | undefined => lengthLimits(memberInfoUpdateBody, field).max ?? undefined;

/**
 * POST info's body: every field of the form, an emptied one as null (that clears it on the server), the nickname
 * as typed (it is required and cannot be cleared).
 */
export function checkProfile(form: ProfileForm, lang: UrlLang): FormCheck<typeof memberInfoUpdateBody, ProfileField> {
  const orNull = (value: string) => (value.trim() ? value : null);
  return checkForm<typeof memberInfoUpdateBody, ProfileField>(
    memberInfoUpdateBody,
    {
      nickName: form.nickName,
      firstName: orNull(form.firstName),
      lastName: orNull(form.lastName),
      sex: orNull(form.sex),
      ageRanges: orNull(form.ageRanges),
      educationalStatus: orNull(form.educationalStatus),
      profession: orNull(form.profession),
      monthlyProfit: orNull(form.monthlyProfit),
      address: orNull(form.address),
      introduction: orNull(form.introduction),
      favInfo: form.favInfo,
      isReceiveSms: form.isReceiveSms,
    },
    lang,
  );
}

/** The topics a feedback may have, in the schema's order (the server's default comes last). */
export const FEEDBACK_CATEGORIES = feedbackBody.shape.category.unwrap().options;
/** The length of a feedback message, from the schema. */
export const FEEDBACK_LENGTH = lengthLimits(feedbackBody, "content");
