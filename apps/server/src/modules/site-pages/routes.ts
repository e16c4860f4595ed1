import { newsTags } from "@portal/contract/cache-tags";
import type { FastifyInstance } from "fastify";
import { sitePagesApi } from "@portal/contract/endpoints/site-pages";
import { latestQuery, pageItemQuery } from "@portal/contract/schemas/site-pages";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { orNotFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getAdvertising, getContactInformation, getSitePage, listLatest } from "./site-pages-service.ts";

/** Spec §7 CMS contact-information, advertising, page/item; the latest list (docs/site-pages.md). */
function registerSitePageRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  defineRoute(app, sitePagesApi.contactInformation, {
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale }) => orNotFound(await getContactInformation(db, locale)),
  });
  defineRoute(app, sitePagesApi.advertising, {
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale }) => orNotFound(await getAdvertising(db, locale)),
  });
  defineRoute(app, sitePagesApi.pageItem, {
    query: pageItemQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale, query }) => orNotFound(await getSitePage(db, locale, query.slug)),
  });
  defineRoute(app, sitePagesApi.latest, {
    query: latestQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.lists],
    handler: ({ locale, query }) => listLatest(db, locale, deps.now(), query),
  });
}

export default defineModule({ routes: registerSitePageRoutes });
