import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import type { create as createCaptcha } from "svg-captcha";
import type { Captcha } from "@portal/contract/schemas/common";
import type { KvStore } from "../../kv/store.ts";

/**
 * Image captchas (GET /api/v1/common/VerifyCode). The answer is never stored: the kv store keeps a salted SHA-256
 * of it (per-captcha random salt) and its expiry, under `captcha:{verifyKey}`, for five minutes. Checking takes the
 * entry (kv.take), so a captcha answers once — right or wrong — and a guesser must fetch a new image every time.
 *
 * Other modules (registration, forms, supplier, vote) check a submitted {verifyKey, verifyCode} with
 * `verifyCaptcha(deps.kv, verifyKey, verifyCode, deps.now())`.
 */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L); compared case-insensitively. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const KEY_PREFIX = "captcha:";

// svg-captcha's module is itself a function drawing a given text (its typings only list `create`, whose text comes
// from Math.random).
type CaptchaOptions = Parameters<typeof createCaptcha>[0];
const drawCaptcha = createRequire(import.meta.url)("svg-captcha") as (text: string, options?: CaptchaOptions) => string;

interface StoredCaptcha {
  /** Salt, base64url. */
  s: string;
  /** sha256(salt + ":" + answer in lower case), hex. */
  h: string;
  /** Expiry, ms since the epoch (the server's clock; the kv TTL only cleans up). */
  e: number;
}

const normalise = (code: string) => code.trim().toLowerCase();
const digest = (salt: string, code: string) => createHash("sha256").update(`${salt}:${normalise(code)}`).digest();

/** A random answer drawn with the crypto generator (svg-captcha's own uses Math.random). */
export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = "";
  for (let i = 0; i < length; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** Draws `text` as an SVG image, stores its hash and answers the key and the image. */
export async function issueCaptcha(kv: KvStore, now: Date, text: string = randomCaptchaText()): Promise<Captcha> {
  const verifyKey = randomBytes(18).toString("base64url");
  const salt = randomBytes(16).toString("base64url");
  const stored: StoredCaptcha = { s: salt, h: digest(salt, text).toString("hex"), e: now.getTime() + CAPTCHA_TTL_MS };
  await kv.set(KEY_PREFIX + verifyKey, JSON.stringify(stored), CAPTCHA_TTL_MS);
  // Dark grey characters on a transparent ground: the most legible of svg-captcha's styles.
  const svg = drawCaptcha(text, { width: 120, height: 40, fontSize: 44, noise: 3, color: false });
  return {
    verifyKey,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    expiresInSeconds: CAPTCHA_TTL_MS / 1000,
  };
}

function parseStored(raw: string): StoredCaptcha | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredCaptcha>;
    if (typeof value.s !== "string" || typeof value.h !== "string" || typeof value.e !== "number") return null;
    return value as StoredCaptcha;
  } catch {
    return null;
  }
}

/**
 * True when `verifyCode` answers the captcha `verifyKey` (case-insensitive) before it expired. The captcha is used
 * up either way. `now` is the caller's clock (pass deps.now()).
 */
export async function verifyCaptcha(kv: KvStore, verifyKey: string, verifyCode: string, now: Date = new Date()): Promise<boolean> {
  if (!verifyKey || verifyKey.length > 100 || !verifyCode || verifyCode.length > 20) return false;
  const raw = await kv.take(KEY_PREFIX + verifyKey);
  const stored = raw ? parseStored(raw) : null;
  if (!stored || now.getTime() >= stored.e) return false;
  const expected = Buffer.from(stored.h, "hex");
  const actual = digest(stored.s, verifyCode);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
