import { AD_ASPECT_RATIOS, HOME_TOP_AD_SLUG, type AdSlotShape } from "./constants.ts";

/**
 * Advert slots and the aspect ratio each keeps (spec §9), for the server's answers and the browser's boxes. No zod
 * here: island code imports this module, and a schema module would bring the validation library into pages.
 */

/** Slots the portal places adverts in, by slug. */
export const AD_SLOTS = {
  homeTop: HOME_TOP_AD_SLUG,
  footer: "footer",
  newsDetailTop: "news_detail_top",
  homeMiddle: "home_middle",
  menuProgram: "menu_program",
  menuProgramEn: "menu_program_en",
  menuProgramPt: "menu_program_pt",
  sidebar: "sidebar",
} as const;

/**
 * The four aspect ratios of spec §9 (height as a percentage of width: 62.5, 100, 33.3, 50.3) mapped to slots:
 * what shape a slot's box keeps on desktop and on mobile (where an advert's respCover replaces its cover).
 * A slot not listed keeps the banner shape (33.3 %).
 */
export const AD_SLOT_SHAPES_BY_SLUG: Record<string, { desktop: AdSlotShape; mobile: AdSlotShape }> = {
  [AD_SLOTS.homeTop]: { desktop: "banner", mobile: "wide" },
  [AD_SLOTS.footer]: { desktop: "banner", mobile: "banner" },
  [AD_SLOTS.newsDetailTop]: { desktop: "banner", mobile: "wide" },
  [AD_SLOTS.homeMiddle]: { desktop: "banner", mobile: "wide" },
  [AD_SLOTS.menuProgram]: { desktop: "card", mobile: "card" },
  [AD_SLOTS.menuProgramEn]: { desktop: "card", mobile: "card" },
  [AD_SLOTS.menuProgramPt]: { desktop: "card", mobile: "card" },
  [AD_SLOTS.sidebar]: { desktop: "square", mobile: "square" },
};

/** Height as a percentage of width, desktop and mobile, for a slot. */
export interface AdRatio {
  desktop: number;
  mobile: number;
}
export function adRatioOf(slot: string): AdRatio {
  const shape = AD_SLOT_SHAPES_BY_SLUG[slot] ?? { desktop: "banner", mobile: "banner" };
  return { desktop: AD_ASPECT_RATIOS[shape.desktop], mobile: AD_ASPECT_RATIOS[shape.mobile] };
}

/** The image shown for an advert without a cover, and where its cover fails to load (spec §8). */
export const DEFAULT_AD_COVER = "/demo/default-ad.svg";
