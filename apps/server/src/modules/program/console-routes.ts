import type { FastifyInstance } from "fastify";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import { idParams } from "@portal/contract/schemas/common";
import { episodeBody, featureBody, hostBody, programmeBody, programmeVisibilityBody } from "@portal/contract/schemas/program/console";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import {
  consoleProgramme,
  createEpisode,
  createProgramme,
  deleteEpisode,
  listConsoleProgrammes,
  programmeOptions,
  setProgrammeVisibility,
  updateEpisode,
  updateProgramme,
} from "./console-service.ts";
import { createFeature, deleteFeature, updateFeature } from "./feature-console.ts";
import { createHost, deleteHost, listConsoleHosts, updateHost } from "./host-console.ts";

/**
 * The producer's programme and episode calls (`programConsoleApi`; docs/console.md "Producer"). Who may call each
 * (producers and administrators) is declared on its endpoint.
 */
export function registerProgramConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, programConsoleApi.list, { deps, handler: ({ locale }) => listConsoleProgrammes(deps.db, locale) });
  defineRoute(app, programConsoleApi.options, { deps, handler: ({ locale }) => programmeOptions(deps.db, locale) });
  defineRoute(app, programConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleProgramme(deps.db, params.id) });
  defineRoute(app, programConsoleApi.create, {
    deps,
    body: withoutNul(programmeBody),
    handler: ({ body, request }) => createProgramme(deps, staffActorOf(request), body),
  });
  defineRoute(app, programConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(programmeBody),
    handler: ({ params, body, request }) => updateProgramme(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, programConsoleApi.visibility, {
    deps,
    params: idParams,
    body: programmeVisibilityBody,
    handler: ({ params, body, request }) => setProgrammeVisibility(deps, staffActorOf(request), params.id, body.published),
  });
  defineRoute(app, programConsoleApi.createEpisode, {
    deps,
    params: idParams,
    body: withoutNul(episodeBody),
    handler: ({ params, body, request }) => createEpisode(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, programConsoleApi.updateEpisode, {
    deps,
    params: idParams,
    body: withoutNul(episodeBody),
    handler: ({ params, body, request }) => updateEpisode(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, programConsoleApi.deleteEpisode, {
    deps,
    params: idParams,
    handler: ({ params, request }) => deleteEpisode(deps, staffActorOf(request), params.id),
  });
  defineRoute(app, programConsoleApi.createFeature, {
    deps,
    params: idParams,
    body: withoutNul(featureBody),
    handler: ({ params, body, request }) => createFeature(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, programConsoleApi.updateFeature, {
    deps,
    params: idParams,
    body: withoutNul(featureBody),
    handler: ({ params, body, request }) => updateFeature(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, programConsoleApi.deleteFeature, {
    deps,
    params: idParams,
    handler: ({ params, request }) => deleteFeature(deps, staffActorOf(request), params.id),
  });
  defineRoute(app, programConsoleApi.hosts, { deps, handler: ({ locale }) => listConsoleHosts(deps.db, locale) });
  defineRoute(app, programConsoleApi.createHost, {
    deps,
    body: withoutNul(hostBody),
    handler: ({ body, request, locale }) => createHost(deps, staffActorOf(request), locale, body),
  });
  defineRoute(app, programConsoleApi.updateHost, {
    deps,
    params: idParams,
    body: withoutNul(hostBody),
    handler: ({ params, body, request, locale }) => updateHost(deps, staffActorOf(request), locale, params.id, body),
  });
  defineRoute(app, programConsoleApi.deleteHost, {
    deps,
    params: idParams,
    handler: ({ params, request }) => deleteHost(deps, staffActorOf(request), params.id),
  });
}
