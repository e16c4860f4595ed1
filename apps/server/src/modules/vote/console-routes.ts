import type { FastifyInstance } from "fastify";
import { voteConsoleApi } from "@portal/contract/endpoints/vote";
import { idParams } from "@portal/contract/schemas/common";
import { consoleVoteListQuery, voteBody, voteOptionBody, voteOptionOrderBody } from "@portal/contract/schemas/vote/console";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import {
  addOption,
  consoleVote,
  createVote,
  listConsoleVotes,
  orderOptions,
  removeOption,
  setVoteWindow,
  updateOption,
  updateVote,
  voteResults,
} from "./console-service.ts";

/**
 * Marketing's vote calls (`voteConsoleApi`; docs/console.md "Marketing"). Who may call each (marketing and
 * administrators) is declared on its endpoint.
 */
export function registerVoteConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, voteConsoleApi.list, { deps, query: consoleVoteListQuery, handler: ({ query, locale }) => listConsoleVotes(deps.db, locale, deps.now(), query) });
  defineRoute(app, voteConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleVote(deps, params.id) });
  defineRoute(app, voteConsoleApi.results, { deps, params: idParams, handler: ({ params, locale }) => voteResults(deps, params.id, locale) });
  defineRoute(app, voteConsoleApi.create, {
    deps,
    body: withoutNul(voteBody),
    handler: ({ body, request }) => createVote(deps, staffActorOf(request), body),
  });
  defineRoute(app, voteConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(voteBody),
    handler: ({ params, body, request }) => updateVote(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, voteConsoleApi.open, { deps, params: idParams, handler: ({ params, request }) => setVoteWindow(deps, staffActorOf(request), params.id, "open") });
  defineRoute(app, voteConsoleApi.close, { deps, params: idParams, handler: ({ params, request }) => setVoteWindow(deps, staffActorOf(request), params.id, "close") });
  defineRoute(app, voteConsoleApi.addOption, {
    deps,
    params: idParams,
    body: withoutNul(voteOptionBody),
    handler: ({ params, body, request }) => addOption(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, voteConsoleApi.orderOptions, {
    deps,
    params: idParams,
    body: voteOptionOrderBody,
    handler: ({ params, body, request }) => orderOptions(deps, staffActorOf(request), params.id, body.optionIds),
  });
  defineRoute(app, voteConsoleApi.updateOption, {
    deps,
    params: idParams,
    body: withoutNul(voteOptionBody),
    handler: ({ params, body, request }) => updateOption(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, voteConsoleApi.removeOption, { deps, params: idParams, handler: ({ params, request }) => removeOption(deps, staffActorOf(request), params.id) });
}
