import type { UrlLang } from "@portal/contract/locales";
import type { NewsType } from "@portal/contract/schemas/news";

/** Addresses of the news screens (spec §2) and the redirects between them. Pure: tested in news-paths.test.ts. */

export type NewsroomVariant = "news_zh" | "news_en" | "news_pt";

/** Each language's newsroom home (spec §2 Redirects: news_zh for zh-hant and zh-hans, news_en for en, news_pt for pt). */
export const NEWSROOM_OF_LANG: Record<UrlLang, NewsroomVariant> = { "zh-hant": "news_zh", "zh-hans": "news_zh", en: "news_en", pt: "news_pt" };

/** Where a newsroom variant leads in a language: null when it is the language's own, else the language's variant. */
export function newsroomRedirect(variant: string, lang: UrlLang, search = ""): string | null {
  const own = NEWSROOM_OF_LANG[lang];
  return variant === own ? null : `/${lang}/${own}${search}`;
}

export const newsDetailPath = (lang: UrlLang, id: number) => `/${lang}/news-detail/${id}`;
export const newsListPath = (lang: UrlLang) => `/${lang}/news-list`;
export const topicPath = (lang: UrlLang, slug: string) => `/${lang}/news-topic/${encodeURIComponent(slug)}`;
/** news-topics, every topic (page 1 is the address without ?page). */
export const topicsPath = (lang: UrlLang, page = 1) => `/${lang}/news-topics${page > 1 ? `?page=${page}` : ""}`;

/** Staff's HTML (a topic's description) as plain text of at most `max` characters, for excerpts and meta tags. */
export function plainTextOf(html: string, max: number): string {
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join("").trimEnd()}…` : text;
}

export interface ListFilters {
  category?: string | undefined;
  type?: NewsType | undefined;
}

/** news-list with its filters and page (page 1 is the address without ?page). */
export function listHref(lang: UrlLang, filters: ListFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.category) query.set("category", filters.category);
  if (filters.type) query.set("type", filters.type);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `${newsListPath(lang)}${text ? `?${text}` : ""}`;
}

/** A page number from the query: a whole number from 1 to `max`, else 1. */
export function pageFromQuery(value: string | null | undefined, max = 1000): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= max ? page : 1;
}

/**
 * /{lang}/sharelink/{type}/{id}: the page of the shared item. Types: news → news-detail, topic →
 * news-topic-detail, notice → notice-detail, advertisement → advertisement, banner → banner; program → the
 * programme (or episode) with that id, which the loader looks up (routes/sharelink.tsx): programme pages are named
 * by slug. Null for an unknown type or an id that is not a positive whole number.
 */
const SHARE_TARGETS: Record<string, string> = {
  news: "news-detail",
  topic: "news-topic-detail",
  notice: "notice-detail",
  advertisement: "advertisement",
  banner: "banner",
};
export const SHARE_TYPES = [...Object.keys(SHARE_TARGETS), "program"];

/** Where a share link leads: a path, or a programme id for the loader to look up. */
export type SharelinkTarget = { path: string } | { programId: number };

export function sharelinkTarget(lang: UrlLang, type: string, id: string): SharelinkTarget | null {
  if (!/^[1-9]\d{0,14}$/.test(id)) return null;
  const kind = type.toLowerCase();
  if (kind === "program") return { programId: Number(id) };
  const target = SHARE_TARGETS[kind];
  return target ? { path: `/${lang}/${target}/${id}` } : null;
}

/** The share links of a page (spec issue 4): Facebook, X and WhatsApp open their sharing pages; WeChat copies the link. */
export function shareLinks(url: string, title: string): { facebook: string; x: string; whatsapp: string } {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}
