import { describe, expect, it } from "vitest";
import { stepFor } from "./player-keys.ts";

describe("the short-video player's keys", () => {
  it("moves with the arrows and the page keys, plays with Space and K, mutes with M", () => {
    expect(["ArrowDown", "PageDown", "ArrowUp", "PageUp"].map((k) => stepFor(k, false))).toEqual([1, 1, -1, -1]);
    expect([" ", "k", "K", "m", "M"].map((k) => stepFor(k, false))).toEqual(["toggle", "toggle", "toggle", "mute", "mute"]);
  });

  it("leaves Space to a focused button or link, and other keys alone", () => {
    expect(stepFor(" ", true)).toBeNull();
    expect(stepFor("k", true)).toBe("toggle");
    expect(stepFor("Enter", false)).toBeNull();
    expect(stepFor("Tab", false)).toBeNull();
  });
});
