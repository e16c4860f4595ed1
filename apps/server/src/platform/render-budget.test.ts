import { describe, expect, it } from "vitest";
import { createRenderBudget } from "./render-budget.ts";

describe("the render budget of a client address", () => {
  it("lets an address start its burst at once, then its renders a minute, spread evenly", () => {
    const budget = createRenderBudget({ perMinute: 120, burst: 20 });
    let now = 1_000;
    for (let i = 0; i < 20; i += 1) expect(budget.take("10.0.0.1", now), `render ${i + 1}`).toBe(0);
    expect(budget.take("10.0.0.1", now)).toBe(1); // two a second: the next in half a second, said as 1 s
    now += 499;
    expect(budget.take("10.0.0.1", now)).toBe(1);
    now += 1;
    expect(budget.take("10.0.0.1", now)).toBe(0);
    expect(budget.take("10.0.0.1", now)).toBe(1);
    // A minute later the address has its burst again, and no more.
    now += 60_000;
    for (let i = 0; i < 20; i += 1) expect(budget.take("10.0.0.1", now)).toBe(0);
    expect(budget.take("10.0.0.1", now)).toBeGreaterThan(0);
  });

  it("counts every address on its own", () => {
    const budget = createRenderBudget({ perMinute: 1, burst: 1 });
    expect(budget.take("10.0.0.1", 0)).toBe(0);
    expect(budget.take("10.0.0.1", 0)).toBe(60);
    expect(budget.take("10.0.0.1", 30_000)).toBe(30);
    expect(budget.take("10.0.0.2", 30_000)).toBe(0);
    expect(budget.take("10.0.0.1", 60_000)).toBe(0);
  });

  it("tracks a bounded number of addresses: full buckets go first, then all", () => {
    const budget = createRenderBudget({ perMinute: 60, burst: 2, maxSubjects: 10 });
    for (let i = 0; i < 10; i += 1) budget.take(`10.0.1.${i}`, 0);
    expect(budget.size).toBe(10);
    // A second later each has earned its render back: all full, all dropped for the newcomer.
    budget.take("10.0.2.1", 1_000);
    expect(budget.size).toBe(1);
    for (let i = 0; i < 10; i += 1) budget.take(`10.0.3.${i}`, 1_000);
    expect(budget.size).toBeLessThanOrEqual(10);
  });
});
