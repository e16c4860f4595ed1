import { describe, expect, it } from "vitest";
import {
  API_LOCALES,
  DEFAULT_API_LOCALE,
  DEFAULT_URL_LANG,
  URL_LANGS,
  apiLocaleToUrlLang,
  htmlLangOf,
  isApiLocale,
  isChineseLang,
  isUrlLang,
  parseApiLocale,
  switchLangInPath,
  urlLangToApiLocale,
} from "./locales.ts";

describe("locale mapping", () => {
  it("maps each URL language to its API locale and back", () => {
    expect(urlLangToApiLocale("zh-hant")).toBe("zh_TW");
    expect(urlLangToApiLocale("zh-hans")).toBe("zh_CN");
    expect(urlLangToApiLocale("en")).toBe("en");
    expect(urlLangToApiLocale("pt")).toBe("pt");
    expect(apiLocaleToUrlLang("zh_TW")).toBe("zh-hant");
    expect(apiLocaleToUrlLang("zh_CN")).toBe("zh-hans");
    expect(apiLocaleToUrlLang("en")).toBe("en");
    expect(apiLocaleToUrlLang("pt")).toBe("pt");
  });

  it("is a bijection over the four languages", () => {
    for (const lang of URL_LANGS) expect(apiLocaleToUrlLang(urlLangToApiLocale(lang))).toBe(lang);
    for (const locale of API_LOCALES) expect(urlLangToApiLocale(apiLocaleToUrlLang(locale))).toBe(locale);
    expect(new Set(URL_LANGS.map(urlLangToApiLocale)).size).toBe(4);
  });

  it("defaults are Traditional Chinese", () => {
    expect(DEFAULT_URL_LANG).toBe("zh-hant");
    expect(DEFAULT_API_LOCALE).toBe("zh_TW");
  });

  it("type guards accept only the exact codes", () => {
    for (const lang of URL_LANGS) expect(isUrlLang(lang)).toBe(true);
    for (const locale of API_LOCALES) expect(isApiLocale(locale)).toBe(true);
    for (const bad of ["zh_TW", "ZH-HANT", "zh", "pt-PT", "", " en", null, undefined, 1]) expect(isUrlLang(bad), String(bad)).toBe(false);
    for (const bad of ["zh-hant", "zh_tw", "zh-TW", "EN", "", null, 2]) expect(isApiLocale(bad), String(bad)).toBe(false);
  });

  it("only the two Chinese languages are Chinese", () => {
    expect(URL_LANGS.filter(isChineseLang)).toEqual(["zh-hant", "zh-hans"]);
  });
});

describe("htmlLangOf", () => {
  it("gives BCP 47 tags for <html lang>", () => {
    expect(htmlLangOf("zh-hant")).toBe("zh-Hant");
    expect(htmlLangOf("zh-hans")).toBe("zh-Hans");
    expect(htmlLangOf("en")).toBe("en");
    expect(htmlLangOf("pt")).toBe("pt");
  });
});

describe("parseApiLocale", () => {
  it.each([
    // API codes
    ["zh_TW", "zh_TW"],
    ["zh_CN", "zh_CN"],
    ["en", "en"],
    ["pt", "pt"],
    // URL forms, any case
    ["zh-hant", "zh_TW"],
    ["zh-hans", "zh_CN"],
    ["ZH-HANS", "zh_CN"],
    // BCP 47 tags
    ["zh-TW", "zh_TW"],
    ["zh-HK", "zh_TW"],
    ["zh-MO", "zh_TW"],
    ["zh-Hant-MO", "zh_TW"],
    ["zh-CN", "zh_CN"],
    ["zh-SG", "zh_CN"],
    ["zh-Hans-CN", "zh_CN"],
    ["zh_cn", "zh_CN"],
    ["zh", "zh_TW"],
    ["en-GB", "en"],
    ["en-US", "en"],
    ["EN", "en"],
    ["pt-PT", "pt"],
    ["pt-BR", "pt"],
    // Accept-Language lists: the first known tag wins, weights are ignored
    ["fr-FR,fr;q=0.9,en;q=0.8", "en"],
    ["pt-PT,pt;q=0.9,en;q=0.8", "pt"],
    ["zh-CN,zh;q=0.9", "zh_CN"],
    [" en-GB ; q=1 , zh-TW", "en"],
    [",,zh-Hans", "zh_CN"],
    ["*", "zh_TW"],
    // Unknown or empty → default
    ["fr", "zh_TW"],
    ["ja-JP,ko", "zh_TW"],
    ["", "zh_TW"],
  ])("%j → %s", (header, expected) => {
    expect(parseApiLocale(header)).toBe(expected);
  });

  it("null and undefined fall back to zh_TW", () => {
    expect(parseApiLocale(null)).toBe("zh_TW");
    expect(parseApiLocale(undefined)).toBe("zh_TW");
  });
});

describe("switchLangInPath", () => {
  it("swaps the language and keeps the rest of the path and the query string", () => {
    expect(switchLangInPath("/zh-hant/news-detail/12?from=home&tab=2", "en")).toBe("/en/news-detail/12?from=home&tab=2");
    expect(switchLangInPath("/en/program/feature/3", "pt")).toBe("/pt/program/feature/3");
    expect(switchLangInPath("/pt/search?q=%E6%BE%B3%E9%96%80", "zh-hans")).toBe("/zh-hans/search?q=%E6%BE%B3%E9%96%80");
    expect(switchLangInPath("/zh-hans/user/account/my-list#top", "zh-hant")).toBe("/zh-hant/user/account/my-list#top");
  });

  it("handles the language home with and without a slash or a query", () => {
    expect(switchLangInPath("/zh-hant/", "en")).toBe("/en/");
    expect(switchLangInPath("/zh-hant", "en")).toBe("/en/");
    expect(switchLangInPath("/zh-hant?platform=app", "pt")).toBe("/pt?platform=app");
    expect(switchLangInPath("/zh-hant/?platform=app", "pt")).toBe("/pt/?platform=app");
  });

  it("does not touch later segments that look like languages", () => {
    expect(switchLangInPath("/en/news_en/en", "pt")).toBe("/pt/news_en/en");
    expect(switchLangInPath("/zh-hant/search?lang=zh-hant", "en")).toBe("/en/search?lang=zh-hant");
  });

  it("prefixes the language when the path has none", () => {
    expect(switchLangInPath("/news-list?page=2", "en")).toBe("/en/news-list?page=2");
    expect(switchLangInPath("/", "pt")).toBe("/pt/");
    expect(switchLangInPath("", "zh-hans")).toBe("/zh-hans/");
    expect(switchLangInPath("news-list", "en")).toBe("/en/news-list");
    expect(switchLangInPath("/fr/news", "en")).toBe("/en/fr/news");
  });

  it("switching to the same language is a no-op", () => {
    for (const lang of URL_LANGS) expect(switchLangInPath(`/${lang}/weather?x=1`, lang)).toBe(`/${lang}/weather?x=1`);
  });
});
