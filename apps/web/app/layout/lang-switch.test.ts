import { describe, expect, it } from "vitest";
import { langLinks, langSwitchHref } from "./lang-switch.ts";

describe("language switch", () => {
  it("rewrites the language segment and keeps the path and query", () => {
    expect(langSwitchHref("/zh-hant/news-list?category=local&page=2", "zh-hant", "pt")).toBe("/pt/news-list?category=local&page=2");
    expect(langSwitchHref("/en/", "en", "zh-hans")).toBe("/zh-hans/");
  });

  it("goes to the language home from a news article across the Chinese/non-Chinese boundary", () => {
    expect(langSwitchHref("/zh-hant/news-detail/12?from=home", "zh-hant", "en")).toBe("/en/");
    expect(langSwitchHref("/pt/news-detail/12", "pt", "zh-hans")).toBe("/zh-hans/");
  });

  it("keeps the article between the two Chinese scripts and between English and Portuguese", () => {
    expect(langSwitchHref("/zh-hant/news-detail/12", "zh-hant", "zh-hans")).toBe("/zh-hans/news-detail/12");
    expect(langSwitchHref("/en/news-detail/12", "en", "pt")).toBe("/pt/news-detail/12");
  });

  it("leads a language variant to the other language's own page, not to one that redirects (issue 21)", () => {
    expect(langSwitchHref("/en/news_en", "en", "pt")).toBe("/pt/news_pt");
    expect(langSwitchHref("/en/news_en?page=2", "en", "zh-hans")).toBe("/zh-hans/news_zh?page=2");
    expect(langSwitchHref("/zh-hant/program/tv_zh", "zh-hant", "en")).toBe("/en/program/tv_en");
    expect(langSwitchHref("/pt/program/radio_pt/", "pt", "zh-hant")).toBe("/zh-hant/program/radio_zh/");
    expect(langSwitchHref("/zh-hant/news_zh", "zh-hant", "zh-hans")).toBe("/zh-hans/news_zh");
  });

  it("lists the four languages with the current one marked", () => {
    const links = langLinks("/en/weather?x=1", "en");
    expect(links.map((l) => [l.lang, l.href, l.current])).toEqual([
      ["zh-hant", "/zh-hant/weather?x=1", false],
      ["zh-hans", "/zh-hans/weather?x=1", false],
      ["en", "/en/weather?x=1", true],
      ["pt", "/pt/weather?x=1", false],
    ]);
  });
});
