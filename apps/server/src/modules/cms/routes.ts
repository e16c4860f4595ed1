import type { FastifyInstance } from "fastify";
import { optionalSlugQuery } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getNotices } from "../common/notice-service.ts";
import { getCmsCommon, getSiteSetting } from "../common/setting-service.ts";
import { getMenu } from "./menu-service.ts";

/** CMS calls under /api/v1.0/cms/. */
export function registerCmsRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/v1.0/cms/menu",
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getMenu(deps.db, locale),
  });

  // The same answer as /api/v1/common/setting.
  defineRoute(app, {
    method: "GET",
    url: "/api/v1.0/cms/common/setting",
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getSiteSetting(deps.db, locale, deps.now()),
  });

  // The site setting plus what the frame shows on every page (CmsCommon in the contract).
  defineRoute(app, {
    method: "GET",
    url: "/api/v1.0/cms/common",
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getCmsCommon(deps.db, locale, deps.now()),
  });

  // The same answer as /api/v1/notice.
  defineRoute(app, {
    method: "GET",
    url: "/api/v1.0/cms/notice",
    query: optionalSlugQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query, locale }) => getNotices(deps.db, locale, deps.now(), query.slug),
  });
}
