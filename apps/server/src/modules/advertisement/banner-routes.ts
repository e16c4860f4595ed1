import { advertisementApi } from "@portal/contract/endpoints/advertisement";
import type { FastifyInstance } from "fastify";
import { advertTags } from "@portal/contract/cache-tags";
import { idQuery, slugQuery } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { orNotFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getBannerDetail, listBanners } from "./banner-service.ts";

/** The common banner calls (spec §7 Common banner): the same adverts as the advertisement calls, by slot. */
export function registerBannerRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, advertisementApi.bannerList, {
    query: slugQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [advertTags.all],
    handler: ({ query, locale }) => listBanners(deps.db, query.slug, locale, deps.now()),
  });

  defineRoute(app, advertisementApi.bannerDetail, {
    query: idQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [advertTags.all],
    handler: async ({ query, locale }) => orNotFound(await getBannerDetail(deps.db, query.id, locale, deps.now())),
  });
}
