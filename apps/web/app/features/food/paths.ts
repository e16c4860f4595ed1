import type { UrlLang } from "@portal/contract/locales";

/** The food screens (spec §2 program/food, program/food-list, program/food-detail/{id}). */
export const foodHomeHref = (lang: UrlLang) => `/${lang}/program/food`;
export const foodDetailHref = (lang: UrlLang, id: number) => `/${lang}/program/food-detail/${id}`;
export function foodListHref(lang: UrlLang, type?: string, page = 1): string {
  const query = new URLSearchParams();
  if (type) query.set("type", type);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/${lang}/program/food-list${text ? `?${text}` : ""}`;
}
/** Food lists ask for this many a page. */
export const FOOD_PAGE_SIZE = 6;
