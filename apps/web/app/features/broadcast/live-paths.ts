import type { UrlLang } from "@portal/contract/locales";

/** Addresses and times of the live pages and the schedule (Macao time). */
export const livePath = (lang: UrlLang, channel?: string) => `/${lang}/live${channel ? `?channel=${encodeURIComponent(channel)}` : ""}`;
export const specialLivePath = (lang: UrlLang) => `/${lang}/special-live`;
export const programmePath = (lang: UrlLang, slug: string) => `/${lang}/program-detail/${encodeURIComponent(slug)}`;

export function schedulePath(lang: UrlLang, options: { channel?: string; date?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.channel) query.set("channel", options.channel);
  if (options.date) query.set("date", options.date);
  const text = query.toString();
  return `/${lang}/program_list${text ? `?${text}` : ""}`;
}

/** "19:30" of "2026-11-25T19:30:00+08:00" (the API writes Macao times). */
export const clockOf = (iso: string) => iso.slice(11, 16);

const DAY_MS = 24 * 60 * 60 * 1000;
const MACAU_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Macao date of an instant, YYYY-MM-DD. */
export const macauDateOf = (ms: number) => new Date(ms + MACAU_OFFSET_MS).toISOString().slice(0, 10);

/** The schedule's days: a week back, today, a week ahead. */
export const SCHEDULE_DAYS_BACK = 7;
export const SCHEDULE_DAYS_AHEAD = 7;
export function scheduleDays(today: string): string[] {
  const base = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: SCHEDULE_DAYS_BACK + SCHEDULE_DAYS_AHEAD + 1 }, (_, i) =>
    new Date(base + (i - SCHEDULE_DAYS_BACK) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A date the schedule page offers (else the page shows today). */
export function scheduleDateParam(value: string | null, today: string): string {
  return value && scheduleDays(today).includes(value) ? value : today;
}
