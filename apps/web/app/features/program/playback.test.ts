import { describe, expect, it } from "vitest";
import { SAVE_EVERY_MS, clockTime, positionTracker } from "./playback.ts";

describe("clockTime", () => {
  it("minutes and seconds, hours only when there are some", () => {
    expect(clockTime(0)).toBe("0:00");
    expect(clockTime(8.9)).toBe("0:08");
    expect(clockTime(754)).toBe("12:34");
    expect(clockTime(3723)).toBe("1:02:03");
    expect(clockTime(-5)).toBe("0:00");
  });
});

/** A tracker on a clock the test moves, and what it saved. */
function setup(duration = 1200) {
  let now = 1_000_000;
  const saved: number[] = [];
  const tracker = positionTracker(duration, (s) => saved.push(s), () => now);
  return { tracker, saved, advance: (ms: number) => (now += ms) };
}

describe("when the position is saved", () => {
  it("every 15 s while playing, not more often", () => {
    const { tracker, saved, advance } = setup();
    tracker.tick(0); // the first play
    advance(SAVE_EVERY_MS - 1);
    tracker.tick(14.9);
    expect(saved).toEqual([]);
    advance(1);
    tracker.tick(15.2);
    expect(saved).toEqual([15]);
    advance(5_000);
    tracker.tick(20);
    expect(saved).toEqual([15]);
    advance(SAVE_EVERY_MS);
    tracker.tick(35.7);
    expect(saved).toEqual([15, 35]);
  });

  it("on pause, seek or leaving, once per second reached, but never before the first play", () => {
    const { tracker, saved, advance } = setup();
    tracker.settle(0); // a page opened and left without playing keeps what was saved before
    expect(saved).toEqual([]);
    tracker.tick(0);
    advance(2_000);
    tracker.settle(2.4); // paused
    tracker.settle(2.9); // the page is left while paused: the same second
    expect(saved).toEqual([2]);
    tracker.settle(600.2); // seeked
    expect(saved).toEqual([2, 600]);
  });

  it("within the episode: a position past the end is saved as the end, the end when it has played out", () => {
    const { tracker, saved } = setup(20);
    tracker.tick(0);
    tracker.settle(20.4);
    expect(saved).toEqual([20]);
    const other = setup(20);
    other.tracker.ended();
    expect(other.saved).toEqual([20]);
  });
});
