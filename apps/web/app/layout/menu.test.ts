import { describe, expect, it } from "vitest";
import type { AdvertItem } from "@portal/contract/schemas/common";
import { MENU, menuItem } from "./fixtures.test-data.ts";
import { menuHref, readerFirst, toMenuBanner, toNavItems } from "./menu.ts";
import { activeTrail, afterArrow, afterHover, linkTarget } from "./nav.ts";

describe("menu links", () => {
  it("leads an internal path below the language, keeping its query", () => {
    expect(menuHref({ path: "news_zh", url: null }, "zh-hans")).toBe("/zh-hans/news_zh");
    expect(menuHref({ path: "/news-list?category=local", url: null }, "en")).toBe("/en/news-list?category=local");
    expect(menuHref({ path: "", url: null }, "pt")).toBe("/pt/");
  });

  it("opens an entry that names its language in that language, Chinese in the reader's script (spec §2 redirects only the rest)", () => {
    const english = { path: "news_en", url: null, extra: { lang: "en" as const } };
    const chinese = { path: "news-list?category=local", url: null, extra: { lang: "zh" as const } };
    expect(menuHref(english, "zh-hant")).toBe("/en/news_en");
    expect(menuHref(english, "pt")).toBe("/en/news_en");
    expect(menuHref({ path: "news_pt", url: null, extra: { lang: "pt" } }, "zh-hans")).toBe("/pt/news_pt");
    expect(menuHref(chinese, "zh-hans")).toBe("/zh-hans/news-list?category=local");
    expect(menuHref(chinese, "en")).toBe("/zh-hant/news-list?category=local");
    expect(menuHref({ path: "news_zh", url: null, extra: { lang: null } }, "en"), "the reader's language").toBe("/en/news_en");
  });

  it("names a language variant as the page's language's own: no link the §2 redirect would send on (issue 21)", () => {
    expect(menuHref({ path: "news_zh", url: null }, "en")).toBe("/en/news_en");
    expect(menuHref({ path: "news_zh", url: null }, "pt")).toBe("/pt/news_pt");
    expect(menuHref({ path: "news_zh", url: null }, "zh-hans")).toBe("/zh-hans/news_zh");
    expect(menuHref({ path: "/program/tv_zh", url: null }, "en")).toBe("/en/program/tv_en");
    expect(menuHref({ path: "program/sport_zh/", url: null }, "pt")).toBe("/pt/program/sport_pt/");
    expect(menuHref({ path: "program/radio_zh?page=2", url: null }, "en")).toBe("/en/program/radio_en?page=2");
    expect(menuHref({ path: "news_en", url: null, extra: { lang: "pt" } }, "zh-hant"), "staff's path, the entry's language").toBe("/pt/news_pt");
    expect(menuHref({ path: "news-list?category=news_zh", url: null }, "en"), "only the path").toBe("/en/news-list?category=news_zh");
    expect(menuHref({ path: "about_us/news_zh_archive", url: null }, "en")).toBe("/en/about_us/news_zh_archive");
  });

  it("uses an external url only when it is an http(s) link", () => {
    expect(menuHref({ path: null, url: "https://www.youtube.com/" }, "en")).toBe("https://www.youtube.com/");
    for (const url of ["javascript:alert(1)", "ftp://x.mo", "//evil.example", "https://bad host", null]) {
      expect(menuHref({ path: null, url }, "en"), String(url)).toBeNull();
    }
  });
});

describe("toNavItems", () => {
  const items = toNavItems(MENU, "en");

  it("drops hidden entries at every level", () => {
    expect(items.map((i) => i.title)).toEqual(["Home", "News", "About us", "YouTube", "Bad link"]);
    expect(items[2]!.children.map((i) => i.title)).toEqual(["History"]);
  });

  it("keeps three levels with their links, icons and marks", () => {
    const news = items[1]!;
    expect(news).toMatchObject({ href: "/en/news_en", icon: "/icons/news.svg", external: false });
    expect(news.children[0]).toMatchObject({ title: "Latest", mark: "New", href: "/en/latest" });
    expect(news.children[1]!.children[0]).toMatchObject({ title: "Macao", href: "/en/news-list?category=local" });
  });

  it("says the language of a page in another language (hreflang), and puts marks in the page's language", () => {
    const menu = [
      menuItem(20, "葡文新聞", "news_pt", { extra: { isHidden: false, urls: {}, lang: "pt" } }),
      menuItem(21, "中文新聞", "news_zh", { extra: { isHidden: false, urls: {}, lang: "zh" }, mark: "NEW" }),
      menuItem(22, "直播", "live", { mark: "live" }),
      menuItem(23, "特輯", "special", { mark: "限時" }),
    ];
    const zh = toNavItems(menu, "zh-hant");
    // The reader's own language's entry first (readerFirst).
    expect(zh.map((i) => [i.href, i.hrefLang, i.mark])).toEqual([
      ["/zh-hant/news_zh", null, "新"],
      ["/pt/news_pt", "pt", null],
      ["/zh-hant/live", null, "直播中"],
      ["/zh-hant/special", null, "限時"],
    ]);
    expect(toNavItems(menu, "en").map((i) => [i.hrefLang, i.mark])).toEqual([
      ["pt", null],
      ["zh-Hant", "New"],
      [null, "On air"],
      [null, "限時"],
    ]);
  });

  it("lists the entries that name a language with the reader's first, in the places staff gave them (issue 21)", () => {
    const named = (id: number, title: string, lang: "zh" | "en" | "pt" | null) => menuItem(id, title, title, { extra: { isHidden: false, urls: {}, lang } });
    const news = [named(1, "latest", null), named(2, "zh", "zh"), named(3, "en", "en"), named(4, "pt", "pt"), named(5, "radio", null)];
    const order = (lang: "zh-hant" | "zh-hans" | "en" | "pt") => readerFirst(news, lang).map((item) => item.title);
    expect(order("en")).toEqual(["latest", "en", "zh", "pt", "radio"]);
    expect(order("pt")).toEqual(["latest", "pt", "zh", "en", "radio"]);
    expect(order("zh-hant")).toEqual(["latest", "zh", "en", "pt", "radio"]);
    expect(order("zh-hans")).toEqual(["latest", "zh", "en", "pt", "radio"]);
    // TV as staff wrote it (Chinese, Portuguese, English, then the rest).
    const tv = [named(1, "zh", "zh"), named(2, "pt", "pt"), named(3, "en", "en"), named(4, "sport", null)];
    expect(readerFirst(tv, "en").map((item) => item.title)).toEqual(["en", "zh", "pt", "sport"]);
    // No entry in the reader's language, or all in it (a newsroom's categories): as written.
    expect(readerFirst([named(1, "zh", "zh"), named(2, "pt", "pt")], "en").map((item) => item.title)).toEqual(["zh", "pt"]);
    expect(readerFirst([named(1, "a", "en"), named(2, "b", "en")], "en").map((item) => item.title)).toEqual(["a", "b"]);
    expect(toNavItems(news, "pt").map((item) => item.title)).toEqual(["latest", "pt", "zh", "en", "radio"]);
  });

  it("marks external links and drops links that are not http(s)", () => {
    expect(items[3]).toMatchObject({ href: "https://www.youtube.com/@demo", external: true, newWindow: true });
    expect(items[4]!.href).toBeNull();
    expect(items[2]!.href, "a heading without a page").toBeNull();
  });

  it("stops below the third level", () => {
    const deep = menuItem(1, "1", "a", {
      chilrends: [menuItem(2, "2", "b", { chilrends: [menuItem(3, "3", "c", { chilrends: [menuItem(4, "4", "d")] })] })],
    });
    expect(toNavItems([deep], "en")[0]!.children[0]!.children[0]!.children).toEqual([]);
  });

  it("tolerates a missing menu", () => {
    expect(toNavItems(null, "en")).toEqual([]);
  });
});

describe("activeTrail and link targets", () => {
  const items = toNavItems(MENU, "en");
  it("finds the deepest entry of the current page and its parents", () => {
    expect(activeTrail(items, "/en/about_us/history")).toEqual([6, 7]);
    expect(activeTrail(items, "/en/news_en/")).toEqual([2, 4]);
    expect(activeTrail(items, "/en/")).toEqual([1]);
    expect(activeTrail(items, "/en/unknown")).toEqual([]);
    expect(activeTrail(items, "/en/news-list?category=local&page=2")).toEqual([2, 4, 5]);
    expect(activeTrail(items, "/en/news-list")).toEqual([]);
  });

  it("opens a new window with rel=noopener only when asked", () => {
    expect(linkTarget({ newWindow: true })).toEqual({ target: "_blank", rel: "noopener" });
    expect(linkTarget({ newWindow: false })).toEqual({});
  });
});

describe("the desktop menu's panels: pointer and arrow", () => {
  it("keeps a panel the pointer opened when its arrow is clicked, and leaving does not close it then", () => {
    const hovered = afterHover(null, 2);
    expect(hovered).toEqual({ id: 2, by: "hover" });
    const kept = afterArrow(hovered, 2);
    expect(kept).toEqual({ id: 2, by: "click" });
    expect(afterHover(kept, null), "the pointer leaves").toEqual(kept);
    expect(afterArrow(kept, 2), "a second click closes it").toBeNull();
  });

  it("closes a hovered panel when the pointer leaves; another entry's hover or arrow takes over", () => {
    expect(afterHover({ id: 2, by: "hover" }, null)).toBeNull();
    expect(afterHover({ id: 2, by: "click" }, 6)).toEqual({ id: 6, by: "hover" });
    expect(afterHover({ id: 2, by: "click" }, 2), "hovering the kept one keeps it kept").toEqual({ id: 2, by: "click" });
    expect(afterArrow({ id: 2, by: "click" }, 6)).toEqual({ id: 6, by: "click" });
    expect(afterArrow(null, 6)).toEqual({ id: 6, by: "click" });
  });
});

describe("toMenuBanner", () => {
  const advert = (more: Partial<AdvertItem>): AdvertItem => ({
    id: 4,
    url: null,
    cover: "/ads/p.svg",
    respCover: null,
    title: "New programme",
    newWindow: false,
    hasInnerDetail: false,
    ...more,
  });
  it("takes the first advert with an image and resolves its link", () => {
    expect(toMenuBanner([advert({ cover: null }), advert({ id: 5, url: "https://tdm.example/x", newWindow: true })], "en")).toEqual({
      title: "New programme",
      image: "/ads/p.svg",
      href: "https://tdm.example/x",
      newWindow: true,
    });
    expect(toMenuBanner([advert({ hasInnerDetail: true })], "pt")!.href).toBe("/pt/banner/4");
    expect(toMenuBanner([advert({ url: "javascript:void(0)" })], "pt")!.href).toBeNull();
    expect(toMenuBanner([], "en")).toBeNull();
  });
});
