import { newsTags } from "@portal/contract/cache-tags";
import type { FastifyInstance } from "fastify";
import { leaderboardApi } from "@portal/contract/endpoints/leaderboard";
import { leaderBoardQuery } from "@portal/contract/schemas/leaderboard";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { leaderBoard } from "./leaderboard-service.ts";

/** GET /api/v1.0/common/leader-board (docs/statistics.md "Leaderboard"). */
function registerLeaderboardRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, leaderboardApi.board, {
    query: leaderBoardQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.lists],
    handler: ({ query, locale }) => leaderBoard(deps.db, locale, deps.now(), query.limit),
  });
}

export default defineModule({ routes: registerLeaderboardRoutes });
