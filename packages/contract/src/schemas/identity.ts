import { z } from "zod";
import { OAUTH_PROVIDERS } from "../oauth.ts";
import { CONTACT_CODE, contactTypeOf } from "../contacts.ts";
import { AGE_BANDS } from "../constants.ts";
import { TEXT_FIELD_MAX_LENGTH, zEmail, zLoginField, zPassword, zRequired, zVisibleName, zVisibleText } from "../validation.ts";

/**
 * Requests and responses of the identity calls (spec §7 Identity; the endpoints: endpoints/identity.ts), shared by
 * server and web. Field rules come from validation.ts (spec §5), so a form and the server refuse the same input with
 * the same message. docs/members.md tells the flows.
 */

export { INTERNATIONAL_MOBILE, contactTypeOf, normalizeContact, type ContactType } from "../contacts.ts";
export const zContact = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .refine((v) => contactTypeOf(v) !== null, "contact must be an e-mail address or a mobile number");

/** Image captcha answer (GET /api/v1/common/VerifyCode gives the key and the picture). */
export const captchaFields = { verifyKey: z.string().trim().min(1).max(100), verifyCode: z.string().trim().min(1).max(10) };
/** A code sent by e-mail or SMS: six digits. */
export const zContactCode = z.string().trim().regex(CONTACT_CODE, "the code has six digits");

export const VERIFY_TYPES = ["nickName", "email", "mobile"] as const;
export const verifyUniqueBody = z.object({ verifyType: z.enum(VERIFY_TYPES), value: z.string().trim().min(1).max(254) });
export type VerifyUniqueInput = z.input<typeof verifyUniqueBody>;
export interface VerifyUniqueResult {
  unique: boolean;
}

/** Why a code is sent: registration, password reset, or a member changing their e-mail or mobile. */
export const CODE_PURPOSES = ["register", "reset", "change"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const sendVerifyCodeBody = z.object({
  contact: zContact,
  purpose: z.enum(CODE_PURPOSES).default("register"),
  ...captchaFields,
});
export type SendVerifyCodeInput = z.input<typeof sendVerifyCodeBody>;
export interface SendVerifyCodeResult {
  /** Seconds the code stays valid (600). The answer is the same whether or not the contact has an account. */
  expiresInSeconds: number;
}

export const SEX_VALUES = ["M", "F", "O"] as const;
const optionalText = (max = TEXT_FIELD_MAX_LENGTH) => zVisibleText.pipe(z.string().max(max)).optional().nullable();

/** Registration (spec §3): every field the form sends, the image captcha and the contact's code. */
export const registerBody = z.object({
  username: zLoginField.pipe(zVisibleName).pipe(z.string().min(2).max(30)),
  contact: zContact,
  contactCode: zContactCode,
  password: zPassword,
  educationalStatus: optionalText(50),
  monthlyProfit: optionalText(50),
  profession: optionalText(50),
  ageRanges: z.enum(AGE_BANDS).optional().nullable(),
  sex: z.enum(SEX_VALUES).optional().nullable(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  address: optionalText(200),
  favInfo: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
  registerPlatform: z.enum(["web", "ios", "android"]).default("web"),
  /** The person ticked the privacy policy and terms of use consent (the web form requires it): the server records when. */
  acceptedTerms: z.boolean().optional(),
  ...captchaFields,
});
/** What a client sends (the rule fields, which zod takes as `unknown`, as the strings they are). */
export type RegisterInput = Omit<z.input<typeof registerBody>, "username" | "password"> & { username: string; password: string };
export interface RegisterResult {
  /** Signed in at once: the contact was proven by its code. */
  token: string;
  isPhoneVerification: 0 | 1;
}

export const activeMemberBody = z.object({ hash: z.string().trim().min(16).max(200).regex(/^[\w-]+$/) });
export type ActiveMemberInput = z.input<typeof activeMemberBody>;

/**
 * The captcha of a sign-in (members and suppliers; not in the spec): asked for only once the name has had too many
 * failures (envelope code -2, docs/members.md), otherwise left out.
 */
export const signInCaptchaFields = { verifyKey: captchaFields.verifyKey.optional(), verifyCode: captchaFields.verifyCode.optional() };
export const loginBody = z.object({ username: zLoginField, password: zLoginField, ...signInCaptchaFields });
export interface LoginInput {
  username: string;
  password: string;
  /** A solved captcha, when the answer was code -2 (captchaRequired). */
  verifyKey?: string;
  verifyCode?: string;
}
/** code 0: data.token and data.isPhoneVerification; wrong credentials: code -1 and a message naming neither. */
export interface LoginResult {
  token: string;
  isPhoneVerification: 0 | 1;
}

/** Closing the account: the password confirms it (members who only sign in socially send none). */
export const deleteAccountBody = z.object({ password: z.string().max(80).optional() });
export type DeleteAccountInput = z.input<typeof deleteAccountBody>;

/** Step 1 of a reset: the image captcha and the contact; a code goes to the contact when it has an account. */
export const forgetPasswordCaptchaBody = z.object({ contact: zContact, ...captchaFields });
export type ForgetPasswordCaptchaInput = z.input<typeof forgetPasswordCaptchaBody>;
/** Step 2: the contact and the code received (`captcha`), answered with a single-use reset key. */
export const forgetPasswordBody = z.object({ username: zContact, captcha: zContactCode });
export type ForgetPasswordInput = z.input<typeof forgetPasswordBody>;
export interface ResetKey {
  verifyKey: string;
}
/** Step 3: the new password with the reset key; every session of the member ends. */
export const passwordSettingBody = z.object({ password: zPassword, verifyKey: z.string().trim().min(16).max(200) });
export interface PasswordSettingInput {
  password: string;
  verifyKey: string;
}

/** `verify`: the signed-in member confirms their mobile with the code sent to it (sets isPhoneVerification). */
export const verifyBody = z.object({ verifyCode: zContactCode });
export type VerifyInput = z.input<typeof verifyBody>;
export interface PhoneVerified {
  isPhoneVerification: 1;
}

export { OAUTH_PROVIDERS, type OAuthProviderName } from "../oauth.ts";
/** login/thirdparty: where to send the browser; `redirectUrl` is the page (path on this site) to come back to. */
export const thirdPartyLoginBody = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  redirectUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, "redirectUrl must be a path on this site")
    .default("/zh-hant/user/account/my-list"),
});
export type ThirdPartyLoginInput = z.input<typeof thirdPartyLoginBody>;
export interface ThirdPartyLoginResult {
  url: string;
}
/** thirdparty/signin-callback: the single-use hand-over code the server put on the return address. */
export const thirdPartyCallbackQuery = z.object({ access_token: z.string().trim().min(16).max(200), type: z.enum(OAUTH_PROVIDERS) });
export type ThirdPartyCallbackInput = z.input<typeof thirdPartyCallbackQuery>;

export interface FavInfoOption {
  label: string;
  value: string;
}

/** Re-exported for forms: the same required and e-mail rules as everywhere. */
export { zEmail, zRequired };
