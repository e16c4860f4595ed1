import { htmlLangOf, URL_LANGS, DEFAULT_URL_LANG, type UrlLang } from "@portal/contract/locales";
import type { Newsroom } from "@portal/contract/schemas/news";
import { el, escapeXml } from "./xml.ts";
import { LANGS_OF_NEWSROOM, type FeedArticle } from "./seo-service.ts";

/** The sitemaps (sitemaps.org 0.9, Google News 0.9, hreflang through xhtml:link). Pure: tested on their own. */

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const NEWS_NS = "http://www.google.com/schemas/sitemap-news/0.9";
export const XHTML_NS = "http://www.w3.org/1999/xhtml";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Google News wants ISO 639 codes, with zh-cn / zh-tw for the two Chinese scripts. */
export const NEWS_LANGUAGE: Record<UrlLang, string> = { "zh-hant": "zh-tw", "zh-hans": "zh-cn", en: "en", pt: "pt" };
/** Google News keeps articles of the last two days in a news sitemap, at most 1,000 of them. */
export const NEWS_SITEMAP_DAYS = 2;
export const NEWS_SITEMAP_MAX = 1000;

/** The index (/sitemap.xml): the news sitemap and the pages sitemap. */
export function sitemapIndex(base: string, files: { path: string; lastmod?: Date }[]): string {
  const items = files
    .map((f) => `<sitemap>${el("loc", `${base}${f.path}`)}${f.lastmod ? el("lastmod", f.lastmod.toISOString()) : ""}</sitemap>`)
    .join("\n");
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items}\n</sitemapindex>\n`;
}

/**
 * A path below /{lang} as it reads in another language: the variants of spec §2 (news_zh / news_en / news_pt,
 * and the same pattern for TV, radio and sport) become the language's own variant.
 */
export function pathInLang(path: string, lang: UrlLang): string {
  const suffix = lang === "en" ? "en" : lang === "pt" ? "pt" : "zh";
  return path.replace(/(^|\/)((?:news|program\/(?:tv|radio|sport))_)(zh|en|pt)$/, `$1$2${suffix}`);
}

/** The address of a path below /{lang}. */
export function pageUrl(base: string, lang: UrlLang, path: string): string {
  return `${base}/${lang}/${path}`;
}

/** hreflang links of a page that exists in `langs` (x-default: Traditional Chinese, the default language). */
export function alternateLinks(base: string, path: string, langs: readonly UrlLang[] = URL_LANGS): string {
  const links = langs.map(
    (l) => `<xhtml:link rel="alternate" hreflang="${htmlLangOf(l)}" href="${escapeXml(pageUrl(base, l, pathInLang(path, l)))}"/>`,
  );
  const fallback = langs.includes(DEFAULT_URL_LANG) ? DEFAULT_URL_LANG : langs[0];
  if (fallback) {
    links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(base, fallback, pathInLang(path, fallback)))}"/>`);
  }
  return links.join("");
}

/** The pages sitemap: every page in each of the four languages, each with its hreflang alternates. */
export function pagesSitemap(base: string, paths: readonly string[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const raw of paths) {
    const path = pathInLang(raw, DEFAULT_URL_LANG);
    if (seen.has(path)) continue;
    seen.add(path);
    for (const lang of URL_LANGS) {
      urls.push(`<url>${el("loc", pageUrl(base, lang, pathInLang(path, lang)))}${alternateLinks(base, path)}</url>`);
    }
  }
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join("\n")}\n</urlset>\n`;
}

export interface NewsSitemapEntry {
  lang: UrlLang;
  newsroom: Newsroom;
  publication: string;
  article: Pick<FeedArticle, "id" | "title" | "publishedAt">;
}

/** The Google News sitemap: the articles of the last two days, each in the languages its newsroom is read in. */
export function newsSitemap(base: string, entries: readonly NewsSitemapEntry[]): string {
  const urls = entries.slice(0, NEWS_SITEMAP_MAX).map(({ lang, newsroom, publication, article }) => {
    const path = `news-detail/${article.id}`;
    return (
      `<url>${el("loc", pageUrl(base, lang, path))}` +
      alternateLinks(base, path, LANGS_OF_NEWSROOM[newsroom]) +
      `<news:news><news:publication>${el("news:name", publication)}${el("news:language", NEWS_LANGUAGE[lang])}</news:publication>` +
      `${el("news:publication_date", article.publishedAt.toISOString())}${el("news:title", article.title)}</news:news></url>`
    );
  });
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the member area, the API and the debug page. */
export function robotsTxt(base: string): string {
  const disallow = ["/api/", "/dev/", ...URL_LANGS.flatMap((l) => [`/${l}/user`, `/${l}/debug`, `/${l}/search`])];
  return ["User-agent: *", ...disallow.map((d) => `Disallow: ${d}`), "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
}

/** Articles per archive sitemap file (the protocol allows 50,000 URLs; fewer keeps each file small and quick). */
export const ARCHIVE_PAGE_SIZE = 10_000;

/** An archive sitemap: every published story of a newsroom, in each language it is read in, with lastmod. */
export function archiveSitemap(base: string, newsroom: Newsroom, rows: readonly { id: number; updatedAt: Date }[]): string {
  const langs = LANGS_OF_NEWSROOM[newsroom];
  const urls = rows.flatMap((row) => {
    const path = `news-detail/${row.id}`;
    return langs.map((lang) => `<url>${el("loc", pageUrl(base, lang, path))}${el("lastmod", row.updatedAt.toISOString())}${alternateLinks(base, path, langs)}</url>`);
  });
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join("\n")}\n</urlset>\n`;
}
