import type { UrlLang } from "@portal/contract/locales";
import type { FrameData } from "./frame-data.ts";

/** What routes/lang-layout.tsx's loader returns: the frame and the facts about the request it depends on. */
export interface FramePageData {
  lang: UrlLang;
  /** `?platform=…`: the page is shown inside an app; no notice bar, header, breadcrumb, footer, cookie bar, popup. */
  bare: boolean;
  home: boolean;
  pathname: string;
  pathWithQuery: string;
  clock: { date: string; time: string };
  frame: FrameData;
  /** The site's public address (PUBLIC_URL), for canonical and hreflang links. */
  origin?: string;
}

/** The route id of routes/lang-layout.tsx, for useRouteLoaderData and meta matches. */
export const LANG_LAYOUT_ROUTE_ID = "routes/lang-layout";

/**
 * The route id of the newsroom console's layout (routes/console/layout.tsx), whose data gives the console's
 * language: a preference of the staff member, not a part of its address (ADR 0014). Here, with the other id the
 * root reads, so that the root imports nothing of the console.
 */
export const CONSOLE_ROUTE_ID = "console";

/** What routes/console/layout.tsx's loader returns. */
export interface ConsoleData {
  lang: UrlLang;
}

export function isHomePath(pathname: string, lang: UrlLang): boolean {
  return pathname === `/${lang}` || pathname === `/${lang}/`;
}
