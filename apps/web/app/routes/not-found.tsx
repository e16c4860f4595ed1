import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/not-found";
import type { RouteHandle } from "../context.ts";
import { notFoundMeta } from "../layout/meta.ts";
import { NotFoundContent } from "../layout/NotFound.tsx";
import { LANG_LAYOUT_ROUTE_ID, type FramePageData } from "../layout/page-data.ts";

/** /{lang}/404 and every unknown path below /{lang}: the 404 page, answered with HTTP 404 in place (ADR 0004). */
export function loader() {
  return data({}, { status: 404 });
}

export const handle: RouteHandle = { hideBreadcrumb: true };

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFound() {
  const page = useRouteLoaderData<FramePageData>(LANG_LAYOUT_ROUTE_ID);
  if (!page) return null;
  return <NotFoundContent lang={page.lang} pathname={page.pathname} sections={page.frame.menu} />;
}
