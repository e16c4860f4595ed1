import type { FastifyInstance } from "fastify";
import { foodConsoleApi } from "@portal/contract/endpoints/food";
import { idParams } from "@portal/contract/schemas/common";
import { consoleFoodListQuery, foodBody, foodVisibilityBody } from "@portal/contract/schemas/food/console";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { consoleFood, createFood, foodOptions, listConsoleFood, setFoodVisibility, updateFood } from "./console-service.ts";

/** The producer's food calls (`foodConsoleApi`; docs/console.md "Food pages"); who may call each is on its endpoint. */
export function registerFoodConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, foodConsoleApi.list, { deps, query: consoleFoodListQuery, handler: ({ query, locale }) => listConsoleFood(deps.db, locale, deps.now(), query) });
  defineRoute(app, foodConsoleApi.options, { deps, handler: ({ locale }) => foodOptions(deps.db, locale) });
  defineRoute(app, foodConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleFood(deps, params.id) });
  defineRoute(app, foodConsoleApi.create, { deps, body: withoutNul(foodBody), handler: ({ body, request }) => createFood(deps, staffActorOf(request), body) });
  defineRoute(app, foodConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(foodBody),
    handler: ({ params, body, request }) => updateFood(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, foodConsoleApi.visibility, {
    deps,
    params: idParams,
    body: foodVisibilityBody,
    handler: ({ params, body, request }) => setFoodVisibility(deps, staffActorOf(request), params.id, body.published),
  });
}
