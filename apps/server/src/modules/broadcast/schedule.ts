import { MACAU_OFFSET_MS } from "../../platform/macau-time.ts";

/**
 * The schedule from the weekly grid (tables.ts broadcastSlots): a day's entries are the slots whose
 * weekday bit matches, placed on that Macao date. Pure: the clock and the slots are given.
 */
export interface GridSlot {
  weekdays: number;
  startMinute: number;
  durationMinutes: number;
}

export interface Placed<S> {
  start: Date;
  end: Date;
  slot: S;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Macao of the date YYYY-MM-DD, as an instant. */
export function macauMidnight(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - MACAU_OFFSET_MS);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The entries starting on `date` (Macao), in order. */
export function expandDay<S extends GridSlot>(slots: readonly S[], date: string): Placed<S>[] {
  const midnight = macauMidnight(date).getTime();
  const bit = 1 << weekdayIndex(date);
  return slots
    .filter((slot) => (slot.weekdays & bit) !== 0)
    .map((slot) => {
      const start = midnight + slot.startMinute * 60_000;
      return { start: new Date(start), end: new Date(start + slot.durationMinutes * 60_000), slot };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** What is on air at `now` and what follows it. */
export function nowAndNext<S extends GridSlot>(slots: readonly S[], today: string, now: Date): { now: Placed<S> | null; next: Placed<S> | null } {
  const entries = [-1, 0, 1].flatMap((offset) => expandDay(slots, addDays(today, offset)));
  const t = now.getTime();
  const current = entries.find((e) => e.start.getTime() <= t && t < e.end.getTime()) ?? null;
  const after = current ? current.end.getTime() : t;
  const next = entries.find((e) => e.start.getTime() >= after && e !== current) ?? null;
  return { now: current, next };
}
