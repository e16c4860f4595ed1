import { z } from "zod";
import { idSchema, pagingQuery, slugSchema } from "../common.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zMacauMinute, zSitePicture } from "../news/console.ts";
import { VOTE_VOTERS, type VoteRulesShown } from "../vote.ts";

/**
 * Marketing's console calls for votes (endpoints/vote.ts `voteConsoleApi`; docs/console.md "Marketing", docs/votes.md
 * "Running a vote"). Texts are kept per locale (zh_TW required; an empty zh_CN is derived from zh_TW on the public
 * pages). Times are Macau minutes (`YYYY-MM-DDTHH:mm`). Shared by server and console.
 */

export const VOTE_TITLE_MAX = 200;
export const VOTE_DESCRIPTION_MAX = 2_000;
/** More options than a ballot form can sensibly show. */
export const VOTE_OPTIONS_MAX = 50;
const zLimit = z.number().int().min(1).max(10_000).nullable().default(null);

/**
 * POST …/votes, PUT …/votes/:id: the vote and its rules as the form sends them. The rules between fields (closes
 * after opens, min ≤ max ≤ options) are the server's, refused in the request's language.
 */
export const voteBody = z
  .object({
    /** The vote's key in its public address (`/vote?appkey=`); empty: made of the title. */
    appkey: z.union([slugSchema, z.literal("")]).default(""),
    title: localized(VOTE_TITLE_MAX, true),
    description: localized(VOTE_DESCRIPTION_MAX, false),
    cover: zSitePicture.nullable().default(null),
    voter: z.enum(VOTE_VOTERS),
    minChoices: z.number().int().min(1).max(VOTE_OPTIONS_MAX),
    maxChoices: z.number().int().min(1).max(VOTE_OPTIONS_MAX),
    perDay: zLimit,
    perTotal: zLimit,
    opensAt: zMacauMinute,
    closesAt: zMacauMinute,
    published: z.boolean(),
  })
  .strict();
export type VoteInput = z.input<typeof voteBody>;

/** POST …/votes/:id/options, PUT …/vote-options/:id: one option. */
export const voteOptionBody = z
  .object({
    title: localized(VOTE_TITLE_MAX, true),
    cover: zSitePicture.nullable().default(null),
  })
  .strict();
export type VoteOptionInput = z.input<typeof voteOptionBody>;

/** POST …/votes/:id/options/order: every option of the vote, in the new order. */
export const voteOptionOrderBody = z.object({ optionIds: z.array(idSchema).min(1).max(VOTE_OPTIONS_MAX) }).strict();
export type VoteOptionOrderInput = z.input<typeof voteOptionOrderBody>;

/** GET …/votes: newest first, paged. */
export const consoleVoteListQuery = pagingQuery;
export type ConsoleVoteListQuery = z.input<typeof consoleVoteListQuery>;

/** What the console says of a vote: hidden (not published), else where now stands in its window. */
export const CONSOLE_VOTE_STATUSES = ["hidden", "scheduled", "open", "closed"] as const;
export type ConsoleVoteStatus = (typeof CONSOLE_VOTE_STATUSES)[number];

/** A row of the console's vote list. */
export interface ConsoleVoteItem {
  id: number;
  appkey: string;
  /** In the console's language. */
  title: string;
  status: ConsoleVoteStatus;
  ballots: number;
  optionCount: number;
  /** ISO instants. */
  opensAt: string;
  closesAt: string;
}

export interface ConsoleVoteOption {
  id: number;
  title: ConsoleText;
  cover: string | null;
  tally: number;
}

/** One vote as its editor shows it, with its options in their order. */
export interface ConsoleVote extends VoteRulesShown {
  id: number;
  appkey: string;
  title: ConsoleText;
  description: ConsoleText;
  cover: string | null;
  published: boolean;
  status: ConsoleVoteStatus;
  ballots: number;
  options: ConsoleVoteOption[];
}

/** The live results: every option in the vote's order, with how often it was chosen and its share of the ballots. */
export interface ConsoleVoteResults {
  voteId: number;
  status: ConsoleVoteStatus;
  ballots: number;
  /** ISO instant the figures were read at. */
  readAt: string;
  items: { id: number; title: string; tally: number; /** tally ÷ ballots, 0…1 (a ballot may choose several). */ share: number }[];
}
