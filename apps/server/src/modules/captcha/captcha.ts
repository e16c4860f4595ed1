import { randomInt } from "node:crypto";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Captcha } from "@portal/contract/schemas/common";
import type { KvStore } from "../../kv/store.ts";

/**
 * Captchas (GET /api/v1/common/VerifyCode) are proof-of-work challenges (ALTCHA, `altcha-lib`), not pictures: the
 * picture captcha was read by a 30-line script 50 times out of 50, and a picture is a wall for a blind reader. The
 * browser must find the counter whose PBKDF2-SHA-256 key (1,000 iterations) starts with the challenge's prefix,
 * trying 0, 1, 2 … up to a counter drawn uniformly between 0 and DIFFICULTY: on average DIFFICULTY/2 keys, and no
 * starting point does better, since every counter is as likely (a range [D/2, D] let a script skip the first half).
 * It costs a browser about a second and a bot the same CPU for every attempt (docs/security.md). Nobody has to read
 * or type anything.
 *
 * The contract stays the spec's: the answer's `verifyKey`, and `{verifyKey, verifyCode}` sent back by a form,
 * where verifyCode is now the counter found (decimal digits). The kv store keeps the counter and its expiry under
 * `captcha:{verifyKey}` for five minutes; checking takes the entry (kv.take), so a challenge answers once — right
 * or wrong — and a replayed or guessed answer is refused.
 *
 * Other modules (registration, forms, supplier, vote) check a submitted {verifyKey, verifyCode} with
 * `verifyCaptcha(deps.kv, verifyKey, verifyCode, deps.now())`.
 */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** PBKDF2 iterations per attempt: a browser's WebCrypto and a script's native code pay about the same. */
export const CAPTCHA_COST = 1000;
export const CAPTCHA_ALGORITHM = "PBKDF2/SHA-256";
const KEY_PREFIX = "captcha:";

interface StoredCaptcha {
  /** The counter that solves the challenge. */
  c: number;
  /** Expiry, ms since the epoch (the server's clock; the kv TTL only cleans up). */
  e: number;
}

/** Draws a challenge whose solution lies anywhere in [0, difficulty], stores it, answers its key. */
export async function issueCaptcha(kv: KvStore, now: Date, difficulty: number, counter = randomInt(0, difficulty + 1)): Promise<Captcha> {
  const challenge = await createChallenge({ algorithm: CAPTCHA_ALGORITHM, cost: CAPTCHA_COST, counter, deriveKey });
  // The challenge's nonce is random (altcha-lib): it doubles as the key under which the solution is kept.
  const verifyKey = Buffer.from(challenge.parameters.nonce, "hex").toString("base64url");
  const stored: StoredCaptcha = { c: counter, e: now.getTime() + CAPTCHA_TTL_MS };
  await kv.set(KEY_PREFIX + verifyKey, JSON.stringify(stored), CAPTCHA_TTL_MS);
  const { algorithm, nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  return { verifyKey, challenge: { algorithm, nonce, salt, cost, keyLength, keyPrefix }, expiresInSeconds: CAPTCHA_TTL_MS / 1000 };
}

function parseStored(raw: string): StoredCaptcha | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredCaptcha>;
    return typeof value.c === "number" && typeof value.e === "number" ? (value as StoredCaptcha) : null;
  } catch {
    return null;
  }
}

/**
 * True when `verifyCode` is the counter that solves the challenge `verifyKey`, before it expired. The challenge is
 * used up either way. `now` is the caller's clock (pass deps.now()).
 */
export async function verifyCaptcha(kv: KvStore, verifyKey: string, verifyCode: string, now: Date = new Date()): Promise<boolean> {
  if (!verifyKey || verifyKey.length > 100 || !/^\d{1,10}$/.test(verifyCode ?? "")) return false;
  const raw = await kv.take(KEY_PREFIX + verifyKey);
  const stored = raw ? parseStored(raw) : null;
  if (!stored || now.getTime() >= stored.e) return false;
  // A plain comparison: the entry is already taken, so nothing can be learnt from its timing for a second try.
  return Number(verifyCode) === stored.c;
}
