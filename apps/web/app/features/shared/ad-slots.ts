import { AD_ASPECT_RATIOS, BREAKPOINT_MOBILE_PX, HOME_TOP_AD_SLUG, type AdSlotShape } from "@portal/contract/constants";
import type { UrlLang } from "@portal/contract/locales";
import type { AdvertItem } from "@portal/contract/schemas/common";
import { isHttpLink } from "@portal/contract/validation";

/** Shown where an advert has no image, or where its image fails to load (spec §8). */
export const DEFAULT_AD_IMAGE = "/demo/default-ad.svg";

/** The media query of the mobile layout (spec §9: below 576 px), where an advert's respCover replaces its cover. */
export const MOBILE_MEDIA = `(max-width: ${BREAKPOINT_MOBILE_PX - 0.02}px)`;

/**
 * Which of the four advert aspect ratios of spec §9 (AD_ASPECT_RATIOS, height as a percentage of width) each slot
 * uses, on desktop (`cover`) and on mobile (`respCover`, below 576 px):
 *
 * | slot                                         | desktop          | mobile (respCover) |
 * |----------------------------------------------|------------------|--------------------|
 * | homepagetop (home top carousel)              | banner 33.3 %    | wide 62.5 %        |
 * | menu_program, menu_program_en, _pt (menu)    | card 50.3 %      | card 50.3 %        |
 * | footer and list footer adverts ("short")     | banner 33.3 %    | banner 33.3 %      |
 * | square slots (sidebars, popups)              | square 100 %     | square 100 %       |
 *
 * A slot not listed takes the banner ratio. On mobile the respCover ratio applies only when at least one advert of
 * the slot has a respCover; otherwise the cover is shown in its desktop ratio.
 */
export interface SlotShape {
  desktop: AdSlotShape;
  mobile: AdSlotShape;
}
export const AD_SLOT_SHAPES: Record<string, SlotShape> = {
  [HOME_TOP_AD_SLUG]: { desktop: "banner", mobile: "wide" },
  menu_program: { desktop: "card", mobile: "card" },
  menu_program_en: { desktop: "card", mobile: "card" },
  menu_program_pt: { desktop: "card", mobile: "card" },
  footer: { desktop: "banner", mobile: "banner" },
  square: { desktop: "square", mobile: "square" },
};
const DEFAULT_SLOT_SHAPE: SlotShape = { desktop: "banner", mobile: "banner" };

/** Height as a percentage of width, on desktop and on mobile, for a slot and the adverts it shows. */
export interface SlotRatios {
  desktop: number;
  mobile: number;
}
export function slotRatios(slot: string, adverts: ReadonlyArray<Pick<AdvertItem, "respCover">>): SlotRatios {
  const shape = AD_SLOT_SHAPES[slot] ?? DEFAULT_SLOT_SHAPE;
  const desktop = AD_ASPECT_RATIOS[shape.desktop];
  return { desktop, mobile: adverts.some((a) => a.respCover) ? AD_ASPECT_RATIOS[shape.mobile] : desktop };
}

/** The CSS custom properties that size an advert box (see shared.css `.ad-frame`). */
export function ratioStyle(ratios: SlotRatios): Record<string, string> {
  return { "--ad-ratio": String(ratios.desktop), "--ad-ratio-mobile": String(ratios.mobile) };
}

/** Intrinsic size for an advert <img> of a given ratio (the box is sized by CSS; this avoids layout shift). */
export function adImageSize(ratio: number, width = 1200): { width: number; height: number } {
  return { width, height: Math.round((width * ratio) / 100) };
}

/**
 * Where an advert leads: its own http(s) address (spec §5: only those are links), else its inner detail page
 * /{lang}/advertisement/{id} when it has one, else nowhere.
 */
export function advertHref(advert: Pick<AdvertItem, "id" | "url" | "hasInnerDetail">, lang: UrlLang): string | null {
  const url = advert.url?.trim();
  if (url && isHttpLink(url)) return url;
  return advert.hasInnerDetail ? `/${lang}/advertisement/${advert.id}` : null;
}

/** An advert as the slot and the carousel show it: JSON, so that it can travel to an island. */
export interface AdSlide {
  id: number;
  title: string;
  href: string | null;
  /** Open in a new window (only for an external link). */
  newWindow: boolean;
  /** The desktop image, or the default image when the advert has none. */
  cover: string;
  /** The mobile image, when the advert has its own. */
  respCover: string | null;
}
export function toAdSlide(advert: AdvertItem, lang: UrlLang): AdSlide {
  const href = advertHref(advert, lang);
  return {
    id: advert.id,
    title: advert.title,
    href,
    newWindow: Boolean(href && advert.newWindow && isHttpLink(href)),
    cover: advert.cover || advert.respCover || DEFAULT_AD_IMAGE,
    respCover: advert.respCover || null,
  };
}
