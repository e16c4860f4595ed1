import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { INTL_LOCALE, MACAU_TIME_ZONE } from "../../i18n/intl.ts";
import { sharedMessages } from "./messages.ts";


/**
 * Intl formatters are costly to build (a page of cards would build hundreds): one per language and style,
 * built on first use and kept.
 */
const FORMATS = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: UrlLang, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${style}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...options, timeZone: MACAU_TIME_ZONE });
    FORMATS.set(key, format);
  }
  return format;
}
const RELATIVE = new Map<UrlLang, Intl.RelativeTimeFormat>();
function relativeFormat(lang: UrlLang): Intl.RelativeTimeFormat {
  let format = RELATIVE.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALE[lang], { numeric: "auto" });
    RELATIVE.set(lang, format);
  }
  return format;
}
/** The year in Macau (the day a story is "this year" is Macau's). */
const YEAR = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: MACAU_TIME_ZONE });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface NewsDate {
  /** What the card shows: "5 分鐘前", "3 hours ago", or a date. */
  text: string;
  /** The full date and time, for the title attribute. */
  full: string;
  /** Machine-readable, for <time dateTime>. */
  iso: string;
}

/**
 * A news date in the page language: relative within the last 24 hours ("just now" from the catalog, "12 minutes ago", "3 hours
 * ago"), then the day and month, with the year when it is not the current one (Macau time). A date slightly in
 * the future (clock skew) reads as "now". Returns null for an unreadable date.
 */
export function formatNewsDate(iso: string, lang: UrlLang, now: number): NewsDate | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const full = dateFormat(lang, "full", { dateStyle: "long", timeStyle: "short" }).format(time);
  const age = now - time;
  const relative = relativeFormat(lang);
  let text: string;
  if (age < MINUTE) text = translator(sharedMessages, lang)("justNow");
  else if (age < HOUR) text = relative.format(-Math.floor(age / MINUTE), "minute");
  else if (age < DAY) text = relative.format(-Math.floor(age / HOUR), "hour");
  else {
    const sameYear = YEAR.format(time) === YEAR.format(now);
    text = dateFormat(lang, sameYear ? "day" : "day-year", {
      day: "numeric",
      // "13 Jun", "6月13日", "13 de junho" (Portuguese short months read as 13/06).
      month: lang === "pt" ? "long" : "short",
      ...(sameYear ? {} : { year: "numeric" }),
    }).format(time);
  }
  return { text, full, iso: new Date(time).toISOString() };
}

const DAY_FORMATS = new Map<UrlLang, Intl.DateTimeFormat>();
/** A day as readers of the language write it, in Macao time ("2026年11月22日", "22 November 2026"); "" for none. */
export function formatDay(iso: string | null, lang: UrlLang): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  let format = DAY_FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { year: "numeric", month: "long", day: "numeric", timeZone: MACAU_TIME_ZONE });
    DAY_FORMATS.set(lang, format);
  }
  return format.format(date);
}
