import { z } from "zod";
import type { AdvertDetail, AdvertItem } from "./common.ts";
import { idQuery, slugSchema } from "./common.ts";

/**
 * Advertisement calls (spec §7 "Advertisement": GET list (slug), detail, page-detail; POST click?id), shared by
 * server and web. The items are the advert/banner items of spec §3 (`AdvertItem` in schemas/common.ts).
 */

// The slots and their ratios live in ../ad-slots.ts (no zod: islands import them); re-exported here.
export { AD_SLOTS, AD_SLOT_SHAPES_BY_SLUG, adRatioOf, DEFAULT_AD_COVER, type AdRatio } from "../ad-slots.ts";
import type { AdRatio } from "../ad-slots.ts";

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
