import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/not-found";
import type { RouteHandle } from "../context.ts";
import { translator } from "../i18n/define.ts";
import { pageMeta, frameDataOf } from "../layout/meta.ts";
import { layoutMessages } from "../layout/messages.ts";
import { NotFoundContent } from "../layout/NotFound.tsx";
import { LANG_LAYOUT_ROUTE_ID, type FramePageData } from "../layout/page-data.ts";

/** /{lang}/404 and every unknown path below /{lang}: the 404 page, answered with HTTP 404 in place (ADR 0004). */
export function loader() {
  return data({}, { status: 404 });
}

export const handle: RouteHandle = { hideBreadcrumb: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(layoutMessages, frameDataOf(matches)?.lang ?? "zh-hant");
  return [...pageMeta(matches, { title: t("notFoundTitle"), description: t("notFoundText") }), { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  const page = useRouteLoaderData<FramePageData>(LANG_LAYOUT_ROUTE_ID);
  if (!page) return null;
  return <NotFoundContent lang={page.lang} pathname={page.pathname} sections={page.frame.menu} />;
}
