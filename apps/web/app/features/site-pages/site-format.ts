import type { UrlLang } from "@portal/contract/locales";
import { INTL_LOCALE, MACAU_TIME_ZONE } from "../../i18n/intl.ts";

/** "+853 2851 9188" → "tel:+85328519188": the digits (and a leading +) a phone dials. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}

/** "+853 6288 0001" → "https://wa.me/85362880001": a WhatsApp chat with the number's digits. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function format(lang: UrlLang, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${lang}:${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...options, timeZone: MACAU_TIME_ZONE });
    cache.set(id, f);
  }
  return f;
}

/** A forecast day (YYYY-MM-DD, a Macao date): the weekday and the day, "Fri 27 Nov", "11月27日 星期五". */
export function forecastDay(date: string, lang: UrlLang): { weekday: string; day: string } {
  const noon = new Date(`${date}T12:00:00+08:00`);
  if (Number.isNaN(noon.getTime())) return { weekday: "", day: date };
  return {
    weekday: format(lang, "weekday", { weekday: lang === "zh-hant" || lang === "zh-hans" ? "long" : "short" }).format(noon),
    day: format(lang, "day", { day: "numeric", month: lang === "pt" ? "long" : "short" }).format(noon),
  };
}

/** A moment as Macao's clock and day show it: "14:00, 26 Nov" ("11月26日 14:00"); "" for none. */
export function macauMoment(iso: string | null, lang: UrlLang): string {
  if (!iso) return "";
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return "";
  return format(lang, "moment", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(time);
}
