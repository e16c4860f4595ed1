import type { UrlLang } from "@portal/contract/locales";
import { INTL_LOCALE } from "../../i18n/intl.ts";

const FORMATS = new Map<UrlLang, Intl.DateTimeFormat>();

/** A Macao calendar date (YYYY-MM-DD) as the page's language writes it with its weekday: "Tue 1 Dec", "12月1日 週二". */
export function dayLabel(date: string, lang: UrlLang): string {
  let format = FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    FORMATS.set(lang, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
