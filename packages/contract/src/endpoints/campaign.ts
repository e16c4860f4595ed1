import { CONSOLE_API_PATH, GET, POST, PUT } from "../endpoint.ts";
import type {
  CampaignInput,
  CampaignTicketsQuery,
  CampaignVisibilityInput,
  ConsoleCampaign,
  ConsoleCampaignItem,
  ConsoleCampaignTickets,
  TicketCancelInput,
} from "../schemas/campaign/console.ts";
import type { Paged } from "../schemas/member.ts";
import type {
  Campaign,
  CampaignTicket,
  Congratulation,
  CongratulationDecisionInput,
  CongratulationInput,
  ConsoleCongratulation,
  ConsoleCongratulationsQuery,
  CongratulationPage,
  ModerationPage,
  ModeratedCongratulation,
  TicketInput,
  TicketStatus,
} from "../schemas/campaign.ts";
import type { PageQuery } from "./paging.ts";

/**
 * Campaign pages (spec §2 tdm40, tdm40-congratulate, tdm40-ticket). Spec §7 names no calls for them: these are the
 * portal's own (docs/campaigns.md). Unknown or unpublished campaigns answer 404.
 */
const BASE = "/api/v1.0/campaign";

export const campaignApi = {
  detail: GET(`${BASE}/:slug`).returns<Campaign>(),
  /** Approved messages only, newest first. */
  congratulations: GET(`${BASE}/:slug/congratulations`).query<PageQuery>().returns<CongratulationPage>(),
  /** Members only; a message awaits moderation when the campaign says so (`pending: true`). */
  congratulate: POST(`${BASE}/:slug/congratulations`).body<CongratulationInput>().returns<Congratulation>(),
  /** Members only: the tickets left and the member's own. */
  ticketStatus: GET(`${BASE}/:slug/ticket`).returns<TicketStatus>(),
  /** Members only: one ticket per member and per phone, while tickets remain. */
  registerTicket: POST(`${BASE}/:slug/ticket`).body<TicketInput>().returns<CampaignTicket>(),
  /** Staff (bearer MODERATION_TOKEN): the messages of one status, oldest first, to moderate. */
  moderationQueue: GET(`/api/staff/campaign/:slug/congratulations`)
    .query<PageQuery & { status?: "pending" | "approved" | "rejected" }>()
    .returns<ModerationPage>(),
  /** Staff (bearer MODERATION_TOKEN): approve or reject one message. */
  moderate: POST(`/api/staff/campaign/:slug/congratulations/:id`).body<{ status: "approved" | "rejected" }>().returns<ModeratedCongratulation>(),
};

/**
 * The console's moderation of congratulation messages (docs/campaigns.md "Moderation"): for marketing (who run the
 * campaigns), moderators and administrators. Every decision is audited; a rejection tells the member why.
 */
const CONGRATULATION_MODERATORS = ["marketing", "moderator", "admin"] as const;

export const campaignConsoleApi = {
  /** The queue: messages of one status (pending by default), of every campaign or one, oldest first. */
  congratulations: GET(`${CONSOLE_API_PATH}/v1/congratulations`).access(CONGRATULATION_MODERATORS).query<ConsoleCongratulationsQuery>().returns<Paged<ConsoleCongratulation>>(),
  /** Approve a message (it appears on the campaign page at once), or reject it with a reason. */
  decide: POST(`${CONSOLE_API_PATH}/v1/congratulations/:id`).access(CONGRATULATION_MODERATORS).body<CongratulationDecisionInput>().returns<ConsoleCongratulation>(),
};

const CONSOLE_CAMPAIGNS = `${CONSOLE_API_PATH}/v1/campaigns`;
/** Who runs the campaign pages and their tickets. */
export const CAMPAIGN_MANAGERS = ["marketing", "admin"] as const;

/**
 * The campaign pages and their tickets in the console (docs/campaigns.md "The campaign pages in the console"): list,
 * create, edit, publish or unpublish a campaign; its ticket registrations (also as CSV), and cancelling one with a
 * reason the member is told. Audited; the public campaign answers (`campaign:all`) are dropped after each write.
 */
export const campaignPagesConsoleApi = {
  list: GET(CONSOLE_CAMPAIGNS).access(CAMPAIGN_MANAGERS).returns<ConsoleCampaignItem[]>(),
  get: GET(`${CONSOLE_CAMPAIGNS}/:id`).access(CAMPAIGN_MANAGERS).returns<ConsoleCampaign>(),
  create: POST(CONSOLE_CAMPAIGNS).access(CAMPAIGN_MANAGERS).body<CampaignInput>().returns<ConsoleCampaign>(),
  update: PUT(`${CONSOLE_CAMPAIGNS}/:id`).access(CAMPAIGN_MANAGERS).body<CampaignInput>().returns<ConsoleCampaign>(),
  visibility: POST(`${CONSOLE_CAMPAIGNS}/:id/visibility`).access(CAMPAIGN_MANAGERS).body<CampaignVisibilityInput>().returns<ConsoleCampaign>(),
  /** The registrations, newest first, paged; or every one as CSV (format=csv). */
  tickets: GET(`${CONSOLE_CAMPAIGNS}/:id/tickets`).access(CAMPAIGN_MANAGERS).query<CampaignTicketsQuery>().returns<ConsoleCampaignTickets>(),
  /** Cancels a registration: the ticket goes back to the stock, the member is told the reason. */
  cancelTicket: POST(`${CONSOLE_CAMPAIGNS}/:id/tickets/:ticketId/cancel`).access(CAMPAIGN_MANAGERS).body<TicketCancelInput>().returns<ConsoleCampaignTickets["campaign"]>(),
};
