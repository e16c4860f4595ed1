import type { ApiClient } from "@portal/contract/api-client";
import type { ApiLocale } from "@portal/contract/locales";

// What the server gives every loader (apps/server/src/platform/ssr.ts): the API, called in-process.
declare module "react-router" {
  interface AppLoadContext {
    apiFor(locale: ApiLocale): ApiClient;
    publicUrl: string;
    /** URL of the islands client script (see app/islands/client.tsx). */
    islandsEntry: string | null;
    /** Base URL of the statistics host (STATISTICS_URL), or null when statistics go to this server. */
    statisticsUrl: string | null;
    /** This render's Content-Security-Policy nonce: every inline script carries it (ADR 0009). */
    nonce: string;
  }
}

/** A route whose module exports `handle = { hydrate: "app" }` is hydrated whole by React Router. */
export interface RouteHandle {
  hydrate?: "app";
  /** Hides the breadcrumb on this screen (home, 404, game, news-topic, subject). */
  hideBreadcrumb?: boolean;
  /** The bare layout with the campaign's own top bar and footer (spec §2: tdm40 pages). */
  frame?: "campaign";
}
