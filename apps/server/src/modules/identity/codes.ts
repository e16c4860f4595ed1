import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { normalizeContact } from "@portal/contract/schemas/identity";
import type { KvStore } from "../../kv/store.ts";
import { clientAddressKey, enforceLimit, privateSubject, type Limit } from "../../platform/rate-limit.ts";

/** Codes sent by e-mail or SMS: 6 random digits, valid 10 minutes, single use, stored as a salted digest. */
export const CODE_TTL_MS = 10 * 60_000;
/** At most 5 codes an hour to one phone or e-mail address (whatever the purpose), and 20 an hour from one IP. */
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
 * Contacts are compared as normalizeContact writes them (e-mail addresses without regard to letter case).
 */
export async function issueCode(kv: KvStore, purpose: string, rawContact: string, ip: string, now: Date = new Date()): Promise<string> {
  const contact = normalizeContact(rawContact);
  await enforceLimit(kv, CODE_SEND_PER_IP, clientAddressKey(ip));
  // One counter per contact for every purpose: a victim's phone gets at most 5 messages an hour in all.
  await enforceLimit(kv, CODE_SEND_PER_CONTACT, privateSubject(contact));
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
