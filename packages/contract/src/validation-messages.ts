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
import type { ConsoleValidationRule } from "./console-validation-messages.ts";
import { DEFAULT_API_LOCALE, isApiLocale, isUrlLang, urlLangToApiLocale, type ApiLocale, type UrlLang } from "./locales.ts";

/**
 * The messages of the spec §5 rules in four languages (validation.ts re-exports them). A module of their own: an
 * island that only tests a value (a Macao phone number, a headcount) then carries the rules without this table.
 */

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
  memberPhoto: {
    zh_TW: "相片須為上載到本網站的圖片",
    zh_CN: "相片须为上传到本网站的图片",
    en: "The photo must be a picture uploaded to this site",
    pt: "A fotografia deve ser uma imagem carregada neste sítio",
  },
  chinese: { zh_TW: "請輸入中文", zh_CN: "请输入中文", en: "Please enter Chinese", pt: "Introduza texto em chinês" },
  english: { zh_TW: "請輸入英文", zh_CN: "请输入英文", en: "Please enter English", pt: "Introduza texto em inglês" },
  latinName: {
    zh_TW: "請以拉丁字母輸入姓名（可用重音符號、連字號及撇號）",
    zh_CN: "请以拉丁字母输入姓名（可用重音符号、连字号及撇号）",
    en: "Please enter the name in Latin letters (accents, hyphens and apostrophes are fine)",
    pt: "Introduza o nome em letras latinas (pode usar acentos, hífenes e apóstrofos)",
  },
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

export type ValidationRule = keyof typeof VALIDATION_MESSAGES | ConsoleValidationRule;
/** The rules of this table (the console's own are in console-validation-messages.ts). */
export const VALIDATION_RULES = Object.keys(VALIDATION_MESSAGES) as (keyof typeof VALIDATION_MESSAGES)[];

/**
 * Rules of the console's forms only (console-validation-messages.ts), added when a console schema first uses one:
 * kept out of the table above, which the public pages' islands carry.
 */
const registeredMessages: Record<string, Readonly<Record<ApiLocale, string>>> = {};
export function registerValidationMessages(table: Readonly<Record<string, Readonly<Record<ApiLocale, string>>>>): void {
  Object.assign(registeredMessages, table);
}
const templateOf = (rule: string): Readonly<Record<ApiLocale, string>> | undefined =>
  Object.hasOwn(VALIDATION_MESSAGES, rule) ? VALIDATION_MESSAGES[rule as keyof typeof VALIDATION_MESSAGES] : registeredMessages[rule];
export type MessageParams = Readonly<Record<string, string | number>>;

export function isValidationRule(value: unknown): value is ValidationRule {
  return typeof value === "string" && (Object.hasOwn(VALIDATION_MESSAGES, value) || Object.hasOwn(registeredMessages, value));
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

/** The upload limit each size rule names (spec §9). */
const RULE_LIMIT_BYTES = { videoTooLarge: UPLOAD_VIDEO_MAX_BYTES, imageTooLarge: UPLOAD_IMAGE_MAX_BYTES, diplomaTooLarge: UPLOAD_DIPLOMA_MAX_BYTES } as const;

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
      return { limit: formatMegabytes(RULE_LIMIT_BYTES[rule]) };
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
  const template = templateOf(rule)?.[apiLocale] ?? rule;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

