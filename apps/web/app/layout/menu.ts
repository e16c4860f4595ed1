import type { UrlLang } from "@portal/contract/locales";
import type { AdvertItem, MenuItem } from "@portal/contract/schemas/common";
import { isMenuLink } from "@portal/contract/validation";
import type { MenuBanner, NavItem } from "./nav.ts";

/**
 * A menu entry's badge in the page's language (issue 10: no English NEW on a Chinese page). The CMS stores a
 * keyword; one this table does not know is shown as written.
 */
const MARKS: Record<string, Record<UrlLang, string>> = {
  new: { "zh-hant": "新", "zh-hans": "新", en: "New", pt: "Novo" },
  live: { "zh-hant": "直播", "zh-hans": "直播", en: "Live", pt: "Direto" },
  hot: { "zh-hant": "熱門", "zh-hans": "热门", en: "Hot", pt: "Em alta" },
};
export function menuMark(mark: string | null | undefined, lang: UrlLang): string | null {
  if (!mark) return null;
  return MARKS[mark.trim().toLowerCase()]?.[lang] ?? mark;
}

/** The spec's http(s) link rule, re-exported for code that imported it from here; new code: contract/validation. */
export { isHttpLink } from "@portal/contract/validation";

// Server side of the menus: turns the API's menu trees and banner into what the header and footer render.

/** The path of a page below /{lang}: no slashes around it, no query or fragment. */
export function normalizeMenuPath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, "");
}

/** An internal `path` leads to /{lang}/{path}; otherwise an http(s) `url` (spec §5: only those are links). */
/**
 * The language a newsroom is written in (spec §2: news_zh, news_en, news_pt). A menu entry for another language's
 * newsroom (英文新聞 in the Chinese menu) leads to it in its own language; the §2 redirect that keeps a reader in
 * their language is for someone typing the variant address, not for a menu that says "English news" (issue 10).
 */
function newsroomLang(path: string, lang: UrlLang): UrlLang | null {
  const first = path.split(/[/?#]/)[0];
  if (first === "news_en") return "en";
  if (first === "news_pt") return "pt";
  if (first === "news_zh") return lang === "zh-hans" ? "zh-hans" : "zh-hant";
  return null;
}

export function menuHref(item: Pick<MenuItem, "path" | "url">, lang: UrlLang): string | null {
  if (item.path !== null && item.path !== undefined) {
    const path = item.path.trim().replace(/^\/+/, "");
    return `/${newsroomLang(path, lang) ?? lang}/${path}`;
  }
  return item.url && isMenuLink(item.url) ? item.url : null;
}

/** Drops hidden entries (extra.isHidden) and resolves links, down to three levels. */
export function toNavItems(items: readonly MenuItem[] | null | undefined, lang: UrlLang, depth = 1): NavItem[] {
  if (!items || depth > 3) return [];
  return items
    .filter((item) => !item.extra?.isHidden)
    .map((item) => {
      const href = menuHref(item, lang);
      return {
        id: item.id,
        title: item.title,
        href,
        external: href !== null && isMenuLink(href),
        newWindow: Boolean(item.newWindow),
        icon: item.icon ?? null,
        cover: item.cover ?? null,
        mark: menuMark(item.mark, lang),
        children: toNavItems(item.chilrends, lang, depth + 1),
      };
    });
}

export function advertHref(advert: Pick<AdvertItem, "id" | "url" | "hasInnerDetail">, lang: UrlLang): string | null {
  if (advert.url && isMenuLink(advert.url)) return advert.url;
  if (advert.url && advert.url.startsWith("/") && !advert.url.startsWith("//")) return advert.url;
  return advert.hasInnerDetail ? `/${lang}/banner/${advert.id}` : null;
}

export function toMenuBanner(adverts: readonly AdvertItem[] | null | undefined, lang: UrlLang): MenuBanner | null {
  const advert = adverts?.find((a) => a.cover || a.respCover);
  if (!advert) return null;
  return { title: advert.title, image: (advert.cover ?? advert.respCover)!, href: advertHref(advert, lang), newWindow: advert.newWindow };
}
