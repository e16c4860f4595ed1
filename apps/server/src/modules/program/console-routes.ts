import type { FastifyInstance } from "fastify";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import { idParams } from "@portal/contract/schemas/common";
import { episodeBody, programmeBody, programmeVisibilityBody } from "@portal/contract/schemas/program/console";
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
}
