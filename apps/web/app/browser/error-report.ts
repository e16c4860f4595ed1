import { analysisApi } from "@portal/contract/endpoints/analysis";
import { sendBeacon } from "./beacon.ts";
import { whenAnalyticsAllowed } from "./cookie-consent.ts";

/**
 * Script errors of a reader's page go to the developers (spec §7 POST /api/analysis/report, docs/statistics.md):
 * uncaught errors and unhandled promise rejections, at most MAX_REPORTS a page, each bounded to what the call takes
 * (page path ≤ 300, message ≤ 500, source ≤ 300). Installed once by the islands client. Reports are analytics
 * (they carry the browser's user agent): sent only once the visitor has allowed them (docs/frame.md "Cookie consent").
 */
export const MAX_REPORTS = 5;

type Send = (endpoint: typeof analysisApi.report, input: { body: unknown }) => void;
interface ErrorTarget {
  addEventListener(type: "error" | "unhandledrejection", listener: (event: Event) => void): void;
}

const sendWithConsent: Send = (endpoint, input) => whenAnalyticsAllowed(() => sendBeacon(endpoint, input));

export function reportPageErrors(target: ErrorTarget, pagePath: () => string, send: Send = sendWithConsent): void {
  let sent = 0;
  const report = (message: string, source?: string) => {
    const text = message.trim().slice(0, 500);
    if (!text || sent >= MAX_REPORTS) return;
    sent += 1;
    const page = pagePath().slice(0, 300) || "/";
    send(analysisApi.report, { body: { kind: "error", page, message: text, ...(source ? { source: source.slice(0, 300) } : {}) } });
  };
  target.addEventListener("error", (event) => {
    const { error, message, filename, lineno, colno } = event as ErrorEvent;
    // A resource that failed to load (an image, a script file) also fires "error", without a message: not a script error.
    if (!message && !error) return;
    const name = error instanceof Error ? error.name : "Error";
    report(`${name}: ${error instanceof Error ? error.message : message}`, filename ? `${filename}:${lineno}:${colno}` : undefined);
  });
  target.addEventListener("unhandledrejection", (event) => {
    const reason = (event as PromiseRejectionEvent).reason as unknown;
    report(`Unhandled rejection: ${reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)}`);
  });
}
