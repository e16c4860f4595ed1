import type { Limit } from "../../platform/rate-limit.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";

/**
 * The identity calls' limits (docs/security.md lists them with the reasons). Counters live in the kv store (Redis or
 * the database), per client address (IPv6 by /64) or per account name; a refusal is HTTP 429 with Retry-After.
 * The code-sending limits are in codes.ts, the captcha limit in captcha/routes.ts.
 */
const MINUTE = 60_000;

/** Every sign-in attempt from one address, right or wrong: a password sprayer gets 15 tries per 5 minutes. */
export const LOGIN_PER_IP: Limit = { name: "login-ip", max: 15, windowMs: 5 * MINUTE };
/**
 * Sign-in attempts at one account name (its letter case and width do not matter), from anywhere, not followed by a
 * success: after 5 in 15 minutes, an attempt at the name needs a solved captcha unless it comes from one of the
 * account's recent successful addresses (sign-in-throttle.ts). Never a lock-out: the member always gets in. A
 * success clears the count. Unknown names are counted and answered the same way, so this tells nobody which exist.
 */
export const LOGIN_TRIES_BEFORE_CAPTCHA: Limit = { name: "login-name", max: 5, windowMs: 15 * MINUTE };
/** Members' sign-in throttling (sign-in-throttle.ts): the two limits and where each account's known addresses are kept. */
export const MEMBER_SIGN_IN: SignInThrottle = {
  perAddress: LOGIN_PER_IP,
  perName: LOGIN_TRIES_BEFORE_CAPTCHA,
  knownAddresses: "login-known",
  event: "login",
};
/** VerifyUnique tells whether a name or contact is taken (its purpose): slowed so that it cannot list members. */
export const VERIFY_UNIQUE_PER_IP: Limit = { name: "verify-unique-ip", max: 30, windowMs: 10 * MINUTE };
/** Checks of e-mail/SMS codes from one address (each code also dies after 5 wrong tries, codes.ts). */
export const CODE_CHECK_PER_IP: Limit = { name: "code-check-ip", max: 30, windowMs: 15 * MINUTE };
/** Registrations from one address. */
export const REGISTER_PER_IP: Limit = { name: "register-ip", max: 10, windowMs: 60 * MINUTE };
/** Activation links and reset keys tried from one address (both are 256-bit secrets: this only stops floods). */
export const SECRET_CHECK_PER_IP: Limit = { name: "secret-check-ip", max: 20, windowMs: 15 * MINUTE };
/** Password confirmations by a signed-in member (closing the account): a stolen token cannot guess the password. */
export const PASSWORD_CONFIRM_PER_MEMBER: Limit = { name: "password-confirm", max: 5, windowMs: 15 * MINUTE };

/** A reset key (forget-password → password/setting) is single use and lasts 15 minutes. */
export const RESET_KEY_TTL_MS = 15 * MINUTE;
