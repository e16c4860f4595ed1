import { describe, expect, it } from "vitest";
import { isCategorySection, isWideCard, moreHref, splitLatest } from "./home-layout.ts";

describe("splitLatest", () => {
  it("takes the lead, three headlines beside it, and the rest for the row", () => {
    expect(splitLatest([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ lead: 1, side: [2, 3, 4], grid: [5, 6, 7, 8] });
    expect(splitLatest([1, 2])).toEqual({ lead: 1, side: [2], grid: [] });
    expect(splitLatest([])).toEqual({ lead: undefined, side: [], grid: [] });
  });
});

describe("isWideCard", () => {
  it("fills a row of four: one or two stories are all wide, of three only the first", () => {
    expect([0].map((i) => isWideCard(i, 1))).toEqual([true]);
    expect([0, 1].map((i) => isWideCard(i, 2))).toEqual([true, true]);
    expect([0, 1, 2].map((i) => isWideCard(i, 3))).toEqual([true, false, false]);
    expect([0, 1, 2, 3].map((i) => isWideCard(i, 4))).toEqual([false, false, false, false]);
  });
});

describe("moreHref", () => {
  it("puts the section's path below the language, query kept", () => {
    expect(moreHref({ morePath: "news_zh" }, "zh-hant")).toBe("/zh-hant/news_zh");
    expect(moreHref({ morePath: "/news-list?category=sport" }, "pt")).toBe("/pt/news-list?category=sport");
  });
  it("answers null without a path", () => {
    expect(moreHref({ morePath: null }, "en")).toBeNull();
    expect(moreHref({ morePath: "  " }, "en")).toBeNull();
  });
});

describe("isCategorySection", () => {
  it("knows the category sections by their key", () => {
    expect(isCategorySection({ key: "category-sport" })).toBe(true);
    expect(isCategorySection({ key: "latest" })).toBe(false);
    expect(isCategorySection({ key: "video" })).toBe(false);
  });
});
