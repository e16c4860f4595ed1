import { z } from "zod";
import { zVisibleLines } from "../../validation.ts";
import { idSchema, pagingQuery, slugSchema } from "../common.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zMacauMinute, zSitePicture } from "../news/console.ts";

/**
 * Marketing's campaign pages in the console (endpoints/campaign.ts `campaignPagesConsoleApi`; docs/console.md
 * "Marketing", docs/campaigns.md "The campaign pages in the console"). The fields are the campaign row's: texts in four
 * locales (zh_TW required for the titles; the public pages write them as text), the hero picture (the console's
 * upload), the gala and its ticket window in Macau minutes, the stock. The rules between fields (a free address, the
 * window's end after its start, a total not below the tickets given) are the server's, refused in the request's
 * language. Shared by server and console.
 */
export const CAMPAIGN_TITLE_MAX = 200;
export const CAMPAIGN_SUBTITLE_MAX = 300;
export const CAMPAIGN_INTRO_MAX = 2_000;
export const CAMPAIGN_TICKETS_MAX = 100_000;
export const TICKET_CANCEL_REASON_MAX = 300;

/** Where a campaign stands: not published (draft), published before its ticket window (scheduled), in it (open), after it (closed). */
export const CAMPAIGN_STATUSES = ["draft", "scheduled", "open", "closed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** POST …/campaigns, PUT …/campaigns/:id. The milestones (the timeline) are kept as they are. */
export const campaignBody = z
  .object({
    slug: slugSchema,
    title: localized(CAMPAIGN_TITLE_MAX, true),
    subtitle: localized(CAMPAIGN_SUBTITLE_MAX, false),
    intro: localized(CAMPAIGN_INTRO_MAX, false),
    cover: zSitePicture.nullable().default(null),
    /** New congratulation messages wait for approval. */
    congratulationsModerated: z.boolean(),
    eventTitle: localized(CAMPAIGN_TITLE_MAX, true),
    eventVenue: localized(CAMPAIGN_TITLE_MAX, true),
    eventStartsAt: zMacauMinute,
    /** The ticket registration window. */
    ticketsOpenAt: zMacauMinute,
    ticketsCloseAt: zMacauMinute,
    ticketsTotal: z.number().int().min(0).max(CAMPAIGN_TICKETS_MAX),
    published: z.boolean(),
  })
  .strict();
export type CampaignInput = z.input<typeof campaignBody>;

/** POST …/campaigns/:id/visibility. */
export const campaignVisibilityBody = z.object({ published: z.boolean() }).strict();
export type CampaignVisibilityInput = z.input<typeof campaignVisibilityBody>;

/** GET …/campaigns/:id/tickets: newest first, paged, or every one as CSV (format=csv). */
export const campaignTicketsQuery = pagingQuery.extend({ format: z.enum(["json", "csv"]).default("json") });
export type CampaignTicketsQuery = z.input<typeof campaignTicketsQuery>;

export const campaignTicketParams = z.object({ id: idSchema, ticketId: idSchema });

/** POST …/campaigns/:id/tickets/:ticketId/cancel: the reason, which the member is told. */
export const ticketCancelBody = z
  .object({ reason: zVisibleLines.pipe(z.string().min(2).max(TICKET_CANCEL_REASON_MAX)) })
  .strict();
export type TicketCancelInput = z.input<typeof ticketCancelBody>;

export interface ConsoleCampaignItem {
  id: number;
  slug: string;
  /** In the console's language. */
  title: string;
  status: CampaignStatus;
  published: boolean;
  /** The ticket window (ISO instants). */
  ticketsOpenAt: string;
  ticketsCloseAt: string;
  ticketsTotal: number;
  ticketsTaken: number;
  pendingCongratulations: number;
}

export interface ConsoleCampaign {
  id: number;
  slug: string;
  status: CampaignStatus;
  title: ConsoleText;
  subtitle: ConsoleText;
  intro: ConsoleText;
  cover: string | null;
  congratulationsModerated: boolean;
  eventTitle: ConsoleText;
  eventVenue: ConsoleText;
  /** ISO instants. */
  eventStartsAt: string;
  ticketsOpenAt: string;
  ticketsCloseAt: string;
  ticketsTotal: number;
  ticketsRemaining: number;
  published: boolean;
}

/** A ticket registration as marketing sees it: the whole phone number (they call the guests), the member. */
export interface ConsoleCampaignTicket {
  id: number;
  reference: string;
  name: string;
  phone: string;
  member: { id: number; nickName: string };
  createdAt: string;
}

export interface ConsoleCampaignTickets {
  campaign: { id: number; slug: string; title: string; ticketsTotal: number; ticketsRemaining: number };
  items: ConsoleCampaignTicket[];
  total: number;
  page: number;
  pageSize: number;
}
