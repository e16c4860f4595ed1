import { describe, expect, it } from "vitest";
import { solverLanes } from "./captcha-solver.ts";

describe("captcha solver lanes", () => {
  it("uses the cores the browser reports, at least one and at most four", () => {
    expect(solverLanes(undefined)).toBe(2);
    expect(solverLanes(0)).toBe(2);
    expect(solverLanes(1)).toBe(1);
    expect(solverLanes(3)).toBe(3);
    expect(solverLanes(16)).toBe(4);
  });
});
