import { identityApi } from "@portal/contract/endpoints/identity";
import { memberApi } from "@portal/contract/endpoints/member";
import { referenceApi } from "@portal/contract/endpoints/reference";
import type { UrlLang } from "@portal/contract/locales";
import type { DataDictionary } from "@portal/contract/schemas/common";
import { memberInfoUpdateBody, type MemberInfo } from "@portal/contract/schemas/member";
import {
  contactTypeOf,
  registerBody,
  type CodePurpose,
  type FavInfoOption,
  type RegisterResult,
  type SendVerifyCodeResult,
} from "@portal/contract/schemas/identity";
import type { DataCall } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { memberFormMessages } from "./auth-messages.ts";
import { ruleError, schemaErrors } from "./auth-form.ts";
import { type FieldErrors } from "../../components/form.ts";
import { captchaError, contactError, validateNewPassword, type CaptchaAnswer } from "./password.ts";

/**
 * Registration (spec §3 Registration, §5): the form's values, its rules (the contract's registerBody, so that the
 * form refuses what the server refuses, with the same words), and its calls.
 */

/** The profile fields that registration, completing the profile and the account settings share. */
export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "sex",
  "ageRanges",
  "educationalStatus",
  "profession",
  "monthlyProfit",
  "address",
  "favInfo",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<Exclude<ProfileField, "favInfo">, string> & { favInfo: string[] };
export const EMPTY_PROFILE: ProfileValues = {
  firstName: "",
  lastName: "",
  sex: "",
  ageRanges: "",
  educationalStatus: "",
  profession: "",
  monthlyProfit: "",
  address: "",
  favInfo: [],
};

/** Every field in the order of the form (the first invalid one gets the focus). */
export const REGISTER_FIELDS = [
  "username",
  "contact",
  "verifyCode",
  "contactCode",
  "password",
  "repeatPassword",
  ...PROFILE_FIELDS,
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = ProfileValues & Record<Exclude<RegisterField, ProfileField>, string>;
export const EMPTY_REGISTRATION: RegisterValues = {
  username: "",
  contact: "",
  verifyCode: "",
  contactCode: "",
  password: "",
  repeatPassword: "",
  ...EMPTY_PROFILE,
};

/** Optional text as the API wants it: trimmed, or null when empty. */
export const optionalText = (value: string): string | null => value.trim() || null;

/** The profile part of a body (register, member/info). */
export function profileBody(values: ProfileValues) {
  return {
    firstName: optionalText(values.firstName),
    lastName: optionalText(values.lastName),
    sex: optionalText(values.sex),
    ageRanges: optionalText(values.ageRanges),
    educationalStatus: optionalText(values.educationalStatus),
    profession: optionalText(values.profession),
    monthlyProfit: optionalText(values.monthlyProfit),
    address: optionalText(values.address),
    favInfo: values.favInfo,
  };
}

/** POST register's body. */
export function registrationBody(values: RegisterValues, verifyKey: string) {
  return {
    username: values.username,
    contact: values.contact.trim(),
    contactCode: values.contactCode.trim(),
    password: values.password,
    ...profileBody(values),
    registerPlatform: "web" as const,
    verifyKey,
    verifyCode: values.verifyCode.trim(),
  };
}

type MessageKey = keyof (typeof memberFormMessages)["zh-hant"];
/** What to say when the contract refuses a field for a reason without a rule message of its own. */
const FALLBACKS: Partial<Record<string, MessageKey>> = {
  username: "usernameLength",
  contact: "contactInvalid",
  contactCode: "codeFormat",
  verifyKey: "captchaMissing",
  nickName: "nickNameLength",
};
export function fallbackMessage(lang: UrlLang): (field: string) => string {
  const t = translator(memberFormMessages, lang);
  return (field) => t(FALLBACKS[field] ?? "formHasErrors");
}

/**
 * The profile's own checks beyond the contract's lengths: an address, when given, is a Chinese or English address
 * of at least 5 characters (spec §5).
 */
export function profileErrors(values: ProfileValues, lang: UrlLang): FieldErrors<ProfileField> {
  return { address: ruleError("address", values.address, lang, { optional: true }) };
}

export function validateRegistration(values: RegisterValues, verifyKey: string | null, lang: UrlLang): FieldErrors<RegisterField> {
  const body = registrationBody(values, verifyKey ?? "");
  const found = schemaErrors<keyof typeof body>(registerBody, body, lang, fallbackMessage(lang));
  const { verifyKey: _key, registerPlatform: _platform, ...fields } = found;
  const errors: FieldErrors<RegisterField> = { ...fields };
  // The server refuses a username shaped like a contact: login would take it for one (docs/members.md).
  if (!errors.username && contactTypeOf(values.username)) errors.username = translator(memberFormMessages, lang)("usernameShape");
  errors.verifyCode = captchaError(verifyKey, values.verifyCode, lang) ?? errors.verifyCode;
  errors.repeatPassword = validateNewPassword(values, lang).repeatPassword;
  errors.address ??= profileErrors(values, lang).address;
  return errors;
}

/** Before a code is sent: the contact and the captcha's answer. */
export function validateCodeRequest(values: Pick<RegisterValues, "contact" | "verifyCode">, verifyKey: string | null, lang: UrlLang) {
  return { contact: contactError(values.contact, lang), verifyCode: captchaError(verifyKey, values.verifyCode, lang) };
}

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Sends a six-digit code to the contact (the captcha is used up either way). */
export function sendContactCode(call: DataCall, contact: string, purpose: CodePurpose, captcha: CaptchaAnswer): Promise<SendVerifyCodeResult> {
  return call(identityApi.sendVerifyCode, { body: { contact: contact.trim(), purpose, ...captcha } });
}

/**
 * VerifyUnique for the username (as verifyType nickName: the username is the member's first nickname) or the
 * contact (email or mobile). Null when there is nothing to ask or the answer did not come.
 */
export async function isTaken(call: DataCall, field: "username" | "contact", value: string): Promise<boolean | null> {
  const verifyType = field === "username" ? "nickName" : contactTypeOf(value);
  if (!verifyType || !value.trim()) return null;
  try {
    const answer = await call(identityApi.verifyUnique, { body: { verifyType, value: value.trim() } });
    return !answer.unique;
  } catch {
    return null;
  }
}

/**
 * POST register: code 0 only is success (spec §5, §8); anything else throws with the server's message. The body is
 * what the contract's registerBody makes of the form (checked with it before): its choices typed as the API's.
 */
/** Registers; `acceptedTerms` is the consent box (the form sends nothing without it), recorded by the server. */
export function register(call: DataCall, values: RegisterValues, verifyKey: string, acceptedTerms: boolean): Promise<RegisterResult> {
  return call(identityApi.register, { body: registerBody.parse({ ...registrationBody(values, verifyKey), acceptedTerms }) });
}

// ── Completing the profile (member/info) ──────────────────────────────────────────────────────────────────────

export const INFO_FIELDS = ["nickName", ...PROFILE_FIELDS, "introduction", "isReceiveSms"] as const;
export type InfoField = (typeof INFO_FIELDS)[number];
export type InfoValues = ProfileValues & { nickName: string; introduction: string; isReceiveSms: boolean };

/** The form's values from GET member/info, or a profile as the member centre holds it (absent values are empty fields). */
export function infoValuesOf(info: { [K in keyof InfoValues]?: InfoValues[K] | null }): InfoValues {
  const text = (value: string | null | undefined) => value ?? "";
  return {
    nickName: text(info.nickName),
    firstName: text(info.firstName),
    lastName: text(info.lastName),
    sex: text(info.sex),
    ageRanges: text(info.ageRanges),
    educationalStatus: text(info.educationalStatus),
    profession: text(info.profession),
    monthlyProfit: text(info.monthlyProfit),
    address: text(info.address),
    favInfo: [...(info.favInfo ?? [])],
    introduction: text(info.introduction),
    isReceiveSms: Boolean(info.isReceiveSms),
  };
}

/** POST member/info's body (the nickname is left out when emptied: it cannot be removed). */
export function infoBody(values: InfoValues) {
  return {
    nickName: values.nickName.trim() || undefined,
    ...profileBody(values),
    introduction: optionalText(values.introduction),
    isReceiveSms: values.isReceiveSms,
  };
}

export function validateInfo(values: InfoValues, lang: UrlLang): FieldErrors<InfoField> {
  const errors: FieldErrors<InfoField> = schemaErrors<InfoField>(memberInfoUpdateBody, infoBody(values), lang, fallbackMessage(lang));
  errors.address ??= profileErrors(values, lang).address;
  return errors;
}

export function loadInfo(call: DataCall): Promise<MemberInfo> {
  return call(memberApi.info);
}

/** Saves the profile (the body as memberInfoUpdateBody reads the checked form); answers the member info as it now is. */
export function saveInfo(call: DataCall, values: InfoValues): Promise<MemberInfo> {
  return call(memberApi.updateInfo, { body: memberInfoUpdateBody.parse(infoBody(values)) });
}

// ── Choices ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface ProfileChoices {
  /** Education, profession and monthly income (GET common/data-dictionary); null when it could not be loaded. */
  dictionary: Pick<DataDictionary, "education" | "profession" | "monthly_profit"> | null;
  /** Interests (GET identity/member-fav-nfo). */
  favInfo: FavInfoOption[];
}

/** The public lists a profile form offers, for a screen's loader: each one optional. */
export async function loadProfileChoices(call: DataCall): Promise<ProfileChoices> {
  const [dictionary, favInfo] = await Promise.all([
    call(referenceApi.dataDictionary)
      .then(({ education, profession, monthly_profit }) => ({ education, profession, monthly_profit }))
      .catch(() => null),
    call(identityApi.favInfo).catch((): FavInfoOption[] => []),
  ]);
  return { dictionary, favInfo: Array.isArray(favInfo) ? favInfo : [] };
}
