import type { FastifyInstance } from "fastify";
import { advertTags } from "@portal/contract/cache-tags";
import { advertisementApi } from "@portal/contract/endpoints/advertisement";
import {
  advertisementClickQuery,
  advertisementDetailQuery,
  advertisementListQuery,
  type AdvertisementClick,
} from "@portal/contract/schemas/advertisement";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { clientAddressKey, enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { countClick, getAdvertisement, getAdvertisementPage, listAdvertisements } from "./advertisement-service.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { registerBannerRoutes } from "./banner-routes.ts";
import { registerAdvertConsoleRoutes } from "./console-routes.ts";
import { advertDashboard } from "./dashboard.ts";

/** Every public advert and banner answer is dropped when the console changes an advert (cache-tags.ts). */
export const advertAnswer = () => [advertTags.all];

/** Clicks one client may send per minute, over all adverts: a person never comes near it, a script stops. */
export const AD_CLICK_LIMIT: Limit = { name: "ad-click", max: 30, windowMs: 60_000 };
/** One client's clicks on one advert count once per window: repeated clicks answer 200 but are not counted. */
export const AD_CLICK_DEDUP_MS = 10 * 60_000;

/** Advertisement calls of spec §7. */
export function registerAdvertisementRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  defineRoute(app, advertisementApi.list, {
    query: advertisementListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: advertAnswer,
    handler: ({ query, locale }) => listAdvertisements(db, query.slug, locale, deps.now()),
  });

  defineRoute(app, advertisementApi.detail, {
    query: advertisementDetailQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: advertAnswer,
    handler: async ({ query, locale }) => {
      const advert = await getAdvertisement(db, query.id, locale, deps.now(), query.preview === "1");
      if (!advert) throw notFound();
      return advert;
    },
  });

  defineRoute(app, advertisementApi.pageDetail, {
    query: advertisementDetailQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: advertAnswer,
    handler: async ({ query, locale }) => {
      const page = await getAdvertisementPage(db, query.id, locale, deps.now(), query.preview === "1");
      if (!page) throw notFound();
      return page;
    },
  });

  defineRoute(app, advertisementApi.click, {
    query: advertisementClickQuery,
    handler: async ({ query, request }): Promise<AdvertisementClick> => {
      const client = clientAddressKey(request.ip);
      await enforceLimit(deps.kv, AD_CLICK_LIMIT, client);
      // The first click of a client on an advert within the window counts; the rest are answered, not counted.
      const first = (await deps.kv.incr(`ad-click-seen:${query.id}:${client}`, AD_CLICK_DEDUP_MS)) === 1;
      const result = await countClick(db, query.id, deps.now(), first);
      if (!result) throw notFound();
      return { id: query.id, url: result.url, counted: first };
    },
  });
}

export default defineModule({
  routes(app, deps) {
    registerAdvertisementRoutes(app, deps);
    registerBannerRoutes(app, deps);
    registerAdvertConsoleRoutes(app, deps);
  },
  dashboard: advertDashboard,
});
