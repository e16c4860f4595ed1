import type { FastifyInstance } from "fastify";
import { quizTags } from "@portal/contract/cache-tags";
import { gameApi } from "@portal/contract/endpoints/game";
import { answerQuestionBody, awardListQuery } from "@portal/contract/schemas/game";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { requireMember } from "../../platform/member-auth.ts";
import { enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { answerQuestion, awardList, dayQuestion, myAnswer } from "./game-service.ts";
import { registerQuizConsoleRoutes } from "./console-routes.ts";
import { quizDashboard } from "./dashboard.ts";

/** Answers are once a day; this only stops a script hammering the call with one member's token. */
export const QUIZ_ANSWER_LIMIT: Limit = { name: "quiz-answer", max: 20, windowMs: 60_000 };

/** Spec §7 Game under /api/v1.0/game: the daily quiz (docs/game.md). */
function registerGameRoutes(app: FastifyInstance, deps: Deps): void {
  // The public answers that show a question or its day carry the tag the console's writes drop (cache-tags.ts).
  const tags = () => [quizTags.all];
  defineRoute(app, gameApi.dayQuestion, {
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: ({ locale }) => dayQuestion(deps.db, locale, deps.now()),
  });
  defineRoute(app, gameApi.answerQuestion, {
    body: answerQuestionBody,
    handler: async ({ body, locale, request }) => {
      const session = await requireMember(deps, request);
      await enforceLimit(deps.kv, QUIZ_ANSWER_LIMIT, String(session.memberId));
      return answerQuestion(deps.db, locale, session.memberId, body, deps.now());
    },
  });
  // The member's answer of today (an addition to the spec): the page is the same for everyone, this is not.
  defineRoute(app, gameApi.myAnswer, {
    handler: async ({ locale, request }) => {
      const session = await requireMember(deps, request);
      return myAnswer(deps.db, locale, session.memberId, deps.now());
    },
  });
  defineRoute(app, gameApi.awardList, {
    query: awardListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: ({ query }) => awardList(deps.db, deps.now(), query.date),
  });
  registerQuizConsoleRoutes(app, deps);
}

export default defineModule({ routes: registerGameRoutes, dashboard: quizDashboard });
