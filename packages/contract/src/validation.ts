import { z } from "zod";
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
import { DEFAULT_API_LOCALE, isApiLocale, isUrlLang, urlLangToApiLocale, type ApiLocale, type UrlLang } from "./locales.ts";
import { HTTP_LINK_MAX_LENGTH, WHITESPACE, WHITESPACE_GLOBAL, isHttpLink, isSitePath, isSitePathOrHttps, normalizeSearchText } from "./links.ts";

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

// The rules the page frame needs on every page (links, search text) live in links.ts, so that the frame's script
// does not carry the form rules and messages below; they are part of this module's API as before.
export { HTTP_LINK_MAX_LENGTH, isHttpLink, isMenuLink, isSitePath, isSitePathOrHttps, normalizeSearchText } from "./links.ts";

// ── Messages ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Placeholders: {min}, {max}, {digits}, {prefix}, {prefixes}, {limit}; filled from constants.ts by default. */
export const VALIDATION_MESSAGES = {
  required: { zh_TW: "必須填寫", zh_CN: "必须填写", en: "Required", pt: "Campo obrigatório" },
  visibleText: {
    zh_TW: "不能包含不可見或格式控制字元",
    zh_CN: "不能包含不可见或格式控制字符",
    en: "Cannot contain invisible or formatting characters",
    pt: "Não pode conter caracteres invisíveis ou de formatação",
  },
  siteLink: {
    zh_TW: "請輸入本網站的路徑或 https 網址",
    zh_CN: "请输入本网站的路径或 https 网址",
    en: "Enter a path on this site or an https address",
    pt: "Introduza um caminho deste sítio ou um endereço https",
  },
  chinese: { zh_TW: "請輸入中文", zh_CN: "请输入中文", en: "Please enter Chinese", pt: "Introduza texto em chinês" },
  english: { zh_TW: "請輸入英文", zh_CN: "请输入英文", en: "Please enter English", pt: "Introduza texto em inglês" },
  position: {
    zh_TW: "只可輸入數字",
    zh_CN: "只可输入数字",
    en: "Please enter digits only",
    pt: "Introduza apenas algarismos",
  },
  phone: {
    zh_TW: "請輸入正確的澳門手機號碼（以{prefix}開頭的{digits}位數字）",
    zh_CN: "请输入正确的澳门手机号码（以{prefix}开头的{digits}位数字）",
    en: "Please enter a valid Macau mobile number ({digits} digits starting with {prefix})",
    pt: "Introduza um número de telemóvel de Macau válido ({digits} algarismos, a começar por {prefix})",
  },
  link: {
    zh_TW: "請輸入以 http:// 或 https:// 開頭的有效網址",
    zh_CN: "请输入以 http:// 或 https:// 开头的有效网址",
    en: "Please enter a valid link starting with http:// or https://",
    pt: "Introduza uma ligação válida que comece por http:// ou https://",
  },
  linkType: {
    zh_TW: "請選擇連結類型",
    zh_CN: "请选择链接类型",
    en: "Please select a link type",
    pt: "Selecione o tipo de ligação",
  },
  password: {
    zh_TW: "密碼須為{min}至{max}個字元，只可使用英文字母、數字及半形符號",
    zh_CN: "密码须为{min}至{max}个字符，只可使用英文字母、数字及半角符号",
    en: "The password must be {min} to {max} characters long and use only English letters, digits and symbols such as ! @ # $ %",
    pt: "A palavra-passe deve ter entre {min} e {max} caracteres e usar apenas letras sem acentos, algarismos e símbolos como ! @ # $ %",
  },
  passwordMismatch: {
    zh_TW: "兩次輸入的密碼不一致",
    zh_CN: "两次输入的密码不一致",
    en: "Two passwords are inconsistent",
    pt: "As duas palavras-passe não coincidem",
  },
  noWhitespace: { zh_TW: "不能包含空格", zh_CN: "不能包含空格", en: "Cannot contain spaces", pt: "Não pode conter espaços" },
  idNumber: {
    zh_TW: "請輸入正確的身份證號碼（以{prefixes}開頭的{digits}位數字）",
    zh_CN: "请输入正确的身份证号码（以{prefixes}开头的{digits}位数字）",
    en: "Please enter a valid identity card number ({digits} digits starting with {prefixes})",
    pt: "Introduza um número de BIR válido ({digits} algarismos, a começar por {prefixes})",
  },
  uploadRequired: { zh_TW: "必須上傳", zh_CN: "必须上传", en: "Must upload", pt: "Carregamento obrigatório" },
  timeEvent: {
    zh_TW: "所選時間不可預約",
    zh_CN: "所选时间不可预约",
    en: "The selected time cannot be booked",
    pt: "O horário selecionado não pode ser reservado",
  },
  email: {
    zh_TW: "請輸入正確的電郵地址",
    zh_CN: "请输入正确的电子邮箱地址",
    en: "Please enter a valid e-mail address",
    pt: "Introduza um endereço de e-mail válido",
  },
  address: {
    zh_TW: "請輸入最少{min}個字的中文或英文地址",
    zh_CN: "请输入最少{min}个字的中文或英文地址",
    en: "Please enter a Chinese or English address of at least {min} characters",
    pt: "Introduza um endereço em chinês ou em inglês com pelo menos {min} caracteres",
  },
  tooLong: {
    zh_TW: "最多只可輸入{max}個字",
    zh_CN: "最多只可输入{max}个字",
    en: "No more than {max} characters",
    pt: "No máximo {max} caracteres",
  },
  visitHeadcount: {
    zh_TW: "參觀人數須為{min}至{max}人",
    zh_CN: "参观人数须为{min}至{max}人",
    en: "A visiting group must have {min} to {max} people",
    pt: "Um grupo de visita deve ter entre {min} e {max} pessoas",
  },
  visitNeedsLaterSlot: {
    zh_TW: "超過{max}人須選擇第二個或之後的時段",
    zh_CN: "超过{max}人须选择第二个或之后的时段",
    en: "Groups of more than {max} people must choose the second or a later time slot",
    pt: "Grupos com mais de {max} pessoas devem escolher o segundo horário ou um posterior",
  },
  videoTooLarge: {
    zh_TW: "影片檔案須小於{limit}",
    zh_CN: "视频文件须小于{limit}",
    en: "The video must be smaller than {limit}",
    pt: "O vídeo deve ter menos de {limit}",
  },
  imageTooLarge: {
    zh_TW: "圖片檔案須小於{limit}",
    zh_CN: "图片文件须小于{limit}",
    en: "The image must be smaller than {limit}",
    pt: "A imagem deve ter menos de {limit}",
  },
  diplomaTooLarge: {
    zh_TW: "學歷證明檔案須小於{limit}",
    zh_CN: "学历证明文件须小于{limit}",
    en: "The proof of education must be smaller than {limit}",
    pt: "O comprovativo de habilitações deve ter menos de {limit}",
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type ValidationRule = keyof typeof VALIDATION_MESSAGES;
export const VALIDATION_RULES = Object.keys(VALIDATION_MESSAGES) as ValidationRule[];
export type MessageParams = Readonly<Record<string, string | number>>;

export function isValidationRule(value: unknown): value is ValidationRule {
  return typeof value === "string" && Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** The API locale for an API locale or a URL language (zh-hant → zh_TW …); anything else → zh_TW. */
export function toApiLocale(locale: ApiLocale | UrlLang | string): ApiLocale {
  if (isUrlLang(locale)) return urlLangToApiLocale(locale);
  return isApiLocale(locale) ? locale : DEFAULT_API_LOCALE;
}

const OR_WORD: Record<ApiLocale, { separator: string; or: string }> = {
  zh_TW: { separator: "、", or: "或" },
  zh_CN: { separator: "、", or: "或" },
  en: { separator: ", ", or: " or " },
  pt: { separator: ", ", or: " ou " },
};

/** "1、5或7" / "1, 5 or 7" / "1, 5 ou 7". */
function orList(items: readonly string[], locale: ApiLocale): string {
  const { separator, or } = OR_WORD[locale];
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(separator)}${or}${items[items.length - 1]}`;
}

const BYTES_PER_MB = 1024 * 1024;
/** 10485760 → "10MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / BYTES_PER_MB) * 10) / 10}MB`;
}

function defaultParams(rule: ValidationRule, locale: ApiLocale): MessageParams {
  switch (rule) {
    case "phone":
      return { digits: PHONE_DIGITS, prefix: PHONE_PREFIX };
    case "idNumber":
      return { digits: ID_NUMBER_DIGITS, prefixes: orList(ID_NUMBER_PREFIXES, locale) };
    case "password":
      return { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
    case "address":
      return { min: ADDRESS_MIN_LENGTH };
    case "tooLong":
      return { max: LOGIN_FIELD_MAX_LENGTH };
    case "visitHeadcount":
      return { min: VISIT_GROUP_MIN, max: VISIT_GROUP_MAX };
    case "visitNeedsLaterSlot":
      return { max: VISIT_GROUP_MAX };
    case "videoTooLarge":
    case "imageTooLarge":
    case "diplomaTooLarge":
      return { limit: formatMegabytes(uploadLimitBytes(UPLOAD_KIND_OF_RULE[rule])) };
    default:
      return {};
  }
}

/**
 * The text of a rule in a language (an API locale or a URL language; default Traditional Chinese). Placeholders
 * take `params` first, then the spec's constants (e.g. `tooLong` says 80 unless `{max}` is given).
 */
export function validationMessage(
  rule: ValidationRule,
  locale: ApiLocale | UrlLang = DEFAULT_API_LOCALE,
  params: MessageParams = {},
): string {
  const apiLocale = toApiLocale(locale);
  const values = { ...defaultParams(rule, apiLocale), ...params };
  const template: string = VALIDATION_MESSAGES[rule][apiLocale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

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

function checkAddress(value: string, script: AddressScript): ValidationRule | null {
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
const maxChars = (max: number): FieldCheck => ({ rule: "tooLong", test: (v) => charLength(v) <= max, params: { max } });
const addressChecks = (script: AddressScript): FieldCheck[] =>
  (["chinese", "english", "address", "tooLong"] as const).map((rule) => ({
    rule,
    test: (v: string) => checkAddress(v, script) !== rule,
    params: rule === "tooLong" ? { max: ADDRESS_MAX_LENGTH } : undefined,
  }));

/** Free text fields of forms (names …) get this cap unless a field says otherwise. Not in the spec. */
export const TEXT_FIELD_MAX_LENGTH = 200;

/** Each form field kind: its trimming and its ordered checks (the first failure is the message shown). */
export const FIELD_SPECS = {
  required: { trim: true, checks: [required, maxChars(TEXT_FIELD_MAX_LENGTH)] },
  chinese: { trim: true, checks: [required, { rule: "chinese", test: isChinese }, maxChars(TEXT_FIELD_MAX_LENGTH)] },
  english: { trim: true, checks: [required, { rule: "english", test: isEnglish }, maxChars(TEXT_FIELD_MAX_LENGTH)] },
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

export const zRequired = /* @__PURE__ */ zField("required");
export const zChinese = /* @__PURE__ */ zField("chinese");
export const zEnglish = /* @__PURE__ */ zField("english");
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
function visibleNameSchema() {
  return z
    .string()
    .trim()
    .refine(hasOnlyVisibleCharacters, {
      message: validationMessage("visibleText", DEFAULT_API_LOCALE),
      params: issueParams("visibleText"),
      abort: true,
    });
}
/** A visible name (trimmed text without invisible or format characters); lengths are the caller's. */
export const zVisibleName = /* @__PURE__ */ visibleNameSchema();
export const zSiteLink = /* @__PURE__ */ zField("siteLink");
export const zSitePath = /* @__PURE__ */ zField("sitePath");

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
