/** Macao keeps UTC+8 all year (no daylight saving), so its wall clock is a fixed offset from UTC. */
export const MACAU_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar date in Macao at `now`, YYYY-MM-DD. */
export function macauDate(now: Date): string {
  return new Date(now.getTime() + MACAU_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Macao calendar day (YYYY-MM-DD) starts. */
export const macauDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - MACAU_OFFSET_MS);

/** The instant a Macao calendar day (YYYY-MM-DD) ends: the next day's start. */
export const macauDayEnd = (day: string): Date => new Date(macauDayStart(day).getTime() + 86_400_000);

/** The hour (0–23) of the wall clock in Macao at `now`. */
export function macauHour(now: Date): number {
  return new Date(now.getTime() + MACAU_OFFSET_MS).getUTCHours();
}

/** `now` as ISO 8601 in Macao time, e.g. 2026-11-22T14:00:00+08:00. */
export function macauIso(now: Date): string {
  return `${new Date(now.getTime() + MACAU_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** Reads a Macao wall-clock time "YYYY-MM-DD HH:MM[:SS]" into an instant; null when it is not one. */
export function parseMacauDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map((part) => Number(part ?? 0)) as number[];
  const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const check = new Date(utc);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59) return null;
  return new Date(utc - MACAU_OFFSET_MS);
}
