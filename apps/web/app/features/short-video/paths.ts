import type { UrlLang } from "@portal/contract/locales";

/** The short-video screens (not named by the spec; docs/media.md): the list and the swipe player. */
export const shortVideoListHref = (lang: UrlLang, category?: string, page = 1): string => {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/${lang}/short-video${text ? `?${text}` : ""}`;
};

export const shortVideoHref = (lang: UrlLang, id: number, category?: string): string =>
  `/${lang}/short-video/${id}${category ? `?category=${encodeURIComponent(category)}` : ""}`;
