import type { UrlLang } from "@portal/contract/locales";
import type { MenuItem } from "@portal/contract/schemas/common";
import { translator, type Messages } from "../i18n/define.ts";
import { menuHref, normalizeMenuPath } from "./menu.ts";
import { linkNamesPage } from "./nav.ts";

export interface Crumb {
  title: string;
  /** Null for the current page and for menu headings without a page. */
  href: string | null;
}

/**
 * What a screen's loader may return to extend the breadcrumb after the menu's trail, e.g. an article's title:
 * `return { …, breadcrumb: [{ title: "News", path: "news_en" }, { title: article.title }] }`.
 * `path` is below /{lang}; leave it out for the current page.
 */
export interface BreadcrumbLoaderData {
  breadcrumb?: ReadonlyArray<{ title: string; path?: string }>;
}

type Crumbs = NonNullable<BreadcrumbLoaderData["breadcrumb"]>;

/**
 * A route's own crumbs, from its handle (`handle.breadcrumb`, context.ts), in the page's language: the breadcrumb
 * of a page the menu does not name when its loader gives none — every page but those the spec hides it on has one
 * (spec §2). Also what the server renders for screens whose data loads in the browser (the member centre).
 */
export type RouteBreadcrumb = (lang: UrlLang) => Crumbs;

/** `handle.breadcrumb` of a screen titled by one of its messages: Home › that title. */
export function titleCrumb<K extends string>(catalog: Record<UrlLang, Messages<K>>, key: K): RouteBreadcrumb {
  return (lang) => [{ title: translator(catalog, lang)(key) }];
}

/**
 * The menu entries from the top to the deepest entry naming the page `path` (below /{lang}) with `search`: the
 * entry leads to this page in this language (English news from a Chinese menu is not a Chinese page), and its
 * query is part of the page's (linkNamesPage). Hidden entries count: they are still pages.
 */
export function menuTrail(items: readonly MenuItem[], lang: UrlLang, path: string, search = ""): MenuItem[] {
  let best: MenuItem[] = [];
  const page = `/${lang}/${path}${search}`;
  const walk = (list: readonly MenuItem[], trail: MenuItem[]) => {
    for (const item of list) {
      const here = [...trail, item];
      if (item.path !== null && here.length > best.length && linkNamesPage(menuHref(item, lang) ?? "", page)) best = here;
      walk(item.chilrends ?? [], here);
    }
  };
  walk(items, []);
  return best;
}

export interface BuildBreadcrumbInput {
  lang: UrlLang;
  /** The page's URL path, e.g. /en/about_us/history. */
  pathname: string;
  /** The page's query ("?category=local"), which menu entries with a query must match. */
  search?: string;
  menu: readonly MenuItem[];
  homeTitle: string;
  /** Crumbs a screen's loader adds (BreadcrumbLoaderData). */
  extra?: BreadcrumbLoaderData["breadcrumb"];
  /** The matched route's own crumbs (its handle's RouteBreadcrumb), used when the loader gives none. */
  route?: BreadcrumbLoaderData["breadcrumb"];
}

/**
 * Home, then the menu's trail to the page (or to the nearest parent path the menu knows: news-detail/7 → none,
 * about_us/history → About us › History), then the screen's own crumbs (its loader's, else its route's) unless the
 * menu named the page itself.
 * The last crumb is the current page and has no link. An empty list means: show no breadcrumb (home, or nothing
 * known about the page).
 */
export function buildBreadcrumb(input: BuildBreadcrumbInput): Crumb[] {
  const { lang, menu, homeTitle } = input;
  let relative = input.pathname.replace(/^\/+/, "");
  relative = relative.startsWith(`${lang}/`) || relative === lang ? relative.slice(lang.length) : relative;
  let path = normalizeMenuPath(safeDecode(relative));
  if (!path) return [];

  let trail: MenuItem[] = [];
  let matchedWhole = true;
  while (path) {
    trail = menuTrail(menu, lang, path, matchedWhole ? (input.search ?? "") : "");
    if (trail.length) break;
    matchedWhole = false;
    path = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
  }

  // When the menu names the page itself, its trail says it all: the screen's own crumbs would repeat it
  // (首頁 › 新聞 › 中文新聞 › 本地, not … › 本地 › 新聞列表 › 本地).
  const extras = matchedWhole && trail.length ? [] : (input.extra ?? input.route ?? []);
  const crumbs: Crumb[] = [{ title: homeTitle, href: `/${lang}/` }];
  for (const item of trail) crumbs.push({ title: item.title, href: menuHref(item, lang) });
  for (const extra of extras) {
    crumbs.push({ title: extra.title, href: extra.path === undefined ? null : `/${lang}/${normalizeMenuPath(extra.path)}` });
  }
  if (crumbs.length < 2) return [];
  const last = crumbs[crumbs.length - 1]!;
  if (matchedWhole || extras.length > 0) last.href = null;
  return crumbs;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
