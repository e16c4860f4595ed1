import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { normalizeContact } from "@portal/contract/schemas/identity";
import type { KvStore } from "../../kv/store.ts";
import { clientAddressKey, enforceLimit, privateSubject, type Limit } from "../../platform/rate-limit.ts";

/** Codes sent by e-mail or SMS: 6 random digits, valid 10 minutes, single use, stored as a salted digest. */
export const CODE_TTL_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * Codes sent to one phone or e-mail address are counted per group of purposes, so that one kind can never use up
 * another's: five vote codes to a number leave its owner's password reset untouched. An hour, at most:
 * - account (a member's register, reset, change): 5, as before: a registration or reset with a retry or two;
 * - vote: 3: one code per ballot, and phone votes mostly take a ballot a day, so 3 covers a ballot with two resends
 *   (the ballot form waits 60 s between sends);
 * - supplier (bind, change, reset): 5, the members' number, for the same steps.
 * Together a contact gets at most 5 + 3 + 5 = 13 codes an hour from the whole site (CODE_SEND_PER_CONTACT_MAX), each
 * after a proof-of-work captcha. A total lower than that sum would let one group's sends use up another's, which is
 * what the groups are for, so the sum is the overall cap.
 */
export const CODE_SEND_PER_CONTACT = {
  account: { name: "code-send-account", max: 5, windowMs: HOUR_MS },
  vote: { name: "code-send-vote", max: 3, windowMs: HOUR_MS },
  supplier: { name: "code-send-supplier", max: 5, windowMs: HOUR_MS },
} as const satisfies Record<string, Limit>;
export type CodeSendGroup = keyof typeof CODE_SEND_PER_CONTACT;
export const CODE_SEND_PER_CONTACT_MAX = Object.values(CODE_SEND_PER_CONTACT).reduce((sum, limit) => sum + limit.max, 0);

/** Every purpose a code is issued for, and the group whose counter it is sent under. */
const SEND_GROUP_OF = {
  register: "account",
  reset: "account",
  change: "account",
  vote: "vote",
  "supplier-bind": "supplier",
  "supplier-change": "supplier",
  "supplier-reset": "supplier",
} as const satisfies Record<string, CodeSendGroup>;
export type IssuedCodePurpose = keyof typeof SEND_GROUP_OF;

/** At most 20 codes an hour from one client address, every purpose together. */
export const CODE_SEND_PER_IP: Limit = { name: "code-send-ip", max: 20, windowMs: HOUR_MS };
/** Wrong guesses at one contact's code: after 5, the code is void (a new one must be asked for). */
export const CODE_MAX_ATTEMPTS = 5;

const digest = (purpose: string, contact: string, code: string) =>
  createHash("sha256").update(`${purpose}\u0000${contact}\u0000${code}`).digest();

const keyOf = (purpose: string, contact: string) => `code:${purpose}:${createHash("sha256").update(contact).digest("hex")}`;

/**
 * Makes a new code for a purpose and contact (replacing an earlier one), after counting the send against the
 * per-IP limit and the contact's limit for the purpose's group (HTTP 429 beyond them). Returns the code to send; only its digest is kept.
 * Contacts are compared as normalizeContact writes them (e-mail addresses without regard to letter case).
 */
export async function issueCode(kv: KvStore, purpose: IssuedCodePurpose, rawContact: string, ip: string, now: Date = new Date()): Promise<string> {
  const contact = normalizeContact(rawContact);
  await enforceLimit(kv, CODE_SEND_PER_IP, clientAddressKey(ip));
  await enforceLimit(kv, CODE_SEND_PER_CONTACT[SEND_GROUP_OF[purpose]], privateSubject(contact));
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  // The expiry by the server's clock travels with the digest (the kv TTL only cleans up), as for captchas.
  const stored = `${digest(purpose, contact, code).toString("hex")}.${now.getTime() + CODE_TTL_MS}`;
  await kv.set(keyOf(purpose, contact), stored, CODE_TTL_MS);
  await kv.del(`${keyOf(purpose, contact)}:tries`);
  return code;
}

/**
 * True once for the right code before it expires: it is then used up. Every try counts first (atomically, so that
 * parallel guesses cannot outrun the count); after the fifth the code is void. Digests compare in constant time.
 */
export async function consumeCode(kv: KvStore, purpose: string, rawContact: string, code: string, now: Date = new Date()): Promise<boolean> {
  const contact = normalizeContact(rawContact);
  const key = keyOf(purpose, contact);
  const stored = await kv.get(key);
  if (!stored) return false;
  const [hex = "", expiresAt = "0"] = stored.split(".");
  if (now.getTime() >= Number(expiresAt)) return false;
  const tries = await kv.incr(`${key}:tries`, CODE_TTL_MS);
  if (tries > CODE_MAX_ATTEMPTS) {
    await kv.del(key);
    return false;
  }
  const expected = Buffer.from(hex, "hex");
  const given = digest(purpose, contact, code);
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    // take() makes the use single even when two requests race with the right code.
    return (await kv.take(key)) !== null;
  }
  if (tries === CODE_MAX_ATTEMPTS) await kv.del(key);
  return false;
}
