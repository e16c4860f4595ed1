import { ERROR_CODES } from "@portal/contract/envelope";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { clearLimit, clientAddressKey, countAttempt, enforceLimit, privateSubject, windowSecondsLeft, type Limit } from "../../platform/rate-limit.ts";
import { verifyCaptcha } from "../captcha/captcha.ts";
import { identityReplies } from "./replies.ts";

/**
 * Sign-in throttling, the same for members and suppliers (docs/security.md "Sign-in throttling"). Two counters:
 * every attempt from one client address (a hard limit: 429), and attempts at one name not followed by a success (a
 * soft one). Past the name's maximum, an attempt is let through to the password check only from one of the
 * account's recent successful addresses or with a solved captcha; anything else gets `captchaRequired`, without the
 * password being checked. Wrong passwords from elsewhere therefore never lock the member out: from their usual
 * address nothing changes, from a new one the browser solves a captcha first — and every guess of an attacker past
 * the first few costs the captcha's work.
 */
export interface SignInThrottle {
  /** Every attempt from one client address, right or wrong; over it, HTTP 429. */
  perAddress: Limit;
  /** Attempts at one name (normalised) not followed by a success; over it, a known address or a captcha. */
  perName: Limit;
  /** The kv key prefix of each account's recent successful addresses, e.g. "login-known". */
  knownAddresses: string;
  /** The log's event name ("login", "supplier-login"). */
  event: string;
}

/** Recent successful addresses kept per account, newest first. */
export const KNOWN_ADDRESSES_KEPT = 5;
/** How long an address stays known without another sign-in from it. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60_000;

/** The answer to an attempt at a throttled name without a known address or a solved captcha (HTTP 429, code -2). */
export const signInCaptchaRequired = (retryAfterSeconds: number) =>
  new AppError(429, identityReplies.loginCaptchaRequired, { seconds: retryAfterSeconds }, ERROR_CODES.captchaRequired, { "Retry-After": String(retryAfterSeconds) });

const knownKey = (throttle: SignInThrottle, accountId: number | null) => `${throttle.knownAddresses}:${accountId ?? "none"}`;
/** An address as kept for one account: a digest salted with the account (the same address differs per account). */
const addressDigest = (throttle: SignInThrottle, accountId: number, ip: string) =>
  privateSubject(`${throttle.knownAddresses}:${accountId}:${clientAddressKey(ip)}`);

async function knownAddressesOf(deps: Deps, throttle: SignInThrottle, accountId: number | null): Promise<string[]> {
  const raw = await deps.kv.get(knownKey(throttle, accountId));
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export interface SignInAttempt {
  /**
   * After the account lookup, before the password check: a throttled name passes only from one of the account's
   * known addresses or with a solved captcha (used up either way), else `captchaRequired`. `accountId` is null for
   * an unknown name, which then reads like an account without known addresses.
   */
  admit(accountId: number | null, captcha: { verifyKey?: string; verifyCode?: string }): Promise<void>;
  /** After the right password: the name's count starts again and the address becomes the account's newest known one. */
  succeeded(accountId: number): Promise<void>;
}

/**
 * Counts an attempt at `name` (the kind and key of the normalised name: stored as a digest) from `client.ip`,
 * before any password work: over the per-address limit, HTTP 429.
 */
export async function beginSignIn(
  deps: Deps,
  throttle: SignInThrottle,
  name: string,
  client: { ip: string; log: { info: (obj: object, msg: string) => void } },
): Promise<SignInAttempt> {
  await enforceLimit(deps.kv, throttle.perAddress, clientAddressKey(client.ip));
  const nameSubject = privateSubject(name);
  const throttled = await countAttempt(deps.kv, throttle.perName, nameSubject);
  return {
    async admit(accountId, captcha) {
      if (!throttled) return;
      // One kv read for known and unknown names alike: the answer and its work do not tell whether the name exists.
      const known = await knownAddressesOf(deps, throttle, accountId);
      if (accountId !== null && known.includes(addressDigest(throttle, accountId, client.ip))) return;
      if (captcha.verifyKey && captcha.verifyCode && (await verifyCaptcha(deps.kv, captcha.verifyKey, captcha.verifyCode, deps.now()))) return;
      client.log.info({ event: throttle.event, outcome: "captcha-required" }, "sign-in needs a captcha");
      throw signInCaptchaRequired(await windowSecondsLeft(deps.kv, throttle.perName, nameSubject));
    },
    async succeeded(accountId) {
      await clearLimit(deps.kv, throttle.perName, nameSubject);
      const digest = addressDigest(throttle, accountId, client.ip);
      const known = [digest, ...(await knownAddressesOf(deps, throttle, accountId)).filter((item) => item !== digest)];
      await deps.kv.set(knownKey(throttle, accountId), JSON.stringify(known.slice(0, KNOWN_ADDRESSES_KEPT)), KNOWN_ADDRESS_TTL_MS);
    },
  };
}

/** Starts the count of a name again (a password reset proves who holds the account). */
export async function clearSignInFailures(deps: Deps, throttle: SignInThrottle, name: string): Promise<void> {
  await clearLimit(deps.kv, throttle.perName, privateSubject(name));
}
