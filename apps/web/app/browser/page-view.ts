import { statisticsSiteId } from "@portal/contract/constants";
import { statisticsApi } from "@portal/contract/endpoints/statistics";
import type { StatisticsEventInput } from "@portal/contract/schemas/common";
import { sendBeacon } from "./beacon.ts";
import { whenAnalyticsAllowed } from "./cookie-consent.ts";

/** The statistics event of one page view (spec §7: event page, source pc, platform web). */
export function pageViewEvent(pathname: string, siteId: 0 | 1): StatisticsEventInput {
  return { event: "page", object_id: pathname.slice(0, 100), source: "pc", platform: "web", site_id: siteId };
}

/**
 * Sends a statistics event (a beacon) to the statistics host the server named on <html data-statistics>, else here.
 * Statistics are analytics (docs/frame.md "Cookie consent"): sent once the visitor has allowed them — at once if
 * they did before, else when they do on this page (held until then), never if they refuse.
 */
export function sendStatisticsEvent(event: StatisticsEventInput, doc: Document = document, gate: (send: () => void) => void = whenAnalyticsAllowed): void {
  gate(() => sendBeacon(statisticsApi.event, { body: event }, doc.documentElement.dataset.statistics ?? ""));
}

/** Sends one page view without holding the page up (once analytics are allowed, as every statistics event). */
export function sendPageView(doc: Document = document, gate: (send: () => void) => void = whenAnalyticsAllowed): void {
  sendStatisticsEvent(pageViewEvent(doc.location.pathname, statisticsSiteId(doc.location.hostname)), doc, gate);
}
