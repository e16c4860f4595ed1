/**
 * The four languages of the portal. The URL uses `UrlLang` (zh-hant …); the API speaks `ApiLocale`
 * (zh_TW …) in the `Api-Language` header; `<html lang>` uses the BCP 47 tag.
 */
export const URL_LANGS = ["zh-hant", "zh-hans", "en", "pt"] as const;
export type UrlLang = (typeof URL_LANGS)[number];

export const API_LOCALES = ["zh_TW", "zh_CN", "en", "pt"] as const;
export type ApiLocale = (typeof API_LOCALES)[number];

export const DEFAULT_URL_LANG: UrlLang = "zh-hant";
export const DEFAULT_API_LOCALE: ApiLocale = "zh_TW";

const URL_TO_API: Record<UrlLang, ApiLocale> = { "zh-hant": "zh_TW", "zh-hans": "zh_CN", en: "en", pt: "pt" };
const API_TO_URL: Record<ApiLocale, UrlLang> = { zh_TW: "zh-hant", zh_CN: "zh-hans", en: "en", pt: "pt" };
const HTML_LANG: Record<UrlLang, string> = { "zh-hant": "zh-Hant", "zh-hans": "zh-Hans", en: "en", pt: "pt" };

export function isUrlLang(value: unknown): value is UrlLang {
  return typeof value === "string" && (URL_LANGS as readonly string[]).includes(value);
}

export function isApiLocale(value: unknown): value is ApiLocale {
  return typeof value === "string" && (API_LOCALES as readonly string[]).includes(value);
}

export function urlLangToApiLocale(lang: UrlLang): ApiLocale {
  return URL_TO_API[lang];
}

export function apiLocaleToUrlLang(locale: ApiLocale): UrlLang {
  return API_TO_URL[locale];
}

export function htmlLangOf(lang: UrlLang): string {
  return HTML_LANG[lang];
}

/** Chinese locales show the lunar date and keep full notice titles. */
export function isChineseLang(lang: UrlLang): boolean {
  return lang === "zh-hant" || lang === "zh-hans";
}

/**
 * Reads an `Api-Language` (or `Accept-Language`) header value into a locale, falling back to zh_TW.
 * Accepts the API codes, the URL forms and common BCP 47 tags (zh-TW, zh-CN, pt-PT, en-GB …).
 */
export function parseApiLocale(header: string | undefined | null): ApiLocale {
  if (!header) return DEFAULT_API_LOCALE;
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]!.trim();
    if (!tag) continue;
    if (isApiLocale(tag)) return tag;
    if (isUrlLang(tag.toLowerCase())) return urlLangToApiLocale(tag.toLowerCase() as UrlLang);
    const lower = tag.toLowerCase().replace("_", "-");
    if (lower === "zh-cn" || lower === "zh-sg" || lower.startsWith("zh-hans")) return "zh_CN";
    if (lower.startsWith("zh")) return "zh_TW";
    if (lower.startsWith("en")) return "en";
    if (lower.startsWith("pt")) return "pt";
  }
  return DEFAULT_API_LOCALE;
}

/** Swaps the first path segment (the language) and keeps the rest of the path and the query. */
export function switchLangInPath(pathWithQuery: string, to: UrlLang): string {
  const match = /^\/([^/?#]*)(.*)$/.exec(pathWithQuery || "/");
  const first = match?.[1] ?? "";
  const rest = match?.[2] ?? "";
  if (isUrlLang(first)) return `/${to}${rest || "/"}`;
  return `/${to}${pathWithQuery.startsWith("/") ? pathWithQuery : `/${pathWithQuery}`}`;
}
