import type { FastifyInstance } from "fastify";
import { quizConsoleApi } from "@portal/contract/endpoints/game-console";
import { idParams } from "@portal/contract/schemas/common";
import { consoleQuizListQuery, quizQuestionBody } from "@portal/contract/schemas/game/console";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { consoleQuizQuestion, createQuizQuestion, deleteQuizQuestion, listQuizDays, quizResults, updateQuizQuestion } from "./console-service.ts";

/** Marketing's quiz calls (`quizConsoleApi`; docs/console.md "Marketing"); who may call each is on its endpoint. */
export function registerQuizConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, quizConsoleApi.list, { deps, query: consoleQuizListQuery, handler: ({ query, locale }) => listQuizDays(deps.db, locale, deps.now(), query) });
  defineRoute(app, quizConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleQuizQuestion(deps, params.id) });
  defineRoute(app, quizConsoleApi.results, { deps, params: idParams, handler: ({ params }) => quizResults(deps.db, params.id) });
  defineRoute(app, quizConsoleApi.create, { deps, body: withoutNul(quizQuestionBody), handler: ({ body, request }) => createQuizQuestion(deps, staffActorOf(request), body) });
  defineRoute(app, quizConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(quizQuestionBody),
    handler: ({ params, body, request }) => updateQuizQuestion(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, quizConsoleApi.remove, { deps, params: idParams, handler: ({ params, request }) => deleteQuizQuestion(deps, staffActorOf(request), params.id) });
}
