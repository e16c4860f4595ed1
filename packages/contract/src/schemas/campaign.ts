import { z } from "zod";
import { zPhone, zVisibleLines, zVisibleName } from "../validation.ts";
import { pagingQuery, slugSchema, idSchema } from "./common.ts";
import { MODERATION_REASONS, zModerationNote, type ModerationReason, type ModeratorRef } from "./interactions.ts";

/**
 * Campaign pages (tdm40: the broadcaster's 40th anniversary) — congratulation messages and ticket registration
 * (docs/campaigns.md). Inputs are zod; answers are plain interfaces.
 */

/** The shortest and longest congratulation message, in characters after trimming. */
export const CONGRATULATION_MIN_CHARS = 2;
export const CONGRATULATION_MAX_CHARS = 300;
/** The longest name written on a ticket registration. */
export const TICKET_NAME_MAX_CHARS = 60;

export const campaignParams = z.object({ slug: slugSchema });

/** Staff moderation (docs/campaigns.md): the messages of one status, and a message's new status. */
export const CONGRATULATION_STATUSES = ["pending", "approved", "rejected"] as const;
export const moderationQuery = pagingQuery.extend({ status: z.enum(CONGRATULATION_STATUSES).default("pending") });
export const moderationParams = z.object({ slug: slugSchema, id: idSchema });
export const moderationBody = z.object({ status: z.enum(["approved", "rejected"]) });
export const congratulationsQuery = pagingQuery;

/**
 * The console's queue of congratulation messages (campaignConsoleApi; docs/campaigns.md "Moderation"): every
 * campaign's, or one's, by status (pending first by default), oldest first, so the first written is read first.
 */
export const consoleCongratulationsQuery = pagingQuery.extend({
  status: z.enum(CONGRATULATION_STATUSES).default("pending"),
  campaign: slugSchema.optional(),
});
export type ConsoleCongratulationsQuery = z.input<typeof consoleCongratulationsQuery>;

/** A decision on a message: approve it, or reject it with a reason the member is told (and an optional staff note). */
export const congratulationDecisionBody = z.discriminatedUnion("status", [
  z.object({ status: z.literal("approved") }),
  z.object({ status: z.literal("rejected"), reason: z.enum(MODERATION_REASONS), note: zModerationNote }),
]);
export type CongratulationDecisionInput = z.input<typeof congratulationDecisionBody>;

export const congratulationBody = z.object({
  /** Visible text (no bidirectional controls or invisible characters; line breaks and emoji are fine). */
  message: zVisibleLines.pipe(z.string().min(CONGRATULATION_MIN_CHARS).max(CONGRATULATION_MAX_CHARS)),
});
export type CongratulationInput = z.input<typeof congratulationBody>;

export const ticketBody = z.object({
  /** The name the ticket is issued to (shown at the door with an identity document). */
  name: zVisibleName.pipe(z.string().min(1).max(TICKET_NAME_MAX_CHARS)),
  /** A Macau mobile (spec §5 phone): one ticket per number. */
  phone: zPhone,
});
/** What a client sends (the endpoint's body type; the phone is typed loosely by the preprocessing field). */
export type TicketInput = { name: string; phone: string };
/** The parsed body. */
export type TicketFields = z.output<typeof ticketBody>;

export interface CampaignMilestone {
  year: string;
  title: string;
  text: string;
}

export interface CampaignTicketEvent {
  title: string;
  /** When the event takes place (ISO). */
  startsAt: string;
  venue: string;
  /** Registration window (ISO). */
  opensAt: string;
  closesAt: string;
  total: number;
  remaining: number;
  /** Registration is open now and tickets remain. */
  open: boolean;
}

export interface Campaign {
  slug: string;
  title: string;
  subtitle: string;
  intro: string;
  cover: string | null;
  milestones: CampaignMilestone[];
  ticket: CampaignTicketEvent;
  /** New congratulations wait for approval (the staff setting). */
  congratulationsModerated: boolean;
}

export interface Congratulation {
  id: number;
  /** The text as written: render it as text (React escapes it). */
  message: string;
  nickName: string;
  createdAt: string;
  /** Only in the answer to a new message that awaits moderation. */
  pending?: true;
}

/** A message as staff see it: with its status and the author's member id. */
export interface ModeratedCongratulation extends Congratulation {
  status: (typeof CONGRATULATION_STATUSES)[number];
  memberId: number;
}
export interface ModerationPage {
  items: ModeratedCongratulation[];
  total: number;
  page: number;
  pageSize: number;
}

/** A message in the console's queue: its campaign, its author, and the last decision on it. */
export interface ConsoleCongratulation {
  id: number;
  campaign: { slug: string; title: string };
  message: string;
  status: (typeof CONGRATULATION_STATUSES)[number];
  createdAt: string;
  member: { id: number; nickName: string };
  moderation: { reason: ModerationReason | null; note: string | null; at: string; by: ModeratorRef } | null;
}

export interface CongratulationPage {
  items: Congratulation[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CampaignTicket {
  reference: string;
  name: string;
  /** The phone number with all but the last 3 digits masked. */
  phone: string;
  createdAt: string;
}

/** The member's registration and the tickets left. */
export interface TicketStatus {
  total: number;
  remaining: number;
  open: boolean;
  ticket: CampaignTicket | null;
}
