import { Outlet, data, isRouteErrorResponse, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/lang-layout";
import { isUrlLang, urlLangToApiLocale } from "@portal/contract/locales";
import type { RouteHandle } from "../context.ts";
import { translator } from "../i18n/define.ts";
import { CampaignBar, CampaignFooter } from "../features/campaign/CampaignFrame.tsx";
import { buildBreadcrumb, type BreadcrumbLoaderData, type Crumb } from "../layout/breadcrumb.ts";
import { loadFrame } from "../layout/frame-data.ts";
import { formatHeaderDate, macauTime } from "../layout/macau-time.ts";
import { layoutMessages } from "../layout/messages.ts";
import { notFoundMeta, pageMeta } from "../layout/meta.ts";
import { ErrorContent, NotFoundContent } from "../layout/NotFound.tsx";
import { isHomePath, LANG_LAYOUT_ROUTE_ID, type FramePageData } from "../layout/page-data.ts";
import { SiteFrame, type BareFrameParts } from "../layout/SiteFrame.tsx";
import { frameParts } from "./frame-parts.tsx";
import { flagQuery } from "../data/route-params.ts";

export const handle: RouteHandle = { query: { platform: flagQuery } };

/** The frame of every page below /{lang}: menu, setting, notices, cookie text, lunar date… each part optional. */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<FramePageData> {
  if (!isUrlLang(params.lang)) throw data(null, { status: 404 });
  const lang = params.lang;
  const url = new URL(request.url);
  const bare = url.searchParams.has("platform");
  const home = isHomePath(url.pathname, lang);
  const now = Date.now();
  const frame = await loadFrame(context.apiFor(urlLangToApiLocale(lang)), lang, { bare, home, now });
  return {
    lang,
    bare,
    home,
    pathname: url.pathname,
    pathWithQuery: url.pathname + url.search,
    clock: { date: formatHeaderDate(now, lang), time: macauTime(now) },
    frame,
    origin: context.publicUrl,
  };
}

/**
 * The default title and description; screens export their own `meta` with pageMeta (layout/meta.ts). A screen that
 * answered 404 is shown by this layout's error boundary, and gets the 404 page's head (noindex).
 */
export const meta: Route.MetaFunction = ({ matches, error }) =>
  isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta(matches) : pageMeta(matches);

/**
 * The breadcrumb of the matched screen: hidden on home and where a route's handle says so. Its own crumbs come
 * from its loader, else from the deepest route whose handle names some (handle.breadcrumb).
 */
function useCrumbs(page: FramePageData): Crumb[] {
  const matches = useMatches();
  const handles = matches.map((m) => m.handle as RouteHandle | undefined);
  if (page.home || page.bare || handles.some((h) => h?.hideBreadcrumb)) return [];
  const screen = matches[matches.length - 1];
  const extra = (screen?.data as BreadcrumbLoaderData | undefined)?.breadcrumb;
  const named = [...handles].reverse().find((h) => h?.breadcrumb)?.breadcrumb;
  return buildBreadcrumb({
    lang: page.lang,
    pathname: page.pathname,
    search: page.pathWithQuery.slice(page.pathname.length),
    menu: page.frame.menuTree,
    homeTitle: translator(layoutMessages, page.lang)("home"),
    extra: Array.isArray(extra) ? extra : undefined,
    route: named?.(page.lang),
  });
}

/** The bare layout's parts when the matched screen asks for it (handle.frame: the campaign pages). */
function useBareParts(page: FramePageData): BareFrameParts | undefined {
  const matches = useMatches();
  if (!matches.some((m) => (m.handle as RouteHandle | undefined)?.frame === "campaign")) return undefined;
  return {
    header: <CampaignBar lang={page.lang} frame={page.frame} pathWithQuery={page.pathWithQuery} />,
    footer: <CampaignFooter lang={page.lang} frame={page.frame} pathname={page.pathname} />,
  };
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  const crumbs = useCrumbs(loaderData);
  const bareParts = useBareParts(loaderData);
  return (
    <SiteFrame data={loaderData} crumbs={bareParts ? [] : crumbs} bareParts={bareParts} parts={frameParts}>
      <Outlet />
    </SiteFrame>
  );
}

/** A screen that fails (a 404 from its loader, an error) keeps the frame around its message. */
export function ErrorBoundary() {
  const error = useRouteError();
  const page = useRouteLoaderData<typeof loader>(LANG_LAYOUT_ROUTE_ID);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!page) throw error;
  const content =
    status === 404 ? (
      <NotFoundContent lang={page.lang} pathname={page.pathname} sections={page.frame.menu} />
    ) : (
      <ErrorContent lang={page.lang} status={status} />
    );
  return (
    <SiteFrame data={page} crumbs={[]} parts={frameParts}>
      {content}
    </SiteFrame>
  );
}
