import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { durationMessages } from "./duration-messages.ts";

/**
 * A duration in seconds as a reader says it, in the page's language — the one formatter of episodes, podcasts, short
 * videos and specials: "20 s", "1 min 5 s", "3 min", "1 h 5 min" (from an hour the seconds are left out); zero units
 * are never shown ("0 min 20 s" was). Rounded to the second; a negative or unreadable length is "0 s".
 */
export function formatDuration(seconds: number, lang: UrlLang): string {
  const t = translator(durationMessages, lang);
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (hours) parts.push(t("hours", { count: hours }));
  if (minutes) parts.push(t("minutes", { count: minutes }));
  if (rest && !hours) parts.push(t("seconds", { count: rest }));
  return parts.length ? parts.join(" ") : t("seconds", { count: 0 });
}

/** The same duration for machines (<time dateTime>): ISO 8601, "PT20S", "PT1M5S", "PT1H2M3S"; "PT0S" for none. */
export function isoDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (!total) return "PT0S";
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest ? `${rest}S` : ""}`;
}
