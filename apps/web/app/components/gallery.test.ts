import { describe, expect, it } from "vitest";
import { counterText, imageName, neighbours, startIndex } from "./gallery.ts";
import { swipeStep, wrapIndex } from "./carousel.ts";

describe("photo gallery", () => {
  it("counts from 1 and goes round at both ends", () => {
    expect(counterText("{current} / {total}", 2, 8)).toBe("3 / 8");
    expect(counterText("{current} / {total}", 8, 8)).toBe("1 / 8");
    expect(counterText("{current} / {total}", -1, 8)).toBe("8 / 8");
    expect(wrapIndex(0 - 1, 4)).toBe(3);
  });

  it("names a picture by its alternative text, else by its number", () => {
    expect(imageName({ src: "/a.svg", alt: "Lanterns", caption: null }, 0, "Photo {number}")).toBe("Lanterns");
    expect(imageName({ src: "/a.svg", alt: "  ", caption: "x" }, 2, "Photo {number}")).toBe("Photo 3");
  });

  it("fetches the next and the previous picture ahead, never twice or the current one", () => {
    expect(neighbours(0, 5)).toEqual([1, 4]);
    expect(neighbours(4, 5)).toEqual([0, 3]);
    expect(neighbours(0, 2)).toEqual([1]);
    expect(neighbours(0, 1)).toEqual([]);
  });

  it("opens at the picture asked for, or the first", () => {
    expect(startIndex("2", 4)).toBe(2);
    expect(startIndex(3, 4)).toBe(3);
    expect(startIndex("4", 4)).toBe(0);
    expect(startIndex("-1", 4)).toBe(0);
    expect(startIndex("x", 4)).toBe(0);
    expect(startIndex(undefined, 4)).toBe(0);
  });

  it("a swipe left shows the next picture, right the previous; a short move is not a swipe", () => {
    expect(swipeStep(300, 200)).toBe(1);
    expect(swipeStep(200, 300)).toBe(-1);
    expect(swipeStep(200, 220)).toBe(0);
  });
});
