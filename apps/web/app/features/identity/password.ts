import { identityApi } from "@portal/contract/endpoints/identity";
import { memberApi } from "@portal/contract/endpoints/member";
import type { UrlLang } from "@portal/contract/locales";
import { contactTypeOf, isContactCode } from "@portal/contract/contacts";
import { isFilled, validationMessage } from "@portal/contract/validation";
import { translator } from "../../i18n/define.ts";
import { memberFormMessages } from "./auth-messages.ts";
import type { DataCall } from "../../data/call.ts";

/**
 * Passwords and codes: the rules every member form shares (new password and its repeat, e-mail-or-mobile
 * contact, six-digit code), and the calls of the password reset (docs/members.md: captcha-verify → forget-password →
 * password/setting) and of setting a password (member/password/new).
 */

// The new-password rules live in auth-form.ts, free of this file's four-language catalog (the supplier islands use
// them: docs/performance.md, their JavaScript budget).
export { repeatError, validateNewPassword, type NewPasswordField } from "./auth-form.ts";

/** An e-mail address or a mobile number (Macau's 8 digits starting with 6, or +country code). */
export function contactError(contact: string, lang: UrlLang): string | undefined {
  if (!isFilled(contact)) return validationMessage("required", lang);
  return contactTypeOf(contact) ? undefined : translator(memberFormMessages, lang)("contactInvalid");
}

/** The six-digit code sent to the contact. */
export function codeError(code: string, lang: UrlLang): string | undefined {
  if (!isFilled(code)) return validationMessage("required", lang);
  return isContactCode(code) ? undefined : translator(memberFormMessages, lang)("codeFormat");
}

/** The image captcha's answer; without a picture loaded there is nothing to answer. */
export function captchaError(verifyKey: string | null | undefined, answer: string, lang: UrlLang): string | undefined {
  // The browser solves the check by itself: an empty answer means it has not finished yet.
  return verifyKey && isFilled(answer) ? undefined : translator(memberFormMessages, lang)("captchaMissing");
}

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────────────────

export interface CaptchaAnswer {
  verifyKey: string;
  verifyCode: string;
}

/** Reset step 1: a "reset" code goes to the contact when it has an account (the answer is the same either way). */
export async function requestResetCode(call: DataCall, contact: string, captcha: CaptchaAnswer): Promise<void> {
  await call(identityApi.resetCode, { body: { contact: contact.trim(), ...captcha } });
}

/** Reset step 2: the contact and its code give a single-use reset key. */
export async function resetKeyFor(call: DataCall, contact: string, code: string): Promise<string> {
  return (await call(identityApi.resetKey, { body: { username: contact.trim(), captcha: code.trim() } })).verifyKey;
}

/** Reset step 3: the new password; every session of the member ends. */
export async function setPasswordWithKey(call: DataCall, password: string, resetKey: string): Promise<void> {
  await call(identityApi.resetPassword, { body: { password, verifyKey: resetKey } });
}

/** A signed-in member without a password (social sign-in) sets one: the old password is empty. */
export async function setFirstPassword(call: DataCall, newPassword: string): Promise<void> {
  await call(memberApi.newPassword, { body: { oldPassword: "", newPassword } });
}
