import { BREAKPOINT_MOBILE_PX } from "@portal/contract/constants";
import { adRatioOf, DEFAULT_AD_COVER } from "@portal/contract/ad-slots";
import type { UrlLang } from "@portal/contract/locales";
import type { AdvertItem } from "@portal/contract/schemas/common";
import { isHttpLink, isSitePath } from "@portal/contract/links";

/** Shown where an advert has no image, or where its image fails to load (spec §8). */
export const DEFAULT_AD_IMAGE = DEFAULT_AD_COVER;

/** The media query of the mobile layout (spec §9: below 576 px), where an advert's respCover replaces its cover. */
export const MOBILE_MEDIA = `(max-width: ${BREAKPOINT_MOBILE_PX - 0.02}px)`;

/** Height as a percentage of width, on desktop and on mobile, for a slot and the adverts it shows. */
export interface SlotRatios {
  desktop: number;
  mobile: number;
}
/**
 * The slot's ratios (the contract's map of the four ratios of spec §9 to slots: adRatioOf). On mobile the respCover
 * ratio applies only when at least one advert of the slot has a respCover; otherwise the cover keeps its desktop
 * ratio.
 */
export function slotRatios(slot: string, adverts: ReadonlyArray<Pick<AdvertItem, "respCover">>): SlotRatios {
  const { desktop, mobile } = adRatioOf(slot);
  return { desktop, mobile: adverts.some((a) => a.respCover) ? mobile : desktop };
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
 * Where an advert leads: its own address — http(s), or a path of this site, as the console accepts (never another
 * scheme, nor a path that browsers read as another host) —, else its inner detail page /{lang}/advertisement/{id}
 * when it has one, else nowhere.
 */
export function advertHref(advert: Pick<AdvertItem, "id" | "url" | "hasInnerDetail">, lang: UrlLang): string | null {
  const url = advert.url?.trim();
  // A path of this site is what the console accepts besides an http(s) address (an advert for a programme page).
  if (url && (isHttpLink(url) || isSitePath(url))) return url;
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
