import type { MenuItem } from "@portal/contract/schemas/common";

/** Builds a menu entry for tests: only what a test names differs from an ordinary visible entry. */
export function menuItem(id: number, title: string, path: string | null, more: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    title,
    path,
    url: null,
    level: 1,
    newWindow: false,
    mark: null,
    extra: { isHidden: false, urls: {}, lang: null },
    icon: null,
    cover: null,
    chilrends: [],
    ...more,
  };
}

/** Home, News (Chinese news › Local), About us (no page of its own) › History, a hidden Press page. */
export const MENU: MenuItem[] = [
  menuItem(1, "Home", ""),
  menuItem(2, "News", "news_en", {
    icon: "/icons/news.svg",
    chilrends: [
      menuItem(3, "Latest", "latest", { level: 2, mark: "new" }),
      menuItem(4, "English news", "news_en", {
        level: 2,
        chilrends: [menuItem(5, "Macao", "news-list?category=local", { level: 3 })],
      }),
    ],
  }),
  menuItem(6, "About us", null, {
    chilrends: [
      menuItem(7, "History", "about_us/history", { level: 2 }),
      menuItem(8, "Press", "about_us/press_release", { level: 2, extra: { isHidden: true, urls: {}, lang: null } }),
    ],
  }),
  menuItem(9, "YouTube", null, { url: "https://www.youtube.com/@demo", newWindow: true }),
  menuItem(10, "Bad link", null, { url: "javascript:alert(1)" }),
  menuItem(11, "Secret", "secret", { extra: { isHidden: true, urls: {}, lang: null } }),
];
