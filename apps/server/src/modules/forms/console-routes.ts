import type { FastifyInstance } from "fastify";
import { jobConsoleApi, tenderConsoleApi } from "@portal/contract/endpoints/forms";
import { idParams } from "@portal/contract/schemas/common";
import { jobBody, publicationBody, tenderBody } from "@portal/contract/schemas/forms/console";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import {
  consoleJob,
  consoleTender,
  createJob,
  createTender,
  listConsoleJobs,
  listConsoleTenders,
  setJobPublication,
  setTenderPublication,
  updateJob,
  updateTender,
} from "./postings-console-service.ts";

/**
 * Procurement's tender notices (`tenderConsoleApi`) and HR's job ads (`jobConsoleApi`); docs/console.md
 * "Procurement", "HR". Who may call each is declared on its endpoint.
 */
export function registerPostingsConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, tenderConsoleApi.list, { deps, handler: ({ locale }) => listConsoleTenders(deps, locale) });
  defineRoute(app, tenderConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleTender(deps, params.id) });
  defineRoute(app, tenderConsoleApi.create, {
    deps,
    body: withoutNul(tenderBody),
    handler: ({ body, request }) => createTender(deps, staffActorOf(request), body),
  });
  defineRoute(app, tenderConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(tenderBody),
    handler: ({ params, body, request }) => updateTender(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, tenderConsoleApi.publication, {
    deps,
    params: idParams,
    body: publicationBody,
    handler: ({ params, body, request }) => setTenderPublication(deps, staffActorOf(request), params.id, body.published),
  });

  defineRoute(app, jobConsoleApi.list, { deps, handler: ({ locale }) => listConsoleJobs(deps, locale) });
  defineRoute(app, jobConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleJob(deps, params.id) });
  defineRoute(app, jobConsoleApi.create, {
    deps,
    body: withoutNul(jobBody),
    handler: ({ body, request }) => createJob(deps, staffActorOf(request), body),
  });
  defineRoute(app, jobConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(jobBody),
    handler: ({ params, body, request }) => updateJob(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, jobConsoleApi.publication, {
    deps,
    params: idParams,
    body: publicationBody,
    handler: ({ params, body, request }) => setJobPublication(deps, staffActorOf(request), params.id, body.published),
  });
}
