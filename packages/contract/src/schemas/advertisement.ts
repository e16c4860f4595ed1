import { z } from "zod";
import { AD_ASPECT_RATIOS, HOME_TOP_AD_SLUG, type AdSlotShape } from "../constants.ts";
import type { AdvertDetail, AdvertItem } from "./common.ts";
import { idQuery, slugSchema } from "./common.ts";

/**
 * Advertisement calls (spec §7 "Advertisement": GET list (slug), detail, page-detail; POST click?id), shared by
 * server and web. The items are the advert/banner items of spec §3 (`AdvertItem` in schemas/common.ts).
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
  [AD_SLOTS.newsDetailTop]: { desktop: "card", mobile: "wide" },
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

export const advertisementListQuery = z.object({ slug: slugSchema });
export const advertisementDetailQuery = idQuery.extend({
  /** advertisement/preview/{id}: also an advert outside its publishing window (never an unpublished draft). */
  preview: z.enum(["0", "1"]).optional(),
});
export const advertisementClickQuery = idQuery;

/** An advert as the list and detail answer it: the item of spec §3, its slot, and never an empty cover. */
export interface AdvertListItem extends AdvertItem {
  slot: string;
  /** The cover, else DEFAULT_AD_COVER. */
  cover: string;
}
/** GET /api/v1.0/advertisement/list?slug: the slot's visible adverts and the ratio its box keeps. */
export interface AdvertisementList {
  slug: string;
  ratio: AdRatio;
  items: AdvertListItem[];
}
/** GET /api/v1.0/advertisement/detail?id: one advert with its content (trusted HTML written by staff). */
export interface AdvertisementDetail extends AdvertDetail {
  slot: string;
  cover: string;
  ratio: AdRatio;
  /** ISO times of the publishing window (null: open). */
  startsAt: string | null;
  endsAt: string | null;
}
/** GET /api/v1.0/advertisement/page-detail?id: the detail and the other adverts of its slot (the inner page). */
export interface AdvertisementPageDetail {
  advert: AdvertisementDetail;
  more: AdvertListItem[];
}
/** POST /api/v1.0/advertisement/click?id: the advert's link (to follow) and whether this click was counted. */
export interface AdvertisementClick {
  id: number;
  url: string | null;
  counted: boolean;
}
