import type { Db } from "../client.ts";
import type { SeedStep } from "./steps.ts";

/** Every seed step: the files db/seed/<name>.seed.ts, found by file name (steps.ts). */
const found = import.meta.glob<{ seedStep?: SeedStep }>("./*.seed.ts", { eager: true });
export const seedSteps: readonly SeedStep[] = Object.values(found)
  .flatMap((exports) => (exports.seedStep ? [exports.seedStep] : []))
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
