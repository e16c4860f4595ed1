import type { LocalizedText } from "../columns.ts";
import { traditionalToSimplified } from "../../platform/localize.ts";

/** A text in the three written languages; zh_CN is derived from zh_TW with OpenCC when read. */
export function lt(zh_TW: string, en: string, pt: string): LocalizedText {
  return { zh_TW, en, pt };
}

/**
 * The same, for HTML holding links to pages of the portal: the links are written for /zh-hant/ and the
 * Simplified text is converted here, so that it can point to /zh-hans/ (and /en/, /pt/ in the others).
 */
export function ltHtml(zh_TW: string, en: string, pt: string): LocalizedText {
  const hans = traditionalToSimplified(zh_TW).replaceAll('href="/zh-hant/', 'href="/zh-hans/');
  return { zh_TW, zh_CN: hans, en, pt };
}

const HOUR = 3_600_000;

/** A moment `days` (may be fractional) before the seed's base time. */
export function daysBefore(base: Date, days: number): Date {
  return new Date(base.getTime() - Math.round(days * 24 * HOUR));
}

export function daysAfter(base: Date, days: number): Date {
  return new Date(base.getTime() + Math.round(days * 24 * HOUR));
}

/** Paragraphs to HTML: a part starting with "<" is kept as written (h2, ul, figure), others become <p>. */
export function html(parts: readonly string[]): string {
  return parts.map((part) => (part.startsWith("<") ? part : `<p>${part}</p>`)).join("\n");
}

/** A localized HTML text written as paragraphs (see `html`). */
export function ltParagraphs(zh_TW: readonly string[], en: readonly string[], pt: readonly string[]): LocalizedText {
  return lt(html(zh_TW), html(en), html(pt));
}

/** The same, with links to pages of the portal (see `ltHtml`). */
export function ltParagraphsWithLinks(zh_TW: readonly string[], en: readonly string[], pt: readonly string[]): LocalizedText {
  return ltHtml(html(zh_TW), html(en), html(pt));
}

/** A small deterministic spread of numbers (view and like counts) from a row's position. */
export function spread(index: number, min: number, max: number): number {
  const x = Math.sin(index * 12.9898 + 78.233) * 43758.5453;
  return min + Math.floor((x - Math.floor(x)) * (max - min));
}
