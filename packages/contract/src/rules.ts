import {
  ADDRESS_MIN_LENGTH,
  ID_NUMBER_DIGITS,
  ID_NUMBER_PREFIXES,
  LOGIN_FIELD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  PHONE_PREFIX,
  UPLOAD_DIPLOMA_MAX_BYTES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_VIDEO_MAX_BYTES,
  VISIT_GROUP_MAX,
  VISIT_GROUP_MIN,
} from "./constants.ts";
import { WHITESPACE, WHITESPACE_GLOBAL } from "./links.ts";
import type { ValidationRule } from "./validation-messages.ts";

/**
 * The plain predicates of the spec §5 rules (`isMacauPhone`, `isValidPassword`, `checkVisitHeadcount` …): strict, no
 * trimming, `false` for non-strings; validation.ts builds the field specs and zod blocks on them and re-exports
 * them. No messages and no zod here, so an island that only tests a value carries neither.
 */

// ── Predicates ────────────────────────────────────────────────────────────────────────────────────────────────

/** Number of characters (code points), so that 😀 and 𠀀 count as one. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

const HAN = /\p{Script=Han}/u;
const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
const ASCII_LETTER = /[A-Za-z]/;
const ASCII_DIGITS = /^[0-9]+$/;
const PHONE_PATTERN = new RegExp(`^${PHONE_PREFIX}[0-9]{${PHONE_DIGITS - PHONE_PREFIX.length}}$`);
const ID_NUMBER_PATTERN = new RegExp(`^[${ID_NUMBER_PREFIXES.join("")}][0-9]{${ID_NUMBER_DIGITS - 1}}$`);

/**
 * Symbols a password may use: every printable ASCII punctuation character (the "half-width symbols" of the
 * Chinese message), i.e. ! " # $ % & ' ( ) * + , - . / : ; < = > ? @ [ \ ] ^ _ ` { | } ~ . No space, no accented
 * or full-width characters.
 */
export const PASSWORD_SYMBOLS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const PASSWORD_SYMBOL_SET = new Set(PASSWORD_SYMBOLS);
const PASSWORD_LETTER_OR_DIGIT = /^[A-Za-z0-9]$/;

/** Not in the spec: guards the server against absurd input. */
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 200;

function isString(value: unknown): value is string {
  return typeof value === "string";
}

/** Has visible content: not empty and not whitespace only. */
export function isFilled(value: unknown): boolean {
  return isString(value) && value.replace(WHITESPACE_GLOBAL, "").length > 0;
}

/** A choice was made (e.g. the link type): not null, undefined, "" or an empty list. */
export function isSelected(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Spec "chinese": contains at least one Chinese (Han) character; other characters may accompany it. */
export function isChinese(value: unknown): boolean {
  return isString(value) && HAN.test(value);
}

/** Spec "englist": ASCII letters and ordinary spaces only, with at least one letter. */
export function isEnglish(value: unknown): boolean {
  return isString(value) && LETTERS_AND_SPACES.test(value) && ASCII_LETTER.test(value);
}

/** Spec "position": ASCII digits only (full-width ０–９ and other scripts' digits are refused). */
export function isPosition(value: unknown): boolean {
  return isString(value) && ASCII_DIGITS.test(value);
}

/** Spec "phone": a Macau mobile, exactly 8 ASCII digits starting with 6. */
export function isMacauPhone(value: unknown): boolean {
  return isString(value) && PHONE_PATTERN.test(value);
}


/**
 * Characters a visible name must not hold (not in the spec; found by a probe): format characters (zero-width
 * spaces and joiners, bidirectional overrides such as U+202E, tag characters U+E0000–U+E007F), controls, private
 * use and unassigned code points, the Hangul fillers that render blank, and any space but the ordinary one. With
 * them `de\u200bmo` would sit beside `demo`, or a name would reverse the text after it. The zero-width joiner of
 * emoji sequences is a format character too: such emoji are refused in names (single emoji are fine).
 */
const INVISIBLE_CHARACTER = /[\p{Cf}\p{Cc}\p{Co}\p{Cn}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800\u180E]|(?! )\p{Z}/u;

/** A name shown to others (nickname, display name): no invisible or format characters (see above). */
export function hasOnlyVisibleCharacters(value: unknown): boolean {
  return isString(value) && !INVISIBLE_CHARACTER.test(value);
}

/**
 * The key under which visible names are compared for uniqueness: NFKC (full-width and compatibility forms fold to
 * their plain letters) and case folding (upper then lower case: ß → SS → ss, final sigma), trimmed.
 */
export function nameKeyOf(name: string): string {
  return withoutInvisibleCharacters(name).trim().normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC");
}

/** The name with invisible characters taken out (names from elsewhere, e.g. a social sign-in profile). */
export function withoutInvisibleCharacters(name: string): string {
  return name.replace(new RegExp(INVISIBLE_CHARACTER.source, "gu"), "");
}

export { hasOnlyVisibleText } from "./visible-text.ts";

/**
 * A member's photo: a picture the upload service stored (docs/uploads.md: `/uploads/u/yyyy/mm/<name>.<ext>`), never
 * another host — readers of the member's comments would load it — and nothing a URL parser would rewrite: no dot
 * segment, no percent-encoding (`%2e%2e`), backslash, query or second slash. Checked on input and on output.
 */
const MEMBER_PHOTO_PATH = /^\/uploads\/u\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{1,64}\.(?:webp|jpe?g|png|gif)$/;
export function isMemberPhotoPath(value: unknown): value is string {
  return isString(value) && MEMBER_PHOTO_PATH.test(value);
}


/** Spec "passverification": 8–20 characters, each an ASCII letter, digit or one of `PASSWORD_SYMBOLS`. */
export function isValidPassword(value: unknown): boolean {
  if (!isString(value)) return false;
  const length = charLength(value);
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return false;
  for (const char of value) {
    if (!PASSWORD_LETTER_OR_DIGIT.test(char) && !PASSWORD_SYMBOL_SET.has(char)) return false;
  }
  return true;
}

/** Repeat password: exactly equal (no trimming, no normalisation). */
export function passwordsMatch(password: unknown, repeat: unknown): boolean {
  return isString(password) && isString(repeat) && password === repeat;
}

/** Spec "noTrim": no whitespace anywhere (see WHITESPACE). An empty string passes; `required` is separate. */
export function hasNoWhitespace(value: unknown): boolean {
  return isString(value) && !WHITESPACE.test(value);
}

/** Spec "idNumber": 8 ASCII digits starting with 1, 5 or 7. */
export function isIdNumber(value: unknown): boolean {
  return isString(value) && ID_NUMBER_PATTERN.test(value);
}

/** Spec "uploadRequired": at least one file (a FileList, an array of files or of uploaded paths). */
export function hasUpload(files: ArrayLike<unknown> | null | undefined): boolean {
  if (!files) return false;
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    if (file !== null && file !== undefined && file !== "") return true;
  }
  return false;
}

/** Spec "timeEvent": always fails (the slot it guards can never be booked). */
export function timeEvent(_value?: unknown): false {
  return false;
}

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A practical e-mail check: ASCII local part without leading, trailing or double dots; a domain with a dot and a TLD of 2+ letters. */
export function isEmail(value: unknown): boolean {
  if (!isString(value) || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  if (local.length > 64 || !EMAIL_LOCAL.test(local) || labels.length < 2) return false;
  if (!labels.every((label) => EMAIL_LABEL.test(label))) return false;
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1]!);
}

export type AddressScript = "chinese" | "english" | "any";
const LATIN_ADDRESS = /^[\p{Script=Latin}0-9 .,'#&()/\-–:;ºª°]+$/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * Spec: "Chinese and English address at least 5 characters". A Chinese address contains Chinese characters; an
 * English address uses Latin letters (accents allowed: Macau streets have Portuguese names), digits, spaces and
 * address punctuation. Both are trimmed, then need 5 to 200 characters. "any" accepts either.
 */
export function isAddress(value: unknown, script: AddressScript = "any"): boolean {
  return isString(value) && checkAddress(value, script) === null;
}

export function checkAddress(value: string, script: AddressScript): ValidationRule | null {
  const text = value.trim();
  if (!text) return "required";
  const chinese = HAN.test(text);
  const english = LATIN_ADDRESS.test(text) && LATIN_LETTER.test(text);
  if (script === "chinese" && !chinese) return "chinese";
  if (script === "english" && !english) return "english";
  if (script === "any" && !chinese && !english) return "address";
  const length = charLength(text);
  if (length < ADDRESS_MIN_LENGTH) return "address";
  if (length > ADDRESS_MAX_LENGTH) return "tooLong";
  return null;
}

/** Spec login: username and password are required and at most 80 characters each. */
export function isLoginField(value: unknown): boolean {
  return isFilled(value) && charLength(value as string) <= LOGIN_FIELD_MAX_LENGTH;
}

/**
 * Spec: "Visit headcount 10 to 20; above 20 needs a second or later time slot". `slotIndex` is 0-based (0 = the
 * first slot). Below 10 (or not a whole number) → `visitHeadcount`; above 20 in the first slot →
 * `visitNeedsLaterSlot`; above 20 in the second or a later slot is accepted (the spec sets no other upper bound).
 */
export function checkVisitHeadcount(headcount: number, slotIndex: number): ValidationRule | null {
  if (!Number.isInteger(headcount) || headcount < VISIT_GROUP_MIN) return "visitHeadcount";
  if (headcount > VISIT_GROUP_MAX && !(Number.isInteger(slotIndex) && slotIndex >= 1)) return "visitNeedsLaterSlot";
  return null;
}

export type UploadKind = "video" | "image" | "diploma";
const UPLOAD_LIMITS: Record<UploadKind, { bytes: number; rule: ValidationRule }> = {
  video: { bytes: UPLOAD_VIDEO_MAX_BYTES, rule: "videoTooLarge" },
  image: { bytes: UPLOAD_IMAGE_MAX_BYTES, rule: "imageTooLarge" },
  diploma: { bytes: UPLOAD_DIPLOMA_MAX_BYTES, rule: "diplomaTooLarge" },
};
const UPLOAD_KIND_OF_RULE = { videoTooLarge: "video", imageTooLarge: "image", diplomaTooLarge: "diploma" } as const;

export function uploadLimitBytes(kind: UploadKind): number {
  return UPLOAD_LIMITS[kind].bytes;
}

/**
 * Spec upload limits: a video under 10MB, an image under 5MB, a diploma / proof of education under 50MB ("under":
 * the limit itself is too large). A size that is not a non-negative whole number is refused too.
 */
export function checkUploadSize(kind: UploadKind, bytes: number): ValidationRule | null {
  const { bytes: limit, rule } = UPLOAD_LIMITS[kind];
  return Number.isInteger(bytes) && bytes >= 0 && bytes < limit ? null : rule;
}


