import { htmlLangOf, isChineseLang, type UrlLang } from "@portal/contract/locales";
import type { AdvertItem, MenuItem } from "@portal/contract/schemas/common";
import { isMenuLink } from "@portal/contract/links";
import { translator } from "../i18n/define.ts";
import { layoutMessages, type LayoutMessageKey } from "./messages.ts";
import type { MenuBanner, NavItem } from "./nav.ts";
import { pathInLang } from "./seo-links.ts";

/** The spec's http(s) link rule, re-exported for code that imported it from here; new code: contract/links. */
export { isHttpLink } from "@portal/contract/links";

// Server side of the menus: turns the API's menu trees and banner into what the header and footer render.

/** The path of a page below /{lang}: no slashes around it, no query or fragment. */
export function normalizeMenuPath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, "");
}

/** What a menu link is made of: the internal path or external url, and the page's own language (extra.lang). */
export type MenuLink = Pick<MenuItem, "path" | "url"> & { extra?: Partial<Pick<MenuItem["extra"], "lang">> };

/**
 * The language an entry's page opens in for a reader of `lang`: its own when the menu names one (English news in
 * English; Chinese in the reader's script, zh-hant for others), else the reader's — the §2 redirect of the
 * variant pages then keeps a reader in their language only where the entry does not say otherwise.
 */
export function entryLang(item: MenuLink, lang: UrlLang): UrlLang {
  const own = item.extra?.lang;
  if (own === "en" || own === "pt") return own;
  if (own === "zh") return isChineseLang(lang) ? lang : "zh-hant";
  return lang;
}

/**
 * An internal `path` leads to /{language}/{path} (entryLang); otherwise an http(s) `url` (spec §5: only those are
 * links). A language variant (news_zh, program/tv_zh …) is the page language's own (seo-links `pathInLang`): the
 * link names the page it means, not one the §2 redirect would send the reader on from (the "News" entry read in
 * English is /en/news_en, not /en/news_zh and a 301).
 */
export function menuHref(item: MenuLink, lang: UrlLang): string | null {
  if (item.path !== null && item.path !== undefined) {
    const path = item.path.trim().replace(/^\/+/, "");
    const pageLang = entryLang(item, lang);
    const cut = path.search(/[?#]/);
    const [page, rest] = cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
    return `${pathInLang(`/${pageLang}/${page}`, pageLang)}${rest}`;
  }
  return item.url && isMenuLink(item.url) ? item.url : null;
}

/** The language family an entry's page is read in: zh for both Chinese scripts. */
const familyOf = (lang: UrlLang) => (isChineseLang(lang) ? "zh" : lang);

/**
 * Siblings that name their page's language (Chinese, English, Portuguese news; TV, radio) with the reader's own
 * first: in the English menu English News, then Chinese and Portuguese News, in the places staff gave those
 * entries; the entries that name no language stay where they are.
 */
export function readerFirst<T extends MenuLink>(items: readonly T[], lang: UrlLang): T[] {
  const named = items.filter((item) => item.extra?.lang);
  const own = named.filter((item) => item.extra?.lang === familyOf(lang));
  if (own.length === 0 || own.length === named.length) return [...items];
  const queue = [...own, ...named.filter((item) => !own.includes(item))];
  return items.map((item) => (item.extra?.lang ? queue.shift()! : item));
}

/** The marks staff may put on an entry, in the page's language; any other mark is shown as written. */
const MARKS: Record<string, LayoutMessageKey> = { new: "markNew", live: "markLive", hot: "markHot" };

function markText(mark: string | null | undefined, lang: UrlLang): string | null {
  const text = mark?.trim();
  if (!text) return null;
  const key = MARKS[text.toLowerCase()];
  return key ? translator(layoutMessages, lang)(key) : text;
}

/** Drops hidden entries (extra.isHidden) and resolves links, down to three levels. */
export function toNavItems(items: readonly MenuItem[] | null | undefined, lang: UrlLang, depth = 1): NavItem[] {
  if (!items || depth > 3) return [];
  return readerFirst(items, lang)
    .filter((item) => !item.extra?.isHidden)
    .map((item) => {
      const href = menuHref(item, lang);
      const pageLang = item.path !== null && item.path !== undefined ? entryLang(item, lang) : lang;
      return {
        id: item.id,
        title: item.title,
        href,
        hrefLang: pageLang === lang ? null : htmlLangOf(pageLang),
        external: href !== null && isMenuLink(href),
        newWindow: Boolean(item.newWindow),
        icon: item.icon ?? null,
        cover: item.cover ?? null,
        mark: markText(item.mark, lang),
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
