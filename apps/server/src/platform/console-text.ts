import type { ConsoleText } from "@portal/contract/schemas/console-text";
import type { LocalizedText } from "../db/columns.ts";
import { paragraphsToText, textToParagraphs } from "./html-text.ts";

/**
 * The console's localized texts (contract schemas/console-text.ts) against the tables' (`LocalizedText`), shared by
 * every console domain's service.
 */

/** A text as the console edits it: every locale, empty when unwritten. */
export const consoleText = (text: LocalizedText | null | undefined): ConsoleText => ({ zh_TW: text?.zh_TW ?? "", zh_CN: text?.zh_CN ?? "", en: text?.en ?? "", pt: text?.pt ?? "" });

/** A text as the tables keep it: the empty locales left out (zh_CN is then derived from zh_TW, localize.ts). */
export const storedText = (text: ConsoleText): LocalizedText => Object.fromEntries(Object.entries(text).filter(([, value]) => value !== "")) as LocalizedText;

/** The address part made of a title: its English (else Portuguese) words, lower case, joined by "-"; "" when none. */
export const slugOfTitle = (title: ConsoleText): string =>
  (title.en || title.pt).toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);

/**
 * A content kept as escaped paragraphs (notices, adverts) as the console edits it: plain text in every locale,
 * paragraphs apart by a blank line; `storedParagraphs` turns the console's text back into what the table keeps.
 */
export const consoleParagraphs = (content: LocalizedText | null | undefined): ConsoleText => {
  const text = consoleText(content);
  return { zh_TW: paragraphsToText(text.zh_TW), zh_CN: paragraphsToText(text.zh_CN), en: paragraphsToText(text.en), pt: paragraphsToText(text.pt) };
};
export const storedParagraphs = (text: ConsoleText): LocalizedText =>
  storedText({ zh_TW: textToParagraphs(text.zh_TW), zh_CN: textToParagraphs(text.zh_CN), en: textToParagraphs(text.en), pt: textToParagraphs(text.pt) });
