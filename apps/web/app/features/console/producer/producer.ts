import type { ConsoleText } from "@portal/contract/schemas/program/console";

/**
 * What the producer's screens share (routes/console/{programmes,programme-edit,schedule}.tsx; docs/console.md
 * "Producer"): their addresses, the locales of a programme's texts, and the Macau minutes the forms write.
 */
export const PROGRAMMES_PATH = "/console/programmes";
export const SCHEDULE_PATH = "/console/schedule";
export const programmePath = (id: number) => `${PROGRAMMES_PATH}/${id}`;

/** The locales a programme's texts are written in, in the order the forms show them. */
export const TEXT_LOCALES = ["zh_TW", "zh_CN", "en", "pt"] as const;
export type TextLocale = (typeof TEXT_LOCALES)[number];
export const emptyText = (): ConsoleText => ({ zh_TW: "", zh_CN: "", en: "", pt: "" });

/** The text to show of a localized text in the console's language (Traditional Chinese when it has none). */
export function textIn(text: ConsoleText, lang: string): string {
  const own = lang === "zh-hans" ? text.zh_CN : lang === "en" ? text.en : lang === "pt" ? text.pt : text.zh_TW;
  return own || text.zh_TW;
}

const MACAU_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as the Macau minute a `datetime-local` field shows: YYYY-MM-DDTHH:mm. */
export const macauMinuteOf = (iso: string): string => new Date(Date.parse(iso) + MACAU_OFFSET_MS).toISOString().slice(0, 16);

/** A start minute of the day as HH:MM. */
export const clockOf = (minute: number): string => `${String(Math.floor(minute / 60) % 24).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** The days of the week as the grid numbers them: 0 Monday … 6 Sunday (bit n of a slot's weekdays). */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
