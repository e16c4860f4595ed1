import { CONSOLE_API_PATH, GET, POST } from "../endpoint.ts";
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
