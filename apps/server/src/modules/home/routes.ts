import { advertTags, newsTags } from "@portal/contract/cache-tags";
import type { FastifyInstance } from "fastify";
import { homeApi } from "@portal/contract/endpoints/home";
import type { Deps } from "../../platform/deps.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getHome } from "./service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/**
 * GET /api/v1.0/cms/home: the home page's adverts and news sections (HomeResponse). The spec does not show the
 * homepage call's path; this one sits with the other CMS calls (docs/api.md).
 */
export function registerHomeRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, homeApi.home, {
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.lists, advertTags.all],
    handler: ({ locale }) => getHome(deps.db, locale, deps.now()),
  });
}

export default defineModule({ routes: registerHomeRoutes });
