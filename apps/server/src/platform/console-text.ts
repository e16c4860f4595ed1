import type { ConsoleText } from "@portal/contract/schemas/console-text";
import type { LocalizedText } from "../db/columns.ts";

/**
 * The console's localized texts (contract schemas/console-text.ts) and the tables' (`LocalizedText`), both ways:
 * every console domain edits its texts with these (programmes, tenders, job ads …).
 */

/** A text as the console edits it: every locale, empty when unwritten. */
export const consoleText = (text: LocalizedText): ConsoleText => ({ zh_TW: text.zh_TW ?? "", zh_CN: text.zh_CN ?? "", en: text.en ?? "", pt: text.pt ?? "" });

/** A text as the tables keep it: the empty locales left out (zh_CN is then derived from zh_TW, localize.ts). */
export const storedText = (text: ConsoleText): LocalizedText => Object.fromEntries(Object.entries(text).filter(([, value]) => value !== "")) as LocalizedText;
