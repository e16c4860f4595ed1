import type { FastifyInstance } from "fastify";
import { foodTags } from "@portal/contract/cache-tags";
import { foodApi } from "@portal/contract/endpoints/food";
import { idParams } from "@portal/contract/schemas/common";
import { foodListQuery } from "@portal/contract/schemas/food";
import type { Deps } from "../../platform/deps.ts";
import { defineModule, type Wiring } from "../../platform/domain-module.ts";
import { orNotFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { foodCounter, getFood, listFood, listFoodCategories } from "./food-service.ts";
import { registerFoodConsoleRoutes } from "./console-routes.ts";

/** The kind name of food items' likes (stored with every row: never rename it). */
export const FOOD_KIND = "food";

/** Spec §7 Food (docs/media.md). Likes are the interactions service's: the member's token, limits. */
function registerFoodRoutes(app: FastifyInstance, deps: Deps, wiring: Wiring): void {
  const { db } = deps;
  // Every public answer carries the tag the console's writes drop (cache-tags.ts), so its changes show at once.
  const tags = () => [foodTags.all];
  defineRoute(app, foodApi.list, {
    query: foodListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: ({ locale, query }) => listFood(db, locale, deps.now(), query),
  });
  defineRoute(app, foodApi.categories, {
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: ({ locale }) => listFoodCategories(db, locale, deps.now()),
  });
  defineRoute(app, foodApi.detail, {
    params: idParams,
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: async ({ locale, params }) => orNotFound(await getFood(db, locale, deps.now(), params.id)),
  });
  wiring.interactions.registerRoutes(app, { kind: FOOD_KIND, likeState: foodApi.likeState, like: foodApi.like, cancelLike: foodApi.likeCancel });
  registerFoodConsoleRoutes(app, deps);
}

export default defineModule({
  routes: registerFoodRoutes,
  contentKinds: (deps) => [{ kind: FOOD_KIND, visible: (id, now) => foodCounter.visible(deps.db, id, now), adjust: foodCounter.adjust }],
});
