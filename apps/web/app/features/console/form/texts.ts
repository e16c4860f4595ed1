import type { ConsoleText } from "@portal/contract/schemas/console-text";

/**
 * The localized texts the console's editors write (schemas/console-text.ts): their locales in the order the forms
 * show them, an empty one, the one to show in the console's language, and the Macau minute a `datetime-local` field
 * shows of an instant.
 */
export const TEXT_LOCALES = ["zh_TW", "zh_CN", "en", "pt"] as const;
export type TextLocale = (typeof TEXT_LOCALES)[number];
export const emptyText = (): ConsoleText => ({ zh_TW: "", zh_CN: "", en: "", pt: "" });

/** The text to show of a localized text in the console's language (Traditional Chinese when it has none). */
export function textIn(text: ConsoleText, lang: string): string {
  const own = lang === "zh-hans" ? text.zh_CN : lang === "en" ? text.en : lang === "pt" ? text.pt : text.zh_TW;
  return own || text.zh_TW;
}

const MACAU_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant (ISO text or milliseconds) as the Macau minute a `datetime-local` field shows: YYYY-MM-DDTHH:mm. */
export const macauMinuteOf = (instant: string | number): string =>
  new Date((typeof instant === "number" ? instant : Date.parse(instant)) + MACAU_OFFSET_MS).toISOString().slice(0, 16);
