import type { ApiClient } from "@portal/contract/api-client";
import type { ApiLocale } from "@portal/contract/locales";
import type { QueryRule } from "./data/route-params.ts";
import type { RouteBreadcrumb } from "./layout/breadcrumb.ts";

// What the server gives every loader (apps/server/src/platform/ssr.ts): the API, called in-process.
declare module "react-router" {
  interface AppLoadContext {
    /**
     * The API in a language. `caller.cookie`: the request's cookies, passed on to the call — only a console page's
     * render has them (the staff session; ADR 0014), and its calls are never shared with another render.
     */
    apiFor(locale: ApiLocale, caller?: { cookie?: string | null }): ApiClient;
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
  /** false: the pages below this route are no readers' visits and send no page view (the newsroom console). */
  pageView?: false;
  /** Hides the breadcrumb on this screen (home, 404, game, news-topic, subject). */
  hideBreadcrumb?: boolean;
  /**
   * The screen's crumbs when the menu does not name the page and its loader gives none (layout/breadcrumb.ts:
   * `titleCrumb(messages, key)`, or a function of the language). The deepest matched route's counts.
   */
  breadcrumb?: RouteBreadcrumb;
  /** The bare layout with the campaign's own top bar and footer (spec §2: tdm40 pages). */
  frame?: "campaign";
  /**
   * The query parameters the route's loader reads, each with its rule (data/route-params.ts). The server renders a
   * page with the parameters its matched routes declare, and no other: any other is redirected away (301), so a
   * random query cannot force a render (apps/server/src/platform/page-query.ts). A route that reads none declares none.
   */
  query?: Readonly<Record<string, QueryRule>>;
  /**
   * Parameters only the browser reads (screens hydrated whole: a social sign-in's hand-over code, an activation
   * hash): kept in the address, never seen by the render nor kept in a cached page.
   */
  browserQuery?: readonly string[];
}
