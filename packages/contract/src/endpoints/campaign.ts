import { GET, POST } from "../endpoint.ts";
import type {
  Campaign,
  CampaignTicket,
  Congratulation,
  CongratulationInput,
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
