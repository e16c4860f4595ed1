import type { MetaDescriptor } from "react-router";
import { URL_LANGS, type UrlLang } from "@portal/contract/locales";
import { alternateLinks, canonicalUrl } from "./seo-links.ts";
import { translator } from "../i18n/define.ts";
import { layoutMessages } from "./messages.ts";
import { LANG_LAYOUT_ROUTE_ID, type FramePageData } from "./page-data.ts";

type MetaMatch = { id: string; data?: unknown } | undefined;

/** The frame's loader data among a meta function's matches. */
export function frameDataOf(matches: ReadonlyArray<MetaMatch>): FramePageData | undefined {
  return matches.find((m) => m?.id === LANG_LAYOUT_ROUTE_ID)?.data as FramePageData | undefined;
}

/** What a screen may add to its <head> beyond the title and description (all optional). */
export interface PageMetaOptions {
  title?: string;
  description?: string;
  /** The canonical path (with the query that matters); default: the path and its content-changing query keys. null: none. */
  canonical?: string | null;
  /** The languages the page exists in, for hreflang (default all four). null: no hreflang links. */
  alternates?: readonly UrlLang[] | null;
  /** Open Graph type (default "website") and picture. */
  ogType?: string;
  image?: string | null;
}

/** Routes whose pages are not documents to index: no canonical, no hreflang. */
const NOT_INDEXED_ROUTE_IDS = new Set(["not-found-page", "not-found-catch-all"]);

/**
 * A page's <title> and description, with the site name from the site setting, and its canonical and hreflang
 * links (layout/seo-links.ts): `export const meta: Route.MetaFunction = ({ matches, data }) => pageMeta(matches,
 * { title: data.title })`. Without a title the page is titled by the site name alone (the home page).
 */
export function pageMeta(matches: ReadonlyArray<MetaMatch>, page: PageMetaOptions = {}): MetaDescriptor[] {
  const frame = frameDataOf(matches);
  const t = translator(layoutMessages, frame?.lang ?? "zh-hant");
  const siteName = frame?.frame.siteName ?? t("siteName");
  const title = page.title ? `${page.title} | ${siteName}` : siteName;
  const description = page.description ?? t("siteDescription");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title ?? siteName },
    { property: "og:description", content: description },
    { property: "og:type", content: page.ogType ?? "website" },
  ];
  const indexed = !matches.some((m) => m && NOT_INDEXED_ROUTE_IDS.has(m.id));
  if (!frame?.origin || !indexed) return tags;
  const origin = frame.origin;
  const canonical = page.canonical === undefined ? canonicalUrl(origin, frame.pathWithQuery) : page.canonical === null ? null : canonicalUrl(origin, page.canonical);
  if (canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
  }
  if (page.alternates !== null) {
    for (const link of alternateLinks(origin, frame.pathname, page.alternates ?? URL_LANGS)) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: link.hreflang, href: link.href });
    }
  }
  tags.push({ property: "og:locale", content: OG_LOCALE[frame.lang] });
  // The language's news feed (apps/server/src/modules/seo), for feed readers.
  tags.push({ tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${siteName} RSS`, href: `${origin}/rss/news-${frame.lang}.xml` });
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(origin, page.image) }, { name: "twitter:card", content: "summary_large_image" });
  return tags;
}

/**
 * The 404 page's head: its title and text, no canonical or hreflang, noindex. For /{lang}/404, unknown paths, and
 * any screen whose loader answered 404 (the frame's error boundary).
 */
export function notFoundMeta(matches: ReadonlyArray<MetaMatch>): MetaDescriptor[] {
  const t = translator(layoutMessages, frameDataOf(matches)?.lang ?? "zh-hant");
  return [
    ...pageMeta(matches, { title: t("notFoundTitle"), description: t("notFoundText"), canonical: null, alternates: null }),
    { name: "robots", content: "noindex" },
  ];
}

/** Open Graph locales (language_TERRITORY). */
export const OG_LOCALE: Record<UrlLang, string> = { "zh-hant": "zh_TW", "zh-hans": "zh_CN", en: "en_GB", pt: "pt_PT" };

/** An address made absolute against the site's origin (images stored as /uploads/… paths). */
export function absoluteUrl(origin: string, href: string): string {
  try {
    return new URL(href, `${origin}/`).toString();
  } catch {
    return href;
  }
}
