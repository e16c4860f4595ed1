import { z } from "zod";
import { LOGIN_FIELD_MAX_LENGTH } from "./constants.ts";
import { DEFAULT_API_LOCALE, type ApiLocale, type UrlLang } from "./locales.ts";
import { HTTP_LINK_MAX_LENGTH, isHttpLink, isSitePath, isSitePathOrHttps, normalizeSearchText } from "./links.ts";

/**
 * The validation rules of spec §5 in one place, for the server (zod schemas at the route edge) and the web
 * (form fields). Three layers, each built on the one before:
 *
 * 1. Plain predicates (`isMacauPhone`, `isValidPassword` …): strict, no trimming, `false` for non-strings.
 * 2. Field specs (`FIELD_SPECS`, `validateField`): per field, whether surrounding spaces are trimmed and the ordered
 *    checks; the first failing check names the `ValidationRule` whose message the form shows.
 * 3. Zod blocks (`zPhone`, `zPassword` …) built from the field specs. Every issue they raise is a `custom` issue whose
 *    `params.validationRule` names the rule (its `message` is the default Traditional Chinese text). The server turns
 *    an issue into the request's language with `localizeZodIssue(issue, request.locale)`, which returns `null` for
 *    issues that do not come from these rules (plain zod type errors …) so the caller keeps its generic message:
 *
 *      if (error instanceof ZodError) {
 *        const text = localizeZodIssue(error.issues[0], locale);   // e.g. "請輸入正確的澳門手機號碼…"
 *        return text ? sendText(reply, 400, text) : send(reply, 400, 400, "invalidField", locale, { field });
 *      }
 *
 *    Rules that involve several fields or non-text input (repeat password, visit headcount and time slot, upload
 *    size, uploadRequired, timeEvent) are raised inside `superRefine` with `addValidationIssue(ctx, rule, path)`,
 *    which produces the same kind of issue.
 *
 * Characters are counted as Unicode code points (an emoji or a rare CJK character is one), never UTF-16 units.
 */

import { validationMessage, isValidationRule, type MessageParams, type ValidationRule } from "./validation-messages.ts";
export {
  VALIDATION_MESSAGES,
  VALIDATION_RULES,
  formatMegabytes,
  isValidationRule,
  toApiLocale,
  validationMessage,
  type MessageParams,
  type ValidationRule,
} from "./validation-messages.ts";

import {ADDRESS_MAX_LENGTH, type AddressScript, charLength, checkAddress, hasNoWhitespace, hasOnlyVisibleCharacters, hasOnlyVisibleText, isChinese, isEmail, isEnglish, isFilled, isIdNumber, isMacauPhone, isMemberPhotoPath, isPosition, isValidPassword, passwordsMatch, timeEvent } from "./rules.ts";
export * from "./rules.ts";

function isString(value: unknown): value is string {
  return typeof value === "string";
}

// The rules the page frame needs on every page (links, search text) live in links.ts, so that the frame's script
// does not carry the form rules and messages below; they are part of this module's API as before.
export { HTTP_LINK_MAX_LENGTH, isHttpLink, isMenuLink, isSitePath, isSitePathOrHttps, normalizeSearchText } from "./links.ts";

/**
 * A name in Latin letters (not in the spec; issue 21: the name of an applicant whose job does not ask for the Chinese
 * fields). Latin letters with their accents, precomposed or combining (João, Conceição, Müller), words joined by
 * spaces, hyphens, apostrophes or the full stop of an initial (Ana-Rita, D'Almeida, D’Almeida, J. Silva); it starts
 * with a letter and ends with one or a full stop. Full-width letters (ＡＢＣ) are refused, as by `isEnglish`. Here
 * rather than in rules.ts: only the forms use it, and rules.ts shares its chunk with the comment thread of articles.
 */
const LATIN_NAME = /^\p{Script=Latin}\p{M}{0,3}(?:[ '’.-]*\p{Script=Latin}\p{M}{0,3})*\.?$/u;
const FULL_WIDTH = /[\uFF00-\uFFEF]/;
export function isLatinName(value: unknown): boolean {
  return isString(value) && LATIN_NAME.test(value) && !FULL_WIDTH.test(value);
}

// ── Field specs ───────────────────────────────────────────────────────────────────────────────────────────────

export interface FieldCheck {
  rule: ValidationRule;
  test: (value: string) => boolean;
  /** Message params when they differ from the defaults. */
  params?: MessageParams;
}
export interface FieldSpec {
  /** Whether surrounding whitespace is removed before the checks (never for passwords and login fields). */
  trim: boolean;
  checks: readonly FieldCheck[];
}

const required: FieldCheck = { rule: "required", test: isFilled };
/** Free text others read: no bidirectional controls or other invisible characters (rules.ts `hasOnlyVisibleText`). */
const visible: FieldCheck = { rule: "visibleText", test: (v) => hasOnlyVisibleText(v) };
const maxChars = (max: number): FieldCheck => ({ rule: "tooLong", test: (v) => charLength(v) <= max, params: { max } });
const addressChecks = (script: AddressScript): FieldCheck[] => [
  visible,
  ...(["chinese", "english", "address", "tooLong"] as const).map((rule) => ({
    rule,
    test: (v: string) => checkAddress(v, script) !== rule,
    params: rule === "tooLong" ? { max: ADDRESS_MAX_LENGTH } : undefined,
  })),
];

/** Free text fields of forms (names …) get this cap unless a field says otherwise. Not in the spec. */
export const TEXT_FIELD_MAX_LENGTH = 200;

/** Each form field kind: its trimming and its ordered checks (the first failure is the message shown). */
export const FIELD_SPECS = {
  required: { trim: true, checks: [required, visible, maxChars(TEXT_FIELD_MAX_LENGTH)] },
  chinese: { trim: true, checks: [required, visible, { rule: "chinese", test: isChinese }, maxChars(TEXT_FIELD_MAX_LENGTH)] },
  english: { trim: true, checks: [required, { rule: "english", test: isEnglish }, maxChars(TEXT_FIELD_MAX_LENGTH)] },
  latinName: { trim: true, checks: [required, { rule: "latinName", test: isLatinName }, maxChars(TEXT_FIELD_MAX_LENGTH)] },
  position: { trim: true, checks: [required, { rule: "position", test: isPosition }, maxChars(TEXT_FIELD_MAX_LENGTH)] },
  phone: { trim: true, checks: [required, { rule: "phone", test: isMacauPhone }] },
  link: { trim: true, checks: [required, { rule: "link", test: isHttpLink }] },
  password: { trim: false, checks: [required, { rule: "password", test: isValidPassword }] },
  noWhitespace: {
    trim: false,
    checks: [required, { rule: "noWhitespace", test: hasNoWhitespace }, maxChars(TEXT_FIELD_MAX_LENGTH)],
  },
  idNumber: { trim: true, checks: [required, { rule: "idNumber", test: isIdNumber }] },
  email: { trim: true, checks: [required, { rule: "email", test: isEmail }] },
  address: { trim: true, checks: [required, ...addressChecks("any")] },
  chineseAddress: { trim: true, checks: [required, ...addressChecks("chinese")] },
  englishAddress: { trim: true, checks: [required, ...addressChecks("english")] },
  loginField: { trim: false, checks: [required, maxChars(LOGIN_FIELD_MAX_LENGTH)] },
  siteLink: { trim: true, checks: [required, { rule: "siteLink", test: isSitePathOrHttps }] },
  sitePath: { trim: true, checks: [required, { rule: "siteLink", test: isSitePath }] },
} as const satisfies Record<string, FieldSpec>;

export type FieldKind = keyof typeof FIELD_SPECS;

export interface ValidationFailure {
  rule: ValidationRule;
  params: MessageParams;
}

/**
 * Validates a form value as `kind`; returns the first failure or null. With `optional`, an empty (or blank) value
 * passes, and a filled one must meet the rules.
 */
export function validateField(
  kind: FieldKind,
  value: unknown,
  options: { optional?: boolean } = {},
): ValidationFailure | null {
  const spec: FieldSpec = FIELD_SPECS[kind];
  if (options.optional && !isFilled(value)) return null;
  if (!isString(value)) return { rule: "required", params: {} };
  const text = spec.trim ? value.trim() : value;
  for (const check of spec.checks) {
    if (!check.test(text)) return { rule: check.rule, params: check.params ?? {} };
  }
  return null;
}

// ── Zod blocks ────────────────────────────────────────────────────────────────────────────────────────────────

/** The key under `issue.params` that names the rule. */
export const RULE_PARAM = "validationRule";

function issueParams(rule: ValidationRule, params: MessageParams = {}): Record<string, string | number> {
  return { ...params, [RULE_PARAM]: rule };
}

/**
 * A zod string schema for a field kind: missing or null input counts as empty (→ `required`), each check becomes a
 * refinement that stops at the first failure and carries its rule in `params.validationRule`.
 */
export function zField(kind: FieldKind) {
  const spec: FieldSpec = FIELD_SPECS[kind];
  let schema = spec.trim ? z.string().trim() : z.string();
  for (const check of spec.checks) {
    schema = schema.refine(check.test, {
      message: validationMessage(check.rule, DEFAULT_API_LOCALE, check.params),
      params: issueParams(check.rule, check.params),
      abort: true,
    });
  }
  return z.preprocess((value) => value ?? "", schema);
}

/**
 * A field that may be left out: absent, null or blank gives "" (what the form sends for an empty field); anything
 * filled meets the rules of `kind`, as `validateField(kind, value, { optional: true })` in the browser.
 */
export function zOptionalField(kind: FieldKind) {
  const blank = (value: unknown) => value === null || value === undefined || (isString(value) && !isFilled(value));
  return z.preprocess((value) => (blank(value) ? undefined : value), zField(kind).optional()).transform((value) => value ?? "");
}

export const zRequired = /* @__PURE__ */ zField("required");
export const zChinese = /* @__PURE__ */ zField("chinese");
export const zEnglish = /* @__PURE__ */ zField("english");
export const zLatinName = /* @__PURE__ */ zField("latinName");
export const zPosition = /* @__PURE__ */ zField("position");
export const zPhone = /* @__PURE__ */ zField("phone");
export const zHttpLink = /* @__PURE__ */ zField("link");
export const zMenuLink = zHttpLink;
export const zPassword = /* @__PURE__ */ zField("password");
export const zNoWhitespace = /* @__PURE__ */ zField("noWhitespace");
export const zIdNumber = /* @__PURE__ */ zField("idNumber");
export const zEmail = /* @__PURE__ */ zField("email");
export const zAddress = /* @__PURE__ */ zField("address");
export const zChineseAddress = /* @__PURE__ */ zField("chineseAddress");
export const zEnglishAddress = /* @__PURE__ */ zField("englishAddress");
export const zLoginField = /* @__PURE__ */ zField("loginField");
/** Trimmed text that passes `isVisible`, refused with the visibleText message; lengths are the caller's (`.pipe`). */
function visibleSchema(isVisible: (value: string) => boolean) {
  return z
    .string()
    .trim()
    .refine(isVisible, {
      message: validationMessage("visibleText", DEFAULT_API_LOCALE),
      params: issueParams("visibleText"),
      abort: true,
    });
}
/** A visible name (trimmed text without invisible or format characters); lengths are the caller's. */
export const zVisibleName = /* @__PURE__ */ visibleSchema(hasOnlyVisibleCharacters);
/**
 * Free text that members or suppliers write and others read (or see again): no bidirectional controls or other
 * invisible characters, emoji sequences kept (rules.ts `hasOnlyVisibleText`). One line (titles, a contact), or
 * several lines (`zVisibleLines`: comments, messages, feedback). Lengths are the caller's: `.pipe(z.string().max(n))`.
 */
export const zVisibleText = /* @__PURE__ */ visibleSchema((value) => hasOnlyVisibleText(value));
export const zVisibleLines = /* @__PURE__ */ visibleSchema((value) => hasOnlyVisibleText(value, { multiline: true }));
export const zSiteLink = /* @__PURE__ */ zField("siteLink");
export const zSitePath = /* @__PURE__ */ zField("sitePath");
function memberPhotoSchema() {
  return z.string().trim().refine(isMemberPhotoPath, {
    message: validationMessage("memberPhoto", DEFAULT_API_LOCALE),
    params: issueParams("memberPhoto"),
  });
}
/**
 * A member's photo: a picture uploaded to this site (rules.ts `isMemberPhotoPath`). Not a field kind: no form types
 * it (the photo is uploaded), so the islands, which share the field kinds, do not carry the check.
 */
export const zMemberPhoto = /* @__PURE__ */ memberPhotoSchema();

/** Search text: whitespace removed, `null` when empty (the caller then does nothing). Capped before normalising. */
export const zSearchText = /* @__PURE__ */ z.string().max(TEXT_FIELD_MAX_LENGTH).nullish().transform(normalizeSearchText);

/** Raises a rule's issue from a `superRefine`, so that `localizeZodIssue` can translate it. */
export function addValidationIssue(
  ctx: z.RefinementCtx,
  rule: ValidationRule,
  path: PropertyKey[] = [],
  params: MessageParams = {},
): void {
  ctx.addIssue({
    code: "custom",
    path,
    message: validationMessage(rule, DEFAULT_API_LOCALE, params),
    params: issueParams(rule, params),
  });
}

/**
 * A check for an object schema: `repeatKey` must equal `passwordKey` ("Two passwords are inconsistent" on the
 * repeat field). Use it as `z.object({ password: zPassword, repeat: z.string() }).superRefine(passwordsMatchCheck("password", "repeat"))`.
 */
export function passwordsMatchCheck<K extends string, R extends string>(passwordKey: K, repeatKey: R) {
  return (value: Record<K | R, unknown>, ctx: z.RefinementCtx): void => {
    if (!passwordsMatch(value[passwordKey], value[repeatKey])) addValidationIssue(ctx, "passwordMismatch", [repeatKey]);
  };
}

/** The rule and message params of an issue raised by these blocks, or null for any other issue. */
export function validationFailureOf(issue: z.core.$ZodIssue | undefined): ValidationFailure | null {
  if (!issue || issue.code !== "custom" || !issue.params) return null;
  const { [RULE_PARAM]: rule, ...params } = issue.params as Record<string, unknown>;
  if (!isValidationRule(rule)) return null;
  const messageParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "string" || typeof value === "number") messageParams[key] = value;
  }
  return { rule, params: messageParams };
}

/** The message of a zod issue in `locale` when the issue comes from a validation rule, else null. */
export function localizeZodIssue(issue: z.core.$ZodIssue | undefined, locale: ApiLocale | UrlLang): string | null {
  const failure = validationFailureOf(issue);
  return failure ? validationMessage(failure.rule, locale, failure.params) : null;
}
