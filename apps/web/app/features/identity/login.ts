import { identityApi } from "@portal/contract/endpoints/identity";
import { memberApi } from "@portal/contract/endpoints/member";
import type { UrlLang } from "@portal/contract/locales";
import type { LoginResult, OAuthProviderName } from "@portal/contract/schemas/identity";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { isFilled, isLoginField, validationMessage } from "@portal/contract/validation";
import { errorMessage, isCaptchaRequiredError, isSignedOutError, type DataCall } from "../../data/call.ts";
import type { FieldErrors } from "../../components/form.ts";
import { homePath } from "../../browser/login-paths.ts";
import type { SignInCaptchaFields } from "./sign-in-captcha.ts";

// The addresses live in login-paths.ts (small enough for the pop-up's island); here too for the account screens.
export * from "../../browser/login-paths.ts";
import { endSession, rememberPhoneVerification, saveMemberInfo, startSession, takeReturnAddress } from "../../browser/session.ts";

/**
 * Signing in (spec §2 Login screen, §4 Login, §8): the form's rules, the calls, and where to go afterwards. Used by
 * the login screen and by the login pop-up, which any page may open — so this module imports only types from the
 * contract's schemas (their zod schemas would weigh more than the whole pop-up), and the zod-free endpoints.
 */

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const satisfies readonly OAuthProviderName[];
const isSocialProvider = (value: string): value is OAuthProviderName => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export const LOGIN_FIELDS = ["username", "password"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;

/**
 * The messages of the login rules in one language. The pop-up gets them from the server in its props: the
 * contract's whole catalogue of rules and messages would otherwise join a chunk that every page loads.
 */
export interface LoginRuleMessages {
  required: string;
  tooLong: string;
}
export function loginRuleMessages(lang: UrlLang): LoginRuleMessages {
  return { required: validationMessage("required", lang), tooLong: validationMessage("tooLong", lang) };
}

/** Spec §5 Login: both fields required, at most 80 characters (the contract's loginField, in its order). */
export function validateLogin(values: LoginValues, messages: LoginRuleMessages): FieldErrors<LoginField> {
  const check = (value: string) => (!isFilled(value) ? messages.required : isLoginField(value) ? undefined : messages.tooLong);
  return { username: check(values.username), password: check(values.password) };
}

export type SignInOutcome = { ok: true; info: MemberInfo | null } | { ok: false; message: string; captchaRequired?: boolean };

/**
 * After a token is issued (login, registration, social sign-in): stores it and the phone-verification flag, then
 * fetches the member info. A 401 there means the token is not good after all: signed out again (spec §8). Other
 * failures keep the session; the header then shows LOGIN until the info is known.
 */
export async function completeSignIn(call: DataCall, result: Partial<LoginResult> | null, failedMessage: string): Promise<SignInOutcome> {
  // Spec §4: a token is stored only when the answer has one.
  if (!result?.token) return { ok: false, message: failedMessage };
  startSession(result.token);
  rememberPhoneVerification(result.isPhoneVerification);
  try {
    const info = await call(memberApi.info);
    saveMemberInfo(info);
    return { ok: true, info };
  } catch (error) {
    if (!isSignedOutError(error)) return { ok: true, info: null };
    endSession();
    return { ok: false, message: failedMessage };
  }
}

/**
 * POST login, with a solved captcha once the server has asked for one. Code 0 signs in; code -1 (wrong
 * credentials, an account not yet active) and refused requests (400, 429) give the server's message for the toast;
 * code -2 (too many failures at the name) also says `captchaRequired` (sign-in-captcha.ts).
 */
export async function login(call: DataCall, values: LoginValues & SignInCaptchaFields, failedMessage: string): Promise<SignInOutcome> {
  try {
    return await completeSignIn(call, await call(identityApi.login, { body: values }), failedMessage);
  } catch (error) {
    return { ok: false, message: errorMessage(error, failedMessage), ...(isCaptchaRequiredError(error) ? { captchaRequired: true } : {}) };
  }
}

/** POST login/thirdparty: the provider's address to send the browser to; it comes back to `returnPath`. */
export async function socialLoginUrl(call: DataCall, provider: OAuthProviderName, returnPath: string): Promise<string> {
  return (await call(identityApi.thirdPartyLogin, { body: { provider, redirectUrl: returnPath } })).url;
}

/**
 * GET thirdparty/signin-callback with the single-use hand-over code the server put on the return address (`type`
 * names the provider: any other value is a failed sign-in).
 */
export async function finishSocialLogin(call: DataCall, accessToken: string, type: string, failedMessage: string): Promise<SignInOutcome> {
  if (!isSocialProvider(type)) return { ok: false, message: failedMessage };
  try {
    return await completeSignIn(call, await call(identityApi.thirdPartyCallback, { query: { access_token: accessToken, type } }), failedMessage);
  } catch (error) {
    return { ok: false, message: errorMessage(error, failedMessage) };
  }
}

/** The screens of signing in (login, registration and its confirmation, password reset, activation). */
const SIGN_IN_SCREEN = /^\/[^/]+\/(?:user(?:\/(?:registration|registerconfirm|forgetpassword|security))?|security\/active)\/?$/i;

/** Whether a path (with or without query) is a screen of signing in: never a place to come back to after login. */
export function isSignInScreen(path: string): boolean {
  return SIGN_IN_SCREEN.test(path.split(/[?#]/)[0] ?? "");
}

/**
 * Where to go after login (spec §2): the stored return address (used once), else home when signing in on the
 * login screen (`currentPath` null), else the page the pop-up was opened on. A sign-in screen is never the answer.
 */
export function afterLoginAddress(lang: UrlLang, currentPath: string | null): string {
  const fallback = currentPath && !isSignInScreen(currentPath) ? currentPath : homePath(lang);
  const address = takeReturnAddress(fallback);
  return isSignInScreen(address) ? fallback : address;
}
