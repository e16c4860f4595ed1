import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { KvStore } from "../../kv/store.ts";
import { enforceLimit, type Limit } from "../../platform/rate-limit.ts";

/** Codes sent by e-mail or SMS: 6 random digits, valid 10 minutes, single use, stored as a salted digest. */
export const CODE_TTL_MS = 10 * 60_000;
/** At most 5 codes an hour to one phone or e-mail address, and 20 an hour from one IP. */
export const CODE_SEND_PER_CONTACT: Limit = { name: "code-send-contact", max: 5, windowMs: 60 * 60_000 };
export const CODE_SEND_PER_IP: Limit = { name: "code-send-ip", max: 20, windowMs: 60 * 60_000 };
/** Wrong guesses at one contact's code: after 5, the code is void (a new one must be asked for). */
export const CODE_MAX_ATTEMPTS = 5;

const digest = (purpose: string, contact: string, code: string) =>
  createHash("sha256").update(`${purpose}\u0000${contact}\u0000${code}`).digest();

const keyOf = (purpose: string, contact: string) => `code:${purpose}:${createHash("sha256").update(contact).digest("hex")}`;

/**
 * Makes a new code for a purpose and contact (replacing an earlier one), after counting the send against the
 * per-contact and per-IP limits (HTTP 429 beyond them). Returns the code to send; only its digest is kept.
 */
export async function issueCode(kv: KvStore, purpose: string, contact: string, ip: string): Promise<string> {
  await enforceLimit(kv, CODE_SEND_PER_IP, ip);
  await enforceLimit(kv, CODE_SEND_PER_CONTACT, `${purpose}:${contact}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await kv.set(keyOf(purpose, contact), digest(purpose, contact, code).toString("hex"), CODE_TTL_MS);
  await kv.del(`${keyOf(purpose, contact)}:tries`);
  return code;
}

/**
 * True once for the right code: it is then used up. Wrong answers count; the fifth voids the code. Comparison
 * of digests is constant-time.
 */
export async function consumeCode(kv: KvStore, purpose: string, contact: string, code: string): Promise<boolean> {
  const key = keyOf(purpose, contact);
  const stored = await kv.get(key);
  if (!stored) return false;
  const expected = Buffer.from(stored, "hex");
  const given = digest(purpose, contact, code);
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    // take() makes the use single even when two requests race with the right code.
    return (await kv.take(key)) !== null;
  }
  if ((await kv.incr(`${key}:tries`, CODE_TTL_MS)) >= CODE_MAX_ATTEMPTS) await kv.del(key);
  return false;
}
