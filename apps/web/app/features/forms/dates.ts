import type { UrlLang } from "@portal/contract/locales";
import { INTL_LOCALE, MACAU_TIME_ZONE } from "../../i18n/intl.ts";

const FORMATS = new Map<UrlLang, Intl.DateTimeFormat>();

/** A closing time as readers of the language write it, in Macao time ("2026年12月14日 17:30", "14 December 2026, 17:30"). */
export function formatDayTime(iso: string, lang: UrlLang): string {
  let format = FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: MACAU_TIME_ZONE,
    });
    FORMATS.set(lang, format);
  }
  return format.format(new Date(iso));
}
