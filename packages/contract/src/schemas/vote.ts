import { z } from "zod";
import { zPhone } from "../validation.ts";
import { captchaFields, zContactCode } from "./identity.ts";
import { idSchema, pagingQuery, slugSchema } from "./common.ts";
import type { Paged } from "./member.ts";

/**
 * Votes (spec §3 Vote, §7 Vote; endpoints/vote.ts; docs/votes.md). A vote has options; a ballot chooses between
 * `minChoices` and `maxChoices` of them. Who may vote is the vote's rule: a signed-in member, a verified phone (an SMS
 * code), or anyone who solves a captcha. Tallies count how often each option was chosen in accepted ballots.
 */
export const VOTE_VOTERS = ["member", "phone", "captcha"] as const;
export type VoteVoter = (typeof VOTE_VOTERS)[number];
export const VOTE_STATUSES = ["upcoming", "open", "closed"] as const;
export type VoteStatus = (typeof VOTE_STATUSES)[number];

/** GET /api/v1.0/vote: one vote by appkey (or id); without them the votes of a status (open by default; upcoming: not yet open), paged. */
export const voteQuery = pagingQuery.extend({
  appkey: slugSchema.optional(),
  id: idSchema.optional(),
  status: z.enum(["open", "closed", "upcoming", "all"]).optional(),
});
export type VoteQuery = z.input<typeof voteQuery>;

/** GET vote-item-rank: the tallies of the vote of a special (competition), or of one vote. */
export const voteRankQuery = z
  .object({ specialId: idSchema.optional(), voteId: idSchema.optional() })
  .refine((q) => q.specialId !== undefined || q.voteId !== undefined, { message: "specialId or voteId is required", path: ["specialId"] });
export type VoteRankQuery = { specialId: number; voteId?: number } | { specialId?: number; voteId: number };

/** POST vote-item/channel: the options of a vote (by id or appkey), with their tallies. */
export const voteChannelBody = z
  .object({ voteId: idSchema.optional(), appkey: slugSchema.optional() })
  .refine((b) => b.voteId !== undefined || b.appkey !== undefined, { message: "voteId or appkey is required", path: ["voteId"] });
export type VoteChannelInput = { voteId: number; appkey?: string } | { voteId?: number; appkey: string };

/** A client's key for one ballot: the same key sent again (a retry) is counted once. */
export const zIdempotencyKey = z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/, "the idempotency key has 8 to 64 letters, digits, _ or -");
const zChoices = z.array(idSchema).min(1).max(50).refine((ids) => new Set(ids).size === ids.length, "an option is chosen at most once");

/** POST item/votes: a ballot of a member vote, or of a captcha vote with the captcha answer. */
export const voteBallotBody = z.object({
  VoteId: idSchema,
  Ids: zChoices,
  idempotencyKey: zIdempotencyKey.optional(),
  verifyKey: captchaFields.verifyKey.optional(),
  verifyCode: captchaFields.verifyCode.optional(),
});
export type VoteBallotInput = z.input<typeof voteBallotBody>;

/**
 * POST send-mobile-verify-code: an SMS code for a phone vote (spec §5 phone: 8 digits starting with 6), after the
 * proof-of-work captcha (verifyKey + verifyCode, as identity's SendVerifyCode; an addition to the spec's `{phone}`).
 */
export const voteSendCodeBody = z.object({ phone: zPhone, ...captchaFields });
export type VoteSendCodeInput = z.input<typeof voteSendCodeBody>;
export interface VoteSendCodeResult {
  /** The phone the code went to: the ballot names it as verifyKey. */
  verifyKey: string;
  expiresInSeconds: number;
}

/** POST vote-item/specials: a phone vote's ballot with the SMS code (`verifyKey` is the phone). */
export const voteSpecialsBody = z.object({
  votes: z.object({ VoteId: idSchema, Ids: zChoices }),
  verifyKey: zPhone,
  verifyCode: zContactCode,
  idempotencyKey: zIdempotencyKey.optional(),
});
export type VoteSpecialsInput = z.input<typeof voteSpecialsBody>;

export interface VoteOption {
  id: number;
  title: string;
  description: string | null;
  cover: string | null;
  /** The competition entry (special item) it stands for, when it is one. */
  refId: number | null;
  amount: number;
}

/** A vote's rules and window (ISO instants), as the public answer and the console show them. */
export interface VoteRulesShown {
  voter: VoteVoter;
  minChoices: number;
  maxChoices: number;
  /** Ballots one member or phone may cast a day (Macao time), and in all; null: no limit. */
  perDay: number | null;
  perTotal: number | null;
  opensAt: string;
  closesAt: string;
}

export interface Vote extends VoteRulesShown {
  id: number;
  appkey: string;
  title: string;
  description: string | null;
  cover: string | null;
  specialId: number | null;
  status: VoteStatus;
  /** Accepted ballots so far. */
  ballots: number;
  options: VoteOption[];
}
export type VotePage = Paged<Vote>;

/** One entry of a rank: starts at amount 0. */
export interface VoteRankItem {
  id: number;
  title: string;
  refId: number | null;
  amount: number;
}
export interface VoteRank {
  voteId: number;
  status: VoteStatus;
  ballots: number;
  /** Most chosen first. */
  items: VoteRankItem[];
}

export interface VoteBallotResult {
  /** True when this key had been counted before (a retry): counted once all the same. */
  duplicate: boolean;
  ballots: number;
}
