import { statisticsSiteId } from "@portal/contract/constants";
import type { StatisticsEventInput } from "@portal/contract/schemas/common";

/** The statistics event of one page view (spec §7: event page, source pc, platform web). */
export function pageViewEvent(pathname: string, siteId: 0 | 1): StatisticsEventInput {
  return { event: "page", object_id: pathname.slice(0, 100), source: "pc", platform: "web", site_id: siteId };
}

/** Where page views go: the statistics host the server named on <html data-statistics>, else this origin. */
export function statisticsEndpoint(base: string | undefined): string {
  return `${(base ?? "").replace(/\/+$/, "")}/api/v2.0/statistics`;
}

/**
 * Sends one page view without holding the page up: `keepalive` lets it finish when the visitor leaves at once.
 * The short answer is read and dropped: an unread body leaves the request open in the browser, so the page never
 * looks settled (to Lighthouse, to test tools). Failures are ignored: statistics never break reading.
 */
export function sendPageView(doc: Document = document): void {
  const root = doc.documentElement;
  const event = pageViewEvent(doc.location.pathname, statisticsSiteId(doc.location.hostname));
  void fetch(statisticsEndpoint(root.dataset.statistics), {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
  })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
