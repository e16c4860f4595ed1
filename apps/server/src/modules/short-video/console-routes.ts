import type { FastifyInstance } from "fastify";
import { shortVideoConsoleApi } from "@portal/contract/endpoints/short-video";
import { idParams } from "@portal/contract/schemas/common";
import { consoleShortVideoListQuery, shortVideoBody, shortVideoVisibilityBody } from "@portal/contract/schemas/short-video/console";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { consoleShortVideo, createShortVideo, listConsoleShortVideos, setShortVideoVisibility, shortVideoOptions, updateShortVideo } from "./console-service.ts";

/** The producer's short-video calls (`shortVideoConsoleApi`; docs/console.md "Producer"); who may call each is on its endpoint. */
export function registerShortVideoConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, shortVideoConsoleApi.list, { deps, query: consoleShortVideoListQuery, handler: ({ query, locale }) => listConsoleShortVideos(deps.db, locale, deps.now(), query) });
  defineRoute(app, shortVideoConsoleApi.options, { deps, handler: ({ locale }) => shortVideoOptions(deps.db, locale) });
  defineRoute(app, shortVideoConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleShortVideo(deps, params.id) });
  defineRoute(app, shortVideoConsoleApi.create, { deps, body: withoutNul(shortVideoBody), handler: ({ body, request }) => createShortVideo(deps, staffActorOf(request), body) });
  defineRoute(app, shortVideoConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(shortVideoBody),
    handler: ({ params, body, request }) => updateShortVideo(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, shortVideoConsoleApi.visibility, {
    deps,
    params: idParams,
    body: shortVideoVisibilityBody,
    handler: ({ params, body, request }) => setShortVideoVisibility(deps, staffActorOf(request), params.id, body.published),
  });
}
