/**
 * The rules of spec §5 that the page frame uses on every page (menu links, notice links, advert links, the search
 * box), apart from the form rules of validation.ts (which re-exports them): the islands' frame chunk takes what
 * its modules import, and should not take every form rule with it (docs/performance.md).
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

/** Spec "A menu link is valid only if it matches an http(s) pattern": the same rule as `link`. */
export const isMenuLink = isHttpLink;

/** Spec search: all whitespace removed; `null` when nothing is left, meaning "do not search". */
export function normalizeSearchText(text: string | null | undefined): string | null {
  if (!isString(text)) return null;
  const normalized = text.replace(WHITESPACE_GLOBAL, "");
  return normalized || null;
}
