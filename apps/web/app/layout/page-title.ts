/**
 * The one separator between the parts of a page's name, in every language: "澳門今夜 – 全部重溫", "Live – TDM Macau".
 * Templates such as "{title}：全部重溫" put a full-width colon into Chinese titles and tabs (and ": " into the
 * others); a page named in parts names them with pageTitle instead. The site name follows with " | " (meta.ts).
 */
export const TITLE_SEPARATOR = " – ";

/** A page's name from its parts, most specific first as the page reads them; empty parts are left out. */
export function pageTitle(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts.filter((part): part is string => typeof part === "string" && part.trim() !== "").join(TITLE_SEPARATOR);
}
