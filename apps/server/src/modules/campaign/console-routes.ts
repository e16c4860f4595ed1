import type { FastifyInstance } from "fastify";
import { campaignConsoleApi, campaignPagesConsoleApi } from "@portal/contract/endpoints/campaign";
import { idParams } from "@portal/contract/schemas/common";
import { congratulationDecisionBody, consoleCongratulationsQuery } from "@portal/contract/schemas/campaign";
import { campaignBody, campaignTicketParams, campaignTicketsQuery, campaignVisibilityBody, ticketCancelBody } from "@portal/contract/schemas/campaign/console";
import type { Deps } from "../../platform/deps.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { sendCsv, toCsv } from "../../platform/staff-export.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { congratulationQueue, decideCongratulation } from "./console-service.ts";
import {
  CAMPAIGN_TICKET_CSV_COLUMNS,
  campaignTicketExport,
  campaignTicketList,
  cancelCampaignTicket,
  consoleCampaign,
  createCampaign,
  listConsoleCampaigns,
  setCampaignVisibility,
  updateCampaign,
} from "./pages-console-service.ts";

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

  registerCampaignPagesConsoleRoutes(app, deps);
}

/** Marketing's campaign pages and their tickets (`campaignPagesConsoleApi`; docs/campaigns.md "The campaign pages in the console"). */
function registerCampaignPagesConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  defineRoute(app, campaignPagesConsoleApi.list, { deps, handler: ({ locale }) => listConsoleCampaigns(db, locale, deps.now()) });
  defineRoute(app, campaignPagesConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleCampaign(db, params.id, deps.now()) });
  defineRoute(app, campaignPagesConsoleApi.create, { deps, body: withoutNul(campaignBody), handler: ({ body, request }) => createCampaign(deps, staffActorOf(request), body) });
  defineRoute(app, campaignPagesConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(campaignBody),
    handler: ({ params, body, request }) => updateCampaign(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, campaignPagesConsoleApi.visibility, {
    deps,
    params: idParams,
    body: campaignVisibilityBody,
    handler: ({ params, body, request }) => setCampaignVisibility(deps, staffActorOf(request), params.id, body.published),
  });
  defineRoute(app, campaignPagesConsoleApi.tickets, {
    deps,
    params: idParams,
    query: campaignTicketsQuery,
    handler: async ({ params, query, locale, reply }) => {
      if (query.format === "json") return campaignTicketList(db, params.id, { page: query.page, pageSize: query.pageSize }, locale);
      const { slug, rows } = await campaignTicketExport(db, params.id);
      return sendCsv(reply, `tickets-${slug}-${macauDate(deps.now())}.csv`, toCsv(CAMPAIGN_TICKET_CSV_COLUMNS, rows));
    },
  });
  defineRoute(app, campaignPagesConsoleApi.cancelTicket, {
    deps,
    params: campaignTicketParams,
    body: withoutNul(ticketCancelBody),
    handler: ({ params, body, request, locale }) => cancelCampaignTicket(deps, staffActorOf(request), params, body.reason, locale),
  });
}
