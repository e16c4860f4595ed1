import { campaignDashboard } from "./dashboard.ts";
import type { FastifyInstance } from "fastify";
import { campaignTags } from "@portal/contract/cache-tags";
import { campaignApi } from "@portal/contract/endpoints/campaign";
import {
  campaignParams,
  congratulationBody,
  congratulationsQuery,
  moderationBody,
  moderationParams,
  moderationQuery,
  ticketBody,
} from "@portal/contract/schemas/campaign";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { notFound, orNotFound } from "../../platform/errors.ts";
import { requireMember } from "../../platform/member-auth.ts";
import { enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { requireStaffToken } from "../../platform/staff-export.ts";
import {
  addCongratulation,
  eraseCampaignMember,
  findCampaign,
  listCongratulations,
  moderateCongratulation,
  moderationQueue,
  registerTicket,
  ticketStatus,
  toCampaign,
} from "./campaign-service.ts";
import { registerCampaignConsoleRoutes } from "./console-routes.ts";
import { campaignReplies } from "./replies.ts";

const MINUTE = 60_000;
/** Congratulation messages one member may send: a few in ten minutes, a handful a day. */
export const CONGRATULATE_LIMIT: Limit = { name: "congratulate", max: 3, windowMs: 10 * MINUTE };
export const CONGRATULATE_DAILY_LIMIT: Limit = { name: "congratulate-day", max: 10, windowMs: 24 * 60 * MINUTE };
/** Ticket registration attempts one member may make (each is refused once they hold a ticket). */
export const TICKET_LIMIT: Limit = { name: "campaign-ticket", max: 10, windowMs: 10 * MINUTE };

/** Campaign pages (docs/campaigns.md): the campaign, its congratulations and its tickets. */
function registerCampaignRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const campaignOf = async (slug: string) => {
    const row = await findCampaign(db, slug);
    if (!row) throw notFound();
    return row;
  };

  // Every public campaign answer is dropped when the console decides on a message (cache-tags.ts).
  const campaignAnswer = () => [campaignTags.all];

  defineRoute(app, campaignApi.detail, {
    params: campaignParams,
    cache: CACHE_PUBLIC_SHORT,
    tags: campaignAnswer,
    handler: async ({ params, locale }) => toCampaign(await campaignOf(params.slug), locale, deps.now()),
  });

  defineRoute(app, campaignApi.congratulations, {
    params: campaignParams,
    query: congratulationsQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: campaignAnswer,
    handler: async ({ params, query }) => listCongratulations(db, (await campaignOf(params.slug)).id, query),
  });

  defineRoute(app, campaignApi.congratulate, {
    params: campaignParams,
    body: congratulationBody,
    message: (result) => (result.pending ? campaignReplies.congratulationPending : undefined),
    handler: async ({ params, body, request }) => {
      const { memberId } = await requireMember(deps, request);
      const campaign = await campaignOf(params.slug);
      await enforceLimit(deps.kv, CONGRATULATE_LIMIT, String(memberId));
      await enforceLimit(deps.kv, CONGRATULATE_DAILY_LIMIT, String(memberId));
      return addCongratulation(db, campaign, memberId, body.message, deps.now());
    },
  });

  defineRoute(app, campaignApi.ticketStatus, {
    params: campaignParams,
    handler: async ({ params, request }) => {
      const { memberId } = await requireMember(deps, request);
      return ticketStatus(db, await campaignOf(params.slug), memberId, deps.now());
    },
  });

  defineRoute(app, campaignApi.registerTicket, {
    params: campaignParams,
    body: ticketBody,
    message: () => campaignReplies.ticketRegistered,
    handler: async ({ params, body, request }) => {
      const { memberId } = await requireMember(deps, request);
      const campaign = await campaignOf(params.slug);
      await enforceLimit(deps.kv, TICKET_LIMIT, String(memberId));
      return registerTicket(db, campaign, memberId, body, deps.now());
    },
  });

  // Moderation for staff until the console exists: a bearer token equal to MODERATION_TOKEN; refused when unset.
  defineRoute(app, campaignApi.moderationQueue, {
    params: campaignParams,
    query: moderationQuery,
    handler: async ({ params, query, request, reply }) => {
      requireStaffToken(deps.config.moderationToken, request);
      reply.header("cache-control", "no-store");
      const campaign = await campaignOf(params.slug);
      return moderationQueue(db, campaign.id, query.status, query);
    },
  });
  defineRoute(app, campaignApi.moderate, {
    params: moderationParams,
    body: moderationBody,
    handler: async ({ params, body, request }) => {
      requireStaffToken(deps.config.moderationToken, request);
      const campaign = await campaignOf(params.slug);
      return orNotFound(await moderateCongratulation(db, campaign.id, params.id, body.status));
    },
  });
}

export default defineModule({
  dashboard: campaignDashboard,
  routes: (app, deps) => {
    registerCampaignRoutes(app, deps);
    registerCampaignConsoleRoutes(app, deps);
  },
  eraseMember: eraseCampaignMember,
});
