import type { ShortVideo } from "@portal/contract/schemas/short-video";

/** How many clips the player page holds, and how many each later fetch brings. */
export const SHORTS_BATCH = 6;

/**
 * The clips of a fetched batch that the player adds: those up to the first it already has (the list wraps round, so
 * a known clip means the round is complete). `done` when the round is complete or the list had no more.
 */
export function nextBatch(have: readonly ShortVideo[], batch: readonly ShortVideo[], size: number): { added: ShortVideo[]; done: boolean } {
  const known = new Set(have.map((v) => v.id));
  const firstKnown = batch.findIndex((v) => known.has(v.id));
  const added = firstKnown < 0 ? [...batch] : batch.slice(0, firstKnown);
  return { added, done: firstKnown >= 0 || batch.length < size };
}
