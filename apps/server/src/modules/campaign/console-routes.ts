import type { FastifyInstance } from "fastify";
import { campaignConsoleApi } from "@portal/contract/endpoints/campaign";
import { idParams } from "@portal/contract/schemas/common";
import { congratulationDecisionBody, consoleCongratulationsQuery } from "@portal/contract/schemas/campaign";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { congratulationQueue, decideCongratulation } from "./console-service.ts";

/**
 * The console's moderation of congratulation messages (campaignConsoleApi; docs/campaigns.md "Moderation"): who may
 * call is declared on the endpoints (marketing, moderator, admin) and guarded by defineRoute with every write's CSRF
 * token; the rules and the audit are the service's.
 */
export function registerCampaignConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, campaignConsoleApi.congratulations, {
    deps,
    query: withoutNul(consoleCongratulationsQuery),
    handler: ({ query, locale }) => {
      const { page, pageSize, ...filter } = query;
      return congratulationQueue(deps.db, filter, { page, pageSize }, locale);
    },
  });

  defineRoute(app, campaignConsoleApi.decide, {
    deps,
    params: idParams,
    body: withoutNul(congratulationDecisionBody),
    handler: ({ params, body, request, locale }) => decideCongratulation(deps, staffActorOf(request), params.id, body, { locale, now: deps.now() }),
  });
}
