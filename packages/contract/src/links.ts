/**
 * The link and search-text rules (spec §5 link, "a menu link is valid only if it matches an http(s) pattern",
 * search text): message-free and zod-free, so that the frame on every page (menus, notices, the search box) uses
 * them without the validation messages; validation.ts re-exports them.
 */

/**
 * Whitespace for `noWhitespace` and search: everything JavaScript's \s knows (space, tab, line breaks, NBSP,
 * U+3000 ideographic space, U+2000–U+200A, U+FEFF …) plus the invisible U+180E, U+200B and U+2060. The joiners
 * U+200C/U+200D are not whitespace: emoji sequences need them.
 */
export const WHITESPACE = /[\s\u180E\u200B\u2060]/u;
export const WHITESPACE_GLOBAL = /[\s\u180E\u200B\u2060]/gu;

/** Not in the spec: guards the server against absurd input. */
export const HTTP_LINK_MAX_LENGTH = 2048;

function isString(value: unknown): value is string {
  return typeof value === "string";
}

/**
 * Spec "link": an absolute http:// or https:// URL with a host, no whitespace or control characters (the URL parser
 * would silently drop tabs and line breaks, which is how `java\nscript:` tricks work), at most 2048 characters.
 */
export function isHttpLink(value: unknown): boolean {
  if (!isString(value) || value.length > HTTP_LINK_MAX_LENGTH) return false;
  if (!/^https?:\/\/[^/?#\s]/i.test(value) || WHITESPACE.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A link the site may put in `src` or `href` for a member-supplied value: a path on this site (one `/`, not
 * followed by `/` or `\`, which browsers read as another host) or an https URL; no backslash, whitespace or
 * control character anywhere. Not in the spec: `//evil.example/x` and `/\evil.example` were accepted.
 */
export function isSitePath(value: unknown): boolean {
  return isString(value) && value.length <= HTTP_LINK_MAX_LENGTH && /^\/(?![/\\])/.test(value) && !/[\\\s\u0000-\u001f\u007f]/u.test(value);
}
export function isSitePathOrHttps(value: unknown): boolean {
  return isSitePath(value) || (isHttpLink(value) && /^https:\/\//i.test(value as string) && !/\\/.test(value as string));
}

/** Spec "A menu link is valid only if it matches an http(s) pattern": the same rule as `link`. */
export const isMenuLink = isHttpLink;

/**
 * Chinese characters and CJK punctuation (full-width letters and digits are not: they are Latin words). Between two
 * of them a space is no word boundary that search needs: the server cuts Chinese into bigrams itself
 * (docs/search.md). Written short: the header's search form, on every page, carries it.
 */
const CJK = "[\\p{sc=Han}\\u3001-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65]";
const SPACE_BETWEEN_CJK = new RegExp(`(${CJK}) (?=${CJK})`, "gu");
const WHITESPACE_RUNS = /[\s\u180E\u200B\u2060]+/gu;

/**
 * Spec search ("search text has all whitespace removed"), applied where it fits: whitespace between two Chinese
 * characters (or CJK punctuation) is removed (`澳門 新聞` → `澳門新聞`), any other run of whitespace becomes one
 * space, so that Latin words stay words (`grand  prix` → `grand prix`, `澳門 grand prix 2026` as it is); none at
 * either end. `null` when nothing is left, meaning "do not search". The one rule of the search forms, the search
 * page's address and the server's suggestions and keyword counts.
 */
export function normalizeSearchText(text: string | null | undefined): string | null {
  return (isString(text) && text.replace(WHITESPACE_RUNS, " ").trim().replace(SPACE_BETWEEN_CJK, "$1")) || null;
}

/** Suggestions while typing: at most this many titles, from this many characters of text (docs/search.md). */
export const SEARCH_SUGGEST_MAX = 8;
export const SEARCH_SUGGEST_MIN_CHARS = 2;
