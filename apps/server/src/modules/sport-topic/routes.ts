import type { FastifyInstance } from "fastify";
import { sportTopicApi } from "@portal/contract/endpoints/sport-topic";
import { sportTopicItemParams, sportTopicParams } from "@portal/contract/schemas/sport-topic";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { orNotFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getSportTopic, getSportTopicItem } from "./sport-topic-service.ts";

/** Sport topics (docs/campaigns.md): public, cached for a minute. */
function registerSportTopicRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, sportTopicApi.detail, {
    params: sportTopicParams,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, locale }) => orNotFound(await getSportTopic(deps.db, params.slug, locale, deps.now())),
  });
  defineRoute(app, sportTopicApi.item, {
    params: sportTopicItemParams,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, locale }) => orNotFound(await getSportTopicItem(deps.db, params.slug, params.id, locale, deps.now())),
  });
}

export default defineModule({ routes: registerSportTopicRoutes });
