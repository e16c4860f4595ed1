import type { UrlLang } from "@portal/contract/locales";
import type { HomeSection } from "@portal/contract/schemas/common";

/** How the home sections are laid out (HomeSections.tsx); pure, so that it is tested on its own. */

/** Headlines beside the lead story; the rest of "latest" goes to the row of cards below. */
export const LATEST_SIDE_COUNT = 3;

export function splitLatest<T>(items: readonly T[]): { lead: T | undefined; side: T[]; grid: T[] } {
  return { lead: items[0], side: items.slice(1, 1 + LATEST_SIDE_COUNT), grid: items.slice(1 + LATEST_SIDE_COUNT) };
}

/**
 * Which cards of a row of four are shown wide (two columns, picture beside the text) so that a row of fewer than
 * four stories still fills the width: one → it; two → both; three → the first.
 */
export function isWideCard(index: number, count: number): boolean {
  if (count >= 4) return false;
  return count === 3 ? index === 0 : true;
}

/** The path of "more" below /{lang}, or null when the section has none. */
export function moreHref(section: Pick<HomeSection, "morePath">, lang: UrlLang): string | null {
  const path = section.morePath?.trim().replace(/^\/+/, "");
  return path ? `/${lang}/${path}` : null;
}

/** A category's own section: its cards need not repeat the category's name. */
export function isCategorySection(section: Pick<HomeSection, "key">): boolean {
  return section.key.startsWith("category-");
}
