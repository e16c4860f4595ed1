import { describe, expect, it } from "vitest";
import { screenOf } from "../../routes.test-support.ts";
import { foodDetailHref, foodHomeHref, foodListHref } from "./paths.ts";

describe("food addresses (spec §2 program/food*)", () => {
  it("builds the list address with the type and the page only when they narrow the list", () => {
    expect(foodListHref("en")).toBe("/en/program/food-list");
    expect(foodListHref("en", undefined, 1)).toBe("/en/program/food-list");
    expect(foodListHref("pt", "macanese")).toBe("/pt/program/food-list?type=macanese");
    expect(foodListHref("zh-hant", "snacks", 3)).toBe("/zh-hant/program/food-list?type=snacks&page=3");
    expect(foodListHref("en", undefined, 2)).toBe("/en/program/food-list?page=2");
  });

  it("escapes a type that is not a plain word", () => {
    expect(foodListHref("en", "rice & noodles")).toBe("/en/program/food-list?type=rice+%26+noodles");
  });

  it("puts the home, the list and a story below the language, each at its own screen", () => {
    expect(foodHomeHref("zh-hans")).toBe("/zh-hans/program/food");
    expect(foodDetailHref("en", 42)).toBe("/en/program/food-detail/42");
    expect(screenOf(foodHomeHref("zh-hans"))).toBe("routes/food/landing.tsx");
    expect(screenOf(foodListHref("pt", "snacks", 2))).toBe("routes/food/list.tsx");
    expect(screenOf(foodDetailHref("en", 42))).toBe("routes/food/detail.tsx");
  });
});
