import { DEFAULT_URL_LANG, htmlLangOf, switchLangInPath, URL_LANGS, type UrlLang } from "@portal/contract/locales";

/**
 * Canonical and hreflang addresses of a page (every page's <head>, through pageMeta in meta.ts). Pure, tested in
 * seo-links.test.ts. The server's sitemaps (apps/server/src/modules/seo/sitemap.ts) follow the same rules.
 */

/**
 * A path as it reads in another language: the per-language variants of spec §2 (news_zh / news_en / news_pt and
 * program/tv_…, radio_…, sport_…) become the language's own, since the other variant redirects there.
 */
export function pathInLang(pathname: string, lang: UrlLang): string {
  const suffix = lang === "en" ? "en" : lang === "pt" ? "pt" : "zh";
  return switchLangInPath(pathname, lang).replace(/(\/(?:news|program\/(?:tv|radio|sport))_)(zh|en|pt)(\/?)$/, `$1${suffix}$3`);
}

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** hreflang links to the page in each of `langs` (all four by default), plus x-default (Traditional Chinese when it is one of them). */
export function alternateLinks(origin: string, pathname: string, langs: readonly UrlLang[] = URL_LANGS): AlternateLink[] {
  const links = langs.map((l) => ({ hreflang: htmlLangOf(l), href: `${origin}${pathInLang(pathname, l)}` }));
  const fallback = langs.includes(DEFAULT_URL_LANG) ? DEFAULT_URL_LANG : langs[0];
  if (fallback) links.push({ hreflang: "x-default", href: `${origin}${pathInLang(pathname, fallback)}` });
  return links;
}

/** Query keys that change what a page shows (kept in the canonical address); everything else (utm_…, platform) is dropped. */
export const CANONICAL_QUERY_KEYS = ["category", "page", "type", "id", "slug"] as const;

/** The canonical address: the origin, the path and only the query keys that change the content, in a fixed order. */
export function canonicalUrl(origin: string, pathWithQuery: string, keep: readonly string[] = CANONICAL_QUERY_KEYS): string {
  const url = new URL(pathWithQuery, "http://x");
  const query = new URLSearchParams();
  for (const key of keep) {
    const value = url.searchParams.get(key);
    // Page 1 is the page without ?page.
    if (value && !(key === "page" && value === "1")) query.set(key, value);
  }
  const text = query.toString();
  return `${origin}${url.pathname}${text ? `?${text}` : ""}`;
}
