import { describe, expect, it } from "vitest";
import { BACK_TO_TOP_STEP_PX } from "@portal/contract/constants";
import { headerState, nextScrollTop, showsBackToTop } from "./scroll.ts";

describe("back to top", () => {
  it("shows beyond 400 px only", () => {
    expect(showsBackToTop(400)).toBe(false);
    expect(showsBackToTop(401)).toBe(true);
  });

  it("moves up at least 30 px a step and ends exactly at the top", () => {
    expect(nextScrollTop(100)).toBe(100 - BACK_TO_TOP_STEP_PX);
    expect(nextScrollTop(20)).toBe(0);
    expect(nextScrollTop(0)).toBe(0);
    let y = 12_000;
    let steps = 0;
    while (y > 0) {
      const next = nextScrollTop(y);
      expect(y - next).toBeGreaterThanOrEqual(Math.min(y, BACK_TO_TOP_STEP_PX));
      y = next;
      steps += 1;
    }
    expect(steps).toBeLessThan(60);
  });
});

describe("header state", () => {
  it("is scrolled as soon as the page moves", () => {
    expect(headerState(0, false, 0)).toEqual({ scrolled: false, homeCompact: false });
    expect(headerState(1, false, 0)).toEqual({ scrolled: true, homeCompact: false });
  });

  it("turns compact on home only once the notice bar has scrolled away", () => {
    expect(headerState(30, true, 40).homeCompact).toBe(false);
    expect(headerState(41, true, 40).homeCompact).toBe(true);
    expect(headerState(500, false, 40).homeCompact).toBe(false);
  });
});
