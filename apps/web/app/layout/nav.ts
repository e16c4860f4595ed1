/**
 * The menus as the header and footer render them; shared with the islands, so nothing here may pull in server
 * code or the validation module (menu.ts builds these from the API's answer).
 */

/** A menu entry as the header and footer render it: the link resolved, hidden entries gone. */
export interface NavItem {
  id: number;
  title: string;
  /** Where it leads, or null for a heading without a page. */
  href: string | null;
  /** The language of the page it leads to when that is not the page's own (English news from a Chinese menu). */
  hrefLang: string | null;
  external: boolean;
  newWindow: boolean;
  icon: string | null;
  cover: string | null;
  /** The entry's mark ("new", "live"…), in the page's language. */
  mark: string | null;
  children: NavItem[];
}

/** The menu's promotional banner, reduced to what the dropdown panel shows. */
export interface MenuBanner {
  title: string;
  image: string;
  href: string | null;
  newWindow: boolean;
}

/**
 * Whether a link (path and optional query) names the page at `pathWithQuery`: the same path, and every parameter
 * of the link's query present in the page's query (news-list?category=local names /news-list?category=local&page=2
 * but not /news-list).
 */
export function linkNamesPage(href: string, pathWithQuery: string): boolean {
  const [linkPath = "", linkQuery = ""] = href.split("#")[0]!.split("?");
  const [pagePath = "", pageQuery = ""] = pathWithQuery.split("#")[0]!.split("?");
  const trim = (path: string) => path.replace(/\/+$/, "") || "/";
  if (trim(linkPath) !== trim(pagePath)) return false;
  const page = new URLSearchParams(pageQuery);
  for (const [key, value] of new URLSearchParams(linkQuery)) if (!page.getAll(key).includes(value)) return false;
  return true;
}

/** The ids of the entries on the way to the current page (for highlighting): the deepest match wins. */
export function activeTrail(items: readonly NavItem[], pathWithQuery: string): number[] {
  let best: number[] = [];
  const walk = (list: readonly NavItem[], trail: number[]) => {
    for (const item of list) {
      const here = [...trail, item.id];
      if (item.href && !item.external && here.length > best.length && linkNamesPage(item.href, pathWithQuery)) best = here;
      walk(item.children, here);
    }
  };
  walk(items, []);
  return best;
}

/** The link attributes of an entry: a new window gets rel=noopener. */
export function linkTarget(item: Pick<NavItem, "newWindow">): { target?: "_blank"; rel?: string } {
  return item.newWindow ? { target: "_blank", rel: "noopener" } : {};
}

/** Which dropdown of the desktop menu is open, and how: a hovered one closes when the pointer leaves, a clicked one stays. */
export type OpenPanel = { id: number; by: "hover" | "click" } | null;

/** The pointer came to entry `id` (or left, null): it opens that panel, and closes only one it had opened itself. */
export function afterHover(current: OpenPanel, id: number | null): OpenPanel {
  if (id === null) return current?.by === "click" ? current : null;
  return current?.id === id ? current : { id, by: "hover" };
}

/**
 * The arrow of entry `id` was clicked: it opens the panel and keeps it open — also one the pointer has just opened,
 * which is the one the reader meant — and closes one it had opened itself.
 */
export function afterArrow(current: OpenPanel, id: number): OpenPanel {
  return current?.id === id && current.by === "click" ? null : { id, by: "click" };
}
