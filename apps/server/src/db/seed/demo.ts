import type { Db } from "../client.ts";
import type { SeedStep } from "./steps.ts";

/**
 * Every seed step: each module's `modules/<domain>/seed.ts`, found by file name like its routes.ts (steps.ts); no
 * list. Steps of the same order run in the modules' name order.
 */
const found = import.meta.glob<{ seedStep?: SeedStep }>("../../modules/*/seed.ts", { eager: true });
export const seedSteps: readonly SeedStep[] = Object.entries(found)
  .map(([path, exports]) => {
    if (!exports.seedStep) throw new Error(`${path.replace(/^(\.\.\/)+/, "")} exports no seedStep (export const seedStep = defineSeedStep(order, seed))`);
    return exports.seedStep;
  })
  .sort((a, b) => a.order - b.order);

/**
 * Writes the demo content that the embedded database starts with, so that every screen shows something on
 * first start, in all four languages. One transaction: a failed seed leaves the database empty, and the next
 * start tries again. Deterministic apart from dates, which are spread back from the time of seeding.
 */
export async function seedDemoContent(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const step of seedSteps) await step.seed(tx, now);
  });
}
