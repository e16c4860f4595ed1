import { describe, expect, it } from "vitest";
import { isRotating, swipeStep, wrapIndex } from "./carousel.ts";

describe("wrapIndex", () => {
  it("goes round at both ends", () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(5, 4)).toBe(1);
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
  });
  it("answers 0 for no slides or a non-number", () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
    expect(wrapIndex(1, 1)).toBe(0);
  });
});

describe("isRotating", () => {
  const free = { count: 3, paused: false, hovered: false, focused: false, hidden: false };
  it("rotates several slides when nothing holds them", () => {
    expect(isRotating(free)).toBe(true);
  });
  it("stops for one slide, the pause button, the pointer, keyboard focus and a background tab", () => {
    expect(isRotating({ ...free, count: 1 })).toBe(false);
    expect(isRotating({ ...free, paused: true })).toBe(false);
    expect(isRotating({ ...free, hovered: true })).toBe(false);
    expect(isRotating({ ...free, focused: true })).toBe(false);
    expect(isRotating({ ...free, hidden: true })).toBe(false);
  });
});

describe("swipeStep", () => {
  it("steps forward on a swipe to the left and back on a swipe to the right", () => {
    expect(swipeStep(300, 200)).toBe(1);
    expect(swipeStep(100, 220)).toBe(-1);
  });
  it("ignores short movements (taps)", () => {
    expect(swipeStep(100, 130)).toBe(0);
    expect(swipeStep(100, 61, 40)).toBe(0);
    expect(swipeStep(100, 60, 40)).toBe(1);
  });
});
