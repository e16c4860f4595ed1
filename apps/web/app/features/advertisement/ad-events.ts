import { statisticsSiteId } from "@portal/contract/constants";
import type { StatisticsEventInput } from "@portal/contract/schemas/common";
import { advertisementApi } from "@portal/contract/endpoints/advertisement";
import { sendBeacon } from "../../browser/beacon.ts";
import { sendStatisticsEvent } from "../../browser/page-view.ts";

/** The statistics event of an advert seen or clicked (spec §7: ad_view, ad_click; source pc, platform web). */
export function adEvent(event: "ad_view" | "ad_click", advertId: number, host: string): StatisticsEventInput {
  return { event, object_id: advertId, source: "pc", platform: "web", site_id: statisticsSiteId(host) };
}

/** Adverts already counted as seen on this page: one ad_view per advert and page load. */
const seen = new Set<number>();

/** Whether an advert's view is still to be sent on this page (and marks it sent). */
export function firstView(advertId: number, registry: Set<number> = seen): boolean {
  if (registry.has(advertId)) return false;
  registry.add(advertId);
  return true;
}

/** Sends ad_view once per advert and page; statistics never break reading (failures are ignored). */
export function sendAdView(advertId: number, doc: Document = document): void {
  if (!firstView(advertId)) return;
  sendStatisticsEvent(adEvent("ad_view", advertId, doc.location.hostname), doc);
}

/**
 * A click: the ad_click statistics event and the advertisement click call (which counts clicks per advert, once
 * per visitor and advert in ten minutes). Both use keepalive, so the link is followed at once.
 */
export function sendAdClick(advertId: number, doc: Document = document): void {
  sendStatisticsEvent(adEvent("ad_click", advertId, doc.location.hostname), doc);
  sendBeacon(advertisementApi.click, { query: { id: advertId } });
}

/**
 * Calls `onVisible` once when at least half of `element` has been in view (IAB's display rule without the one
 * second, so that a quick scroll past still counts). Returns a cleanup function.
 */
export function whenHalfVisible(element: Element, onVisible: () => void): () => void {
  if (!("IntersectionObserver" in window)) {
    onVisible();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.5)) {
        observer.disconnect();
        onVisible();
      }
    },
    { threshold: [0.5] },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
