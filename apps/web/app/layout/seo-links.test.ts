import { describe, expect, it } from "vitest";
import { alternateLinks, canonicalUrl, pathInLang } from "./seo-links.ts";

const O = "https://www.tdm.example";

describe("hreflang and canonical links", () => {
  it("links a page to its four languages and x-default", () => {
    expect(alternateLinks(O, "/en/news-list")).toEqual([
      { hreflang: "zh-Hant", href: `${O}/zh-hant/news-list` },
      { hreflang: "zh-Hans", href: `${O}/zh-hans/news-list` },
      { hreflang: "en", href: `${O}/en/news-list` },
      { hreflang: "pt", href: `${O}/pt/news-list` },
      { hreflang: "x-default", href: `${O}/zh-hant/news-list` },
    ]);
  });
  it("maps the newsroom variants to each language's own", () => {
    expect(pathInLang("/zh-hant/news_zh", "en")).toBe("/en/news_en");
    expect(pathInLang("/en/news_en", "zh-hans")).toBe("/zh-hans/news_zh");
    expect(pathInLang("/en/program/tv_en", "pt")).toBe("/pt/program/tv_pt");
    expect(pathInLang("/en/news-list", "pt")).toBe("/pt/news-list");
  });
  it("links an article only to the languages it exists in", () => {
    const links = alternateLinks(O, "/en/news-detail/5", ["en"]);
    expect(links.map((l) => l.hreflang)).toEqual(["en", "x-default"]);
    expect(links[1]!.href).toBe(`${O}/en/news-detail/5`);
  });
  it("keeps only the query keys that change the content, page 1 dropped", () => {
    expect(canonicalUrl(O, "/en/news-list?utm_source=x&page=1&category=sport&platform=app")).toBe(`${O}/en/news-list?category=sport`);
    expect(canonicalUrl(O, "/en/news-list?page=3")).toBe(`${O}/en/news-list?page=3`);
    expect(canonicalUrl(O, "/en/search?text=a", ["text"])).toBe(`${O}/en/search?text=a`);
  });
});
