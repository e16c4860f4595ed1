import { describe, expect, it } from "vitest";
import { listHref, newsroomRedirect, pageFromQuery, plainTextOf, sharelinkTarget, shareLinks, topicsPath } from "./news-paths.ts";

describe("newsroom redirects (spec §2)", () => {
  it("sends another language's variant to the current language's", () => {
    expect(newsroomRedirect("news_en", "zh-hant")).toBe("/zh-hant/news_zh");
    expect(newsroomRedirect("news_pt", "zh-hans")).toBe("/zh-hans/news_zh");
    expect(newsroomRedirect("news_zh", "en", "?a=1")).toBe("/en/news_en?a=1");
    expect(newsroomRedirect("news_zh", "pt")).toBe("/pt/news_pt");
  });
  it("leaves the language's own variant alone", () => {
    expect(newsroomRedirect("news_zh", "zh-hant")).toBeNull();
    expect(newsroomRedirect("news_zh", "zh-hans")).toBeNull();
    expect(newsroomRedirect("news_en", "en")).toBeNull();
    expect(newsroomRedirect("news_pt", "pt")).toBeNull();
  });
});

describe("list addresses", () => {
  it("puts filters and pages above 1 in the query", () => {
    expect(listHref("en", {})).toBe("/en/news-list");
    expect(listHref("en", {}, 1)).toBe("/en/news-list");
    expect(listHref("pt", { category: "sport", type: "video" }, 3)).toBe("/pt/news-list?category=sport&type=video&page=3");
  });
  it("reads only sensible page numbers", () => {
    expect(pageFromQuery("4")).toBe(4);
    for (const bad of [null, "", "0", "-2", "1.5", "abc", "9999999", "1001"]) expect(pageFromQuery(bad)).toBe(1);
  });
});

describe("sharelink", () => {
  it("leads each type to its page", () => {
    expect(sharelinkTarget("en", "news", "12")).toEqual({ path: "/en/news-detail/12" });
    expect(sharelinkTarget("zh-hant", "NEWS", "7")).toEqual({ path: "/zh-hant/news-detail/7" });
    expect(sharelinkTarget("pt", "topic", "3")).toEqual({ path: "/pt/news-topic-detail/3" });
    expect(sharelinkTarget("en", "notice", "3")).toEqual({ path: "/en/notice-detail/3" });
    expect(sharelinkTarget("en", "advertisement", "2")).toEqual({ path: "/en/advertisement/2" });
    expect(sharelinkTarget("en", "banner", "2")).toEqual({ path: "/en/banner/2" });
  });
  it("leaves a programme to be looked up by its id: its page is named by its slug", () => {
    expect(sharelinkTarget("en", "program", "1000")).toEqual({ programId: 1000 });
    expect(sharelinkTarget("en", "program", "abc")).toBeNull();
  });
  it("refuses unknown types and bad ids", () => {
    expect(sharelinkTarget("en", "evil", "1")).toBeNull();
    for (const id of ["0", "-1", "abc", "1e3", "12/../../x", "9".repeat(20)]) expect(sharelinkTarget("en", "news", id)).toBeNull();
  });
});

describe("share links", () => {
  it("encodes the address and the title", () => {
    const links = shareLinks("https://tdm.example/en/news-detail/1?x=1&y=2", "A & B");
    expect(links.facebook).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftdm.example%2Fen%2Fnews-detail%2F1%3Fx%3D1%26y%3D2");
    expect(links.x).toContain("&text=A%20%26%20B");
    expect(links.whatsapp).toBe("https://wa.me/?text=A%20%26%20B%20https%3A%2F%2Ftdm.example%2Fen%2Fnews-detail%2F1%3Fx%3D1%26y%3D2");
  });
});

describe("topics addresses and excerpts", () => {
  it("gives page 1 of the topics without ?page", () => {
    expect(topicsPath("en")).toBe("/en/news-topics");
    expect(topicsPath("zh-hant", 1)).toBe("/zh-hant/news-topics");
    expect(topicsPath("pt", 3)).toBe("/pt/news-topics?page=3");
  });

  it("turns staff's HTML into plain text, cut with an ellipsis", () => {
    expect(plainTextOf("<p>賽車&nbsp;<b>週末</b></p>\n<p>A &amp; B</p>", 100)).toBe("賽車 週末 A & B");
    expect(plainTextOf("<p>一二三四五六</p>", 4)).toBe("一二三…");
    expect(plainTextOf("", 10)).toBe("");
  });
});
