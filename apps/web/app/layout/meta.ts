import type { MetaDescriptor } from "react-router";
import { translator } from "../i18n/define.ts";
import { layoutMessages } from "./messages.ts";
import { LANG_LAYOUT_ROUTE_ID, type FramePageData } from "./page-data.ts";

type MetaMatch = { id: string; data?: unknown } | undefined;

/** The frame's loader data among a meta function's matches. */
export function frameDataOf(matches: ReadonlyArray<MetaMatch>): FramePageData | undefined {
  return matches.find((m) => m?.id === LANG_LAYOUT_ROUTE_ID)?.data as FramePageData | undefined;
}

/**
 * A page's <title> and description, with the site name from the site setting:
 * `export const meta: Route.MetaFunction = ({ matches, data }) => pageMeta(matches, { title: data.title })`.
 * Without a title the page is titled by the site name alone (the home page).
 */
export function pageMeta(matches: ReadonlyArray<MetaMatch>, page: { title?: string; description?: string } = {}): MetaDescriptor[] {
  const frame = frameDataOf(matches);
  const t = translator(layoutMessages, frame?.lang ?? "zh-hant");
  const siteName = frame?.frame.siteName ?? t("siteName");
  const title = page.title ? `${page.title} | ${siteName}` : siteName;
  const description = page.description ?? t("siteDescription");
  return [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title ?? siteName },
    { property: "og:description", content: description },
  ];
}
