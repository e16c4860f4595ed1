import { describe, expect, it } from "vitest";
import type { NewsItem } from "@portal/contract/schemas/news";
import { newsroomSections } from "./newsroom.ts";

const item = (id: number, type: NewsItem["type"] = "text"): NewsItem => ({
  id,
  title: `Story ${id}`,
  summary: "",
  cover: null,
  type,
  category: null,
  categorySlug: null,
  publishedAt: "2026-11-23T00:00:00Z",
  viewCount: 0,
  likeCount: 0,
});
const titles = { latest: "Latest", video: "Video", radio: "Radio" };

describe("newsroom sections", () => {
  it("orders latest, categories, video, radio and leaves stories of latest out of the categories", () => {
    const sections = newsroomSections(
      {
        latest: [item(1), item(2)],
        categories: [
          { category: { id: 1, slug: "sport", title: "Sport" }, items: [item(2), item(3)] },
          { category: { id: 2, slug: "empty", title: "Empty" }, items: [item(1)] },
        ],
        video: [item(9, "video")],
        radio: [],
      },
      titles,
    );
    expect(sections.map((s) => s.key)).toEqual(["latest", "category-sport", "video"]);
    expect(sections[1]!.items.map((i) => i.id)).toEqual([3]);
    expect(sections[1]!.morePath).toBe("news-list?category=sport");
    expect(sections[2]!.morePath).toBe("news-list?type=video");
  });
  it("gives nothing for an empty newsroom", () => {
    expect(newsroomSections({ latest: [], categories: [], video: [], radio: [] }, titles)).toEqual([]);
  });
});
