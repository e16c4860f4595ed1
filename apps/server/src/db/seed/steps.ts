import type { Db } from "../client.ts";

/**
 * One part of the demo content: a module's `modules/<domain>/seed.ts` exports `seedStep = defineSeedStep(order, seed)`;
 * demo.ts runs every step it finds, lowest order first (a step that uses another's rows comes after it). A new
 * domain's demo content is its seed.ts; no list to edit.
 */
export interface SeedStep {
  order: number;
  seed: (db: Db, now: Date) => Promise<void>;
}

export const defineSeedStep = (order: number, seed: (db: Db, now: Date) => Promise<void>): SeedStep => ({ order, seed });
