import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/**
 * Time-based one-time codes (RFC 6238) with `otpauth`: SHA-1, 6 digits, 30-second steps, the step before and after
 * accepted (a phone's clock a little off, a code typed as it changes). What authenticator apps expect by default.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
const ISSUER = "TDM Portal Console";

const totpOf = (secretBase32: string, label = "staff") =>
  new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** A new secret: 160 random bits, in base32 (what the app takes when typed by hand). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI of an enrolment (a QR code's content), labelled with the account's e-mail address. */
export const totpUri = (secretBase32: string, email: string): string => totpOf(secretBase32, email).toString();

/** The current code of a secret at a time (tests, the README's one-line command does the same). */
export const totpCode = (secretBase32: string, at: Date): string => totpOf(secretBase32).generate({ timestamp: at.getTime() });

/**
 * The time step a code belongs to, if it is right within ±1 step of `at`, else null. The caller refuses a step not
 * after the last one accepted for the account: a code works once (replay refused).
 */
export function matchingStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Ten recovery codes per set-up, each 50 random bits as ten base32 characters, shown "abcde-fghij". */
export const RECOVERY_CODE_COUNT = 10;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as stored: the SHA-256 of its ten characters (lower case, no dash: the schema's normal form). */
export const recoveryCodeDigest = (normalised: string): string => createHash("sha256").update(normalised, "utf8").digest("hex");
