import type { FastifyInstance } from "fastify";
import { advertConsoleApi } from "@portal/contract/endpoints/advertisement-console";
import { advertBody, advertOrderBody, advertReportQuery, advertVisibilityBody, consoleAdvertListQuery } from "@portal/contract/schemas/advertisement/console";
import { idParams } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { advertReport, consoleAdvert, createAdvert, deleteAdvert, listConsoleAdverts, orderAdverts, setAdvertVisibility, updateAdvert } from "./console-service.ts";

/** Marketing's advert and banner calls (`advertConsoleApi`; docs/console.md "Marketing"); who may call each is on its endpoint. */
export function registerAdvertConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, advertConsoleApi.list, { deps, query: consoleAdvertListQuery, handler: ({ query, locale }) => listConsoleAdverts(deps.db, locale, deps.now(), query.slot) });
  defineRoute(app, advertConsoleApi.report, { deps, query: advertReportQuery, handler: ({ query, locale }) => advertReport(deps.db, locale, deps.now(), query) });
  defineRoute(app, advertConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleAdvert(deps, params.id) });
  defineRoute(app, advertConsoleApi.create, { deps, body: withoutNul(advertBody), handler: ({ body, request }) => createAdvert(deps, staffActorOf(request), body) });
  defineRoute(app, advertConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(advertBody),
    handler: ({ params, body, request }) => updateAdvert(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, advertConsoleApi.visibility, {
    deps,
    params: idParams,
    body: advertVisibilityBody,
    handler: ({ params, body, request }) => setAdvertVisibility(deps, staffActorOf(request), params.id, body.published),
  });
  defineRoute(app, advertConsoleApi.order, {
    deps,
    body: advertOrderBody,
    handler: ({ body, request, locale }) => orderAdverts(deps, staffActorOf(request), locale, body.slot, body.advertIds),
  });
  defineRoute(app, advertConsoleApi.remove, { deps, params: idParams, handler: ({ params, request, locale }) => deleteAdvert(deps, staffActorOf(request), locale, params.id) });
}
