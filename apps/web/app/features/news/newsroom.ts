import type { HomeSection } from "@portal/contract/schemas/common";
import type { NewsCategory, NewsItem } from "@portal/contract/schemas/news";

/** How the newsroom home (news_zh / news_en / news_pt) is put together from list answers. Pure, tested. */

export const NEWSROOM_LIMITS = { latest: 8, categories: 4, perCategory: 4, video: 4, radio: 4 } as const;

export interface NewsroomParts {
  latest: NewsItem[];
  categories: { category: NewsCategory; items: NewsItem[] }[];
  video: NewsItem[];
  radio: NewsItem[];
}

/**
 * The sections in page order: latest, then each category with stories not already shown in "latest", then video
 * and radio. Empty sections are left out; a story appears once in the category sections.
 */
export function newsroomSections(parts: NewsroomParts, titles: { latest: string; video: string; radio: string }): HomeSection[] {
  const shown = new Set(parts.latest.map((i) => i.id));
  const sections: HomeSection[] = [];
  if (parts.latest.length) sections.push({ key: "latest", title: titles.latest, morePath: "news-list", items: parts.latest });
  for (const { category, items } of parts.categories) {
    const fresh = items.filter((i) => !shown.has(i.id)).slice(0, NEWSROOM_LIMITS.perCategory);
    fresh.forEach((i) => shown.add(i.id));
    if (fresh.length) sections.push({ key: `category-${category.slug}`, title: category.title, morePath: `news-list?category=${encodeURIComponent(category.slug)}`, items: fresh });
  }
  if (parts.video.length) sections.push({ key: "video", title: titles.video, morePath: "news-list?type=video", items: parts.video });
  if (parts.radio.length) sections.push({ key: "radio", title: titles.radio, morePath: "news-radio", items: parts.radio });
  return sections;
}
