import { describe, expect, it } from "vitest";
import type { NewsEditorArticle } from "@portal/contract/schemas/news/console";
import {
  cropAround,
  cropZoomOf,
  defaultScheduleMinute,
  fieldsOf,
  filtersOf,
  focalPointAt,
  formOf,
  formProblems,
  isAllowedLink,
  isDirty,
  lineName,
  mayRelate,
  minCropZoom,
  moveRelated,
  nudgeFocalPoint,
  searchOf,
  textOfLine,
} from "./news-desk.ts";
import { macauMinuteOf } from "../form/texts.ts";

describe("the list's filters in the address", () => {
  it("reads the filters the list takes and leaves out what it does not", () => {
    const search = new URLSearchParams("status=published&newsroom=zh&categoryId=3&author=7&from=2026-11-01&to=2026-11-28&q=%20颱風%20&page=2");
    expect(filtersOf(search)).toEqual({ status: "published", newsroom: "zh", categoryId: 3, author: 7, from: "2026-11-01", to: "2026-11-28", q: "颱風", page: 2 });
    const bad = new URLSearchParams("status=gone&newsroom=fr&categoryId=-1&author=x&from=2026-13-45&to=yesterday&q=%00&page=0");
    expect(filtersOf(bad)).toEqual({});
  });

  it("writes them back in one order, without empty values or the first page", () => {
    expect(searchOf({ q: "a b", status: "draft", page: 1 })).toBe("?status=draft&q=a+b");
    expect(searchOf({})).toBe("");
    expect(filtersOf(new URLSearchParams(searchOf({ newsroom: "pt", page: 3 }).slice(1)))).toEqual({ newsroom: "pt", page: 3 });
  });
});

describe("Macau time", () => {
  it("writes an instant as the Macau minute the schedule takes (UTC+8)", () => {
    expect(macauMinuteOf(Date.parse("2026-11-28T16:30:00Z"))).toBe("2026-11-29T00:30");
  });

  it("offers the next whole Macau hour at least 30 minutes away", () => {
    expect(defaultScheduleMinute(Date.parse("2026-11-28T01:10:00Z"))).toBe("2026-11-28T10:00");
    expect(defaultScheduleMinute(Date.parse("2026-11-28T01:40:00Z"))).toBe("2026-11-28T11:00");
  });
});

const article: NewsEditorArticle = {
  id: 5,
  newsroom: "zh",
  status: "draft",
  title: "颱風",
  categoryId: 2,
  cover: "/uploads/u/a.webp",
  author: { id: 1, name: "A" },
  updatedBy: null,
  revision: 3,
  publishedAt: null,
  scheduledAt: null,
  updatedAt: "2026-11-28T00:00:00Z",
  type: "video",
  summary: "導語",
  body: "<p>第一段</p>",
  coverAlt: "風暴",
  coverFocus: { x: 0.2, y: 0.8 },
  coverCrop: { x: 0, y: 0.1, width: 0.5, height: 0.5 },
  coverCropped: "/uploads/u/b.webp",
  videoUrl: "https://video.example/a.m3u8",
  audioUrl: null,
  byline: null,
  seoTitle: "",
  seoDescription: "",
  topicIds: [4],
  relatedIds: [9, 8],
  related: [
    { id: 9, title: "九", status: "published" },
    { id: 8, title: "八", status: "draft" },
  ],
  hans: [
    { line: "title", source: "颱風", generated: "台风", override: "颱风", stale: false },
    { line: "body:0", source: "第一段", generated: "第一段", override: null, stale: false },
  ],
  titleHans: "颱风",
  summaryHans: "导语",
  bodyHans: "<p>第一段</p>",
  can: { edit: true, submit: true, publish: false, schedule: false, unpublish: false },
};

describe("the editor's form", () => {
  it("sends the whole article: the edited fields, the related stories in their order, the overrides as a full set", () => {
    const form = formOf(article);
    form.overrides["body:0"] = { text: "第一段落" };
    form.overrides["summary:0"] = { text: "  " };
    const sent = fieldsOf(form);
    expect(sent.hansOverrides).toEqual([
      { line: "title", text: "颱风" },
      { line: "body:0", text: "第一段落" },
    ]);
    expect(sent).toMatchObject({
      type: "video",
      videoUrl: "https://video.example/a.m3u8",
      audioUrl: null,
      topicIds: [4],
      relatedIds: [9, 8],
      coverFocus: { x: 0.2, y: 0.8 },
      coverCrop: { x: 0, y: 0.1, width: 0.5, height: 0.5 },
      byline: null,
    });
    expect(fieldsOf({ ...form, related: moveRelated(form.related, 1, -1), audioUrl: "  " })).toMatchObject({ relatedIds: [8, 9], audioUrl: null });
  });

  it("marks a reviewed override so the server writes it against the line as it is now", () => {
    const form = formOf(article);
    form.overrides.title = { text: "颱风", reviewed: true };
    expect(fieldsOf(form).hansOverrides).toEqual([{ line: "title", text: "颱风", reviewed: true }]);
  });

  it("drops the cover's alt and focal point with the cover", () => {
    const form = { ...formOf(article), cover: null };
    expect(fieldsOf(form)).toMatchObject({ cover: null, coverAlt: "", coverFocus: null, coverCrop: null });
  });

  it("refuses an empty headline and a cover without its alt text before sending", () => {
    expect(formProblems({ ...formOf(article), title: "  ", coverAlt: "" })).toEqual({ title: "headlineRequired", coverAlt: "coverAltRequired" });
    expect(formProblems(formOf(article))).toEqual({});
  });

  it("knows when there are unsaved changes", () => {
    const saved = formOf(article);
    expect(isDirty(formOf(article), saved)).toBe(false);
    expect(isDirty({ ...saved, title: "颱風來了" }, saved)).toBe(true);
    expect(isDirty({ ...saved, overrides: { ...saved.overrides, "body:0": { text: "x" } } }, saved)).toBe(true);
  });
});

describe("Simplified lines", () => {
  it("names lines from 1 for people", () => {
    expect(lineName("title")).toEqual({ part: "title", n: 1 });
    expect(lineName("summary:0")).toEqual({ part: "summary", n: 1 });
    expect(lineName("body:11")).toEqual({ part: "body", n: 12 });
  });

  it("shows a body line's markup as its text", () => {
    expect(textOfLine('<strong>大</strong> &amp; <a href="/x">小</a> &lt;b&gt;')).toBe("大 & 小 <b>");
  });
});

describe("the cover's focal point", () => {
  it("is where the click falls, as fractions of the picture", () => {
    expect(focalPointAt(150, 75, { left: 100, top: 50, width: 200, height: 100 })).toEqual({ x: 0.25, y: 0.25 });
    expect(focalPointAt(0, 500, { left: 100, top: 50, width: 200, height: 100 })).toEqual({ x: 0, y: 1 });
  });

  it("moves by 5 % with the arrow keys, inside the picture", () => {
    expect(nudgeFocalPoint(null, "ArrowRight")).toEqual({ x: 0.55, y: 0.5 });
    expect(nudgeFocalPoint({ x: 0, y: 0.5 }, "ArrowLeft")).toEqual({ x: 0, y: 0.5 });
    expect(nudgeFocalPoint({ x: 0.5, y: 0.5 }, "Enter")).toBeNull();
  });
});

describe("related stories", () => {
  it("adds a story once, never the story itself, and no more than twelve", () => {
    const related = formOf(article).related;
    expect(mayRelate(related, { id: 7 }, 5)).toBe(true);
    expect(mayRelate(related, { id: 9 }, 5)).toBe(false);
    expect(mayRelate(related, { id: 5 }, 5)).toBe(false);
    const full = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, title: "", status: "published" as const }));
    expect(mayRelate(full, { id: 7 }, 5)).toBe(false);
  });

  it("moves a story up or down, and not past either end", () => {
    expect(moveRelated([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveRelated([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveRelated([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveRelated([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe("the cover's crop", () => {
  const wide = { width: 2000, height: 1000 };
  const tall = { width: 800, height: 1200 };

  it("is 16:9 in the picture's pixels, centred on the focal point as far as the edges allow", () => {
    const whole = cropAround(null, 1, wide);
    expect(whole).toEqual({ x: 0.0556, y: 0, width: 0.8889, height: 1 });
    const half = cropAround({ x: 0.6, y: 0.1 }, 0.5, tall);
    expect((half.width * tall.width) / (half.height * tall.height)).toBeCloseTo(16 / 9, 2);
    expect(half.x + half.width / 2).toBeCloseTo(0.6, 3);
    expect(half.y).toBeGreaterThanOrEqual(0);
    const edge = cropAround({ x: 1, y: 1 }, 0.5, wide);
    expect(edge.x + edge.width).toBeCloseTo(1, 3);
    expect(edge.y + edge.height).toBeCloseTo(1, 3);
  });

  it("knows its zoom, and the smallest a picture allows (160 pixels across)", () => {
    expect(cropZoomOf(cropAround({ x: 0.3, y: 0.3 }, 0.6, tall), tall)).toBe(0.6);
    expect(minCropZoom(wide)).toBe(0.2);
    expect(minCropZoom({ width: 320, height: 180 })).toBe(0.5);
    expect(minCropZoom({ width: 150, height: 150 })).toBeNull();
  });
});

describe("links in the body", () => {
  it("allows what the server's sanitiser keeps", () => {
    for (const ok of ["https://tdm.mo/x", "http://a.b", "mailto:news@tdm.mo", "/zh-hant/news-detail/1"]) expect(isAllowedLink(ok), ok).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "ftp://x", "news"]) expect(isAllowedLink(bad), bad).toBe(false);
  });
});
