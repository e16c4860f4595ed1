import type { UrlLang } from "@portal/contract/locales";

/** Macao keeps UTC+8 all year (no daylight saving), so its calendar day is a fixed offset from UTC. */
const MACAU_OFFSET_MS = 8 * 60 * 60 * 1000;
export const MACAU_TIME_ZONE = "Asia/Macau";

/** The calendar date in Macao at `now`, as YYYY-MM-DD. */
export function macauDate(now: number): string {
  return new Date(now + MACAU_OFFSET_MS).toISOString().slice(0, 10);
}

/** The wall-clock time in Macao at `now`, as HH:MM (24 h). */
export function macauTime(now: number): string {
  return new Date(now + MACAU_OFFSET_MS).toISOString().slice(11, 16);
}

const DATE_LOCALES: Record<UrlLang, string> = { "zh-hant": "zh-Hant-MO", "zh-hans": "zh-Hans-CN", en: "en-GB", pt: "pt-PT" };

const HEADER_FORMATS = new Map<UrlLang, Intl.DateTimeFormat>();

/** The date as the header writes it in each language ("2026年11月23日 星期一", "Monday 23 November 2026"). */
export function formatHeaderDate(now: number, lang: UrlLang): string {
  let format = HEADER_FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[lang], { timeZone: MACAU_TIME_ZONE, weekday: "long", year: "numeric", month: "long", day: "numeric" });
    HEADER_FORMATS.set(lang, format);
  }
  return format.format(now).replace(",", "");
}
