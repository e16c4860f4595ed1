import { describe, expect, it } from "vitest";
import { defineMessages } from "../i18n/define.ts";
import { buildBreadcrumb, titleCrumb } from "./breadcrumb.ts";
import { MENU, menuItem } from "./fixtures.test-data.ts";

type Crumbs = Array<{ title: string; path?: string }>;
const build = (pathWithQuery: string, extra?: Crumbs, route?: Crumbs) => {
  const [pathname = "", query] = pathWithQuery.split("?");
  return buildBreadcrumb({ lang: "en", pathname, search: query ? `?${query}` : "", menu: MENU, homeTitle: "Home", extra, route });
};

describe("buildBreadcrumb", () => {
  it("is empty on home", () => {
    expect(build("/en/")).toEqual([]);
    expect(build("/en")).toEqual([]);
  });

  it("follows the menu's trail to the page; headings without a page have no link; the page itself has none", () => {
    expect(build("/en/about_us/history")).toEqual([
      { title: "Home", href: "/en/" },
      { title: "About us", href: null },
      { title: "History", href: null },
    ]);
    expect(build("/en/latest")).toEqual([
      { title: "Home", href: "/en/" },
      { title: "News", href: "/en/news_en" },
      { title: "Latest", href: null },
    ]);
  });

  it("names pages from hidden menu entries too", () => {
    expect(build("/en/about_us/press_release").map((c) => c.title)).toEqual(["Home", "About us", "Press"]);
  });

  it("falls back to the nearest parent path the menu knows, which stays a link", () => {
    expect(build("/en/about_us/history/1999")).toEqual([
      { title: "Home", href: "/en/" },
      { title: "About us", href: null },
      { title: "History", href: "/en/about_us/history" },
    ]);
  });

  it("adds the crumbs a screen's loader gives, the last one being the page", () => {
    expect(build("/en/news-detail/42", [{ title: "News", path: "news_en" }, { title: "Typhoon signal 8" }])).toEqual([
      { title: "Home", href: "/en/" },
      { title: "News", href: "/en/news_en" },
      { title: "Typhoon signal 8", href: null },
    ]);
  });

  it("does not repeat a category list the menu already names (issue 10)", () => {
    const crumbs = build("/en/news-list?category=local", [{ title: "News list", path: "news-list" }, { title: "Macao" }]);
    expect(crumbs.map((c) => c.title)).toEqual(["Home", "News", "English news", "Macao"]);
    expect(crumbs.at(-1)!.href).toBeNull();
    // A category the menu does not name keeps the screen's own crumbs.
    expect(build("/en/news-list?category=sport", [{ title: "News list", path: "news-list" }, { title: "Sport" }]).map((c) => c.title)).toEqual([
      "Home",
      "News list",
      "Sport",
    ]);
  });

  it("is empty for a page nothing is known about", () => {
    expect(build("/en/news-detail/42")).toEqual([]);
  });

  it("builds the trail of a page the menu does not name from its route's crumbs (spec §2: every page has one)", () => {
    expect(build("/en/search", undefined, [{ title: "Search" }])).toEqual([
      { title: "Home", href: "/en/" },
      { title: "Search", href: null },
    ]);
    expect(build("/en/user/account/collect", undefined, [{ title: "Member centre", path: "user/account/my-list" }, { title: "Saved" }])).toEqual([
      { title: "Home", href: "/en/" },
      { title: "Member centre", href: "/en/user/account/my-list" },
      { title: "Saved", href: null },
    ]);
    // After the nearest parent the menu knows, like a loader's crumbs.
    expect(build("/en/about_us/history/1999", undefined, [{ title: "1999" }]).map((c) => [c.title, c.href])).toEqual([
      ["Home", "/en/"],
      ["About us", null],
      ["History", "/en/about_us/history"],
      ["1999", null],
    ]);
  });

  it("prefers the loader's crumbs to the route's, and the menu's naming of the page to both", () => {
    expect(build("/en/news-list?category=sport", [{ title: "News list", path: "news-list" }, { title: "Sport" }], [{ title: "News list" }]).map((c) => c.title)).toEqual([
      "Home",
      "News list",
      "Sport",
    ]);
    expect(build("/en/news-list?category=local", undefined, [{ title: "News list" }]).map((c) => c.title)).toEqual(["Home", "News", "English news", "Macao"]);
  });

  it("titles a route's crumb from a message catalog, in the page's language", () => {
    const messages = defineMessages({ "zh-hant": { title: "搜尋" }, "zh-hans": { title: "搜索" }, en: { title: "Search" }, pt: { title: "Pesquisa" } });
    const crumb = titleCrumb(messages, "title");
    expect([crumb("zh-hant"), crumb("zh-hans"), crumb("en"), crumb("pt")]).toEqual([[{ title: "搜尋" }], [{ title: "搜索" }], [{ title: "Search" }], [{ title: "Pesquisa" }]]);
  });

  it("decodes the path", () => {
    expect(build("/en/%61bout_us/history/").map((c) => c.title)).toEqual(["Home", "About us", "History"]);
  });

  it("names a page from an entry with a query only when the page has that query", () => {
    expect(build("/en/news-list?page=2&category=local").map((c) => c.title)).toEqual(["Home", "News", "English news", "Macao"]);
    expect(build("/en/news-list")).toEqual([]);
    expect(build("/en/news-list?category=sport")).toEqual([]);
    expect(build("/en/latest?page=3").map((c) => c.title), "an entry without a query names the page whatever its query").toEqual(["Home", "News", "Latest"]);
  });

  it("names a page only from entries that lead to it in the page's language", () => {
    const zh = (lang: "zh" | "en" | null) => ({ isHidden: false, urls: {}, lang });
    const menu = [
      menuItem(1, "新聞", "news_zh", {
        chilrends: [
          menuItem(2, "中文新聞", "news_zh", { level: 2, extra: zh("zh"), chilrends: [menuItem(3, "本地", "news-list?category=local", { level: 3, extra: zh("zh") })] }),
          menuItem(4, "英文新聞", "news_en", { level: 2, extra: zh("en") }),
        ],
      }),
    ];
    const crumbs = (lang: "zh-hant" | "en", path: string) =>
      buildBreadcrumb({ lang, pathname: `/${lang}/${path.split("?")[0]}`, search: path.includes("?") ? `?${path.split("?")[1]}` : "", menu, homeTitle: "⌂" }).map((c) => c.title);
    expect(crumbs("zh-hant", "news-list?category=local")).toEqual(["⌂", "新聞", "中文新聞", "本地"]);
    expect(crumbs("en", "news-list?category=local"), "the Chinese list is not the English one").toEqual([]);
    expect(crumbs("en", "news_en")).toEqual(["⌂", "新聞", "英文新聞"]);
    expect(crumbs("zh-hant", "news_en"), "English news is not a Chinese page").toEqual([]);
  });

  it("names each newsroom's category list from the entry under that newsroom; a variant entry names the reader's own (issue 21)", () => {
    const named = (lang: "zh" | "en" | "pt" | null) => ({ isHidden: false, urls: {}, lang });
    const local = (id: number, lang: "zh" | "en" | "pt") => menuItem(id, `local-${lang}`, "news-list?category=local", { level: 3, extra: named(lang) });
    const menu = [
      menuItem(1, "News", "news_zh", {
        chilrends: [
          menuItem(2, "Chinese News", "news_zh", { level: 2, extra: named("zh"), chilrends: [local(3, "zh")] }),
          menuItem(4, "English News", "news_en", { level: 2, extra: named("en"), chilrends: [local(5, "en")] }),
          menuItem(6, "Portuguese News", "news_pt", { level: 2, extra: named("pt"), chilrends: [local(7, "pt")] }),
        ],
      }),
    ];
    const crumbs = (lang: "zh-hans" | "en" | "pt", path: string) =>
      buildBreadcrumb({ lang, pathname: `/${lang}/${path.split("?")[0]}`, search: path.includes("?") ? `?${path.split("?")[1]}` : "", menu, homeTitle: "⌂" }).map((c) => [c.title, c.href]);
    expect(crumbs("en", "news-list?category=local")).toEqual([["⌂", "/en/"], ["News", "/en/news_en"], ["English News", "/en/news_en"], ["local-en", null]]);
    expect(crumbs("pt", "news-list?category=local&page=2")).toEqual([["⌂", "/pt/"], ["News", "/pt/news_pt"], ["Portuguese News", "/pt/news_pt"], ["local-pt", null]]);
    expect(crumbs("zh-hans", "news-list?category=local")).toEqual([["⌂", "/zh-hans/"], ["News", "/zh-hans/news_zh"], ["Chinese News", "/zh-hans/news_zh"], ["local-zh", null]]);
  });
});
