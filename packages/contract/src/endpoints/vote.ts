import { CONSOLE_API_PATH, DELETE, GET, POST, PUT } from "../endpoint.ts";
import type { Paged } from "../schemas/member.ts";
import type {
  ConsoleVote,
  ConsoleVoteItem,
  ConsoleVoteListQuery,
  ConsoleVoteResults,
  VoteInput,
  VoteOptionInput,
  VoteOptionOrderInput,
} from "../schemas/vote/console.ts";
import type {
  Vote,
  VoteBallotInput,
  VoteBallotResult,
  VoteChannelInput,
  VoteOption,
  VotePage,
  VoteQuery,
  VoteRank,
  VoteRankQuery,
  VoteSendCodeInput,
  VoteSendCodeResult,
  VoteSpecialsInput,
} from "../schemas/vote.ts";

/** Spec §7 Vote, all under /api/v1.0 (docs/votes.md). */
const BASE = "/api/v1.0/vote";

export const voteApi = {
  /** One vote by appkey or id (a page of one), or the votes of a status, paged (open ones by default). */
  list: GET(BASE).query<VoteQuery>().returns<VotePage>(),
  rank: GET(`${BASE}/vote-item-rank`).query<VoteRankQuery>().returns<VoteRank>(),
  channel: POST(`${BASE}/vote-item/channel`).body<VoteChannelInput>().returns<VoteOption[]>(),
  /** A member's (or captcha) ballot. An `Idempotency-Key` header or body field makes a retry count once. */
  ballot: POST(`${BASE}/item/votes`).body<VoteBallotInput>().returns<VoteBallotResult>(),
  sendCode: POST(`${BASE}/send-mobile-verify-code`).body<VoteSendCodeInput>().returns<VoteSendCodeResult>(),
  /** A phone vote's ballot with its SMS code. */
  phoneBallot: POST(`${BASE}/vote-item/specials`).body<VoteSpecialsInput>().returns<VoteBallotResult>(),
};

/** Who runs votes (docs/console.md "Marketing"). */
export const MARKETERS = ["marketing", "admin"] as const;
const CONSOLE_VOTES = `${CONSOLE_API_PATH}/v1/votes`;
const CONSOLE_VOTE_OPTIONS = `${CONSOLE_API_PATH}/v1/vote-options`;

/** Marketing's votes (docs/console.md "Marketing"; docs/votes.md "Running a vote"). */
export const voteConsoleApi = {
  /** Every vote, hidden or not, newest first, in the console's language. */
  list: GET(CONSOLE_VOTES).access(MARKETERS).query<ConsoleVoteListQuery>().returns<Paged<ConsoleVoteItem>>(),
  get: GET(`${CONSOLE_VOTES}/:id`).access(MARKETERS).returns<ConsoleVote>(),
  create: POST(CONSOLE_VOTES).access(MARKETERS).body<VoteInput>().returns<ConsoleVote>(),
  update: PUT(`${CONSOLE_VOTES}/:id`).access(MARKETERS).body<VoteInput>().returns<ConsoleVote>(),
  /** Opens the vote now (and publishes it); it must have at least two options. */
  open: POST(`${CONSOLE_VOTES}/:id/open`).access(MARKETERS).returns<ConsoleVote>(),
  /** Closes the vote now: no ballot is taken after this answer, on any instance. */
  close: POST(`${CONSOLE_VOTES}/:id/close`).access(MARKETERS).returns<ConsoleVote>(),
  /** The tallies as they are now (the results screen asks every few seconds). */
  results: GET(`${CONSOLE_VOTES}/:id/results`).access(MARKETERS).returns<ConsoleVoteResults>(),
  addOption: POST(`${CONSOLE_VOTES}/:id/options`).access(MARKETERS).body<VoteOptionInput>().returns<ConsoleVote>(),
  orderOptions: POST(`${CONSOLE_VOTES}/:id/options/order`).access(MARKETERS).body<VoteOptionOrderInput>().returns<ConsoleVote>(),
  updateOption: PUT(`${CONSOLE_VOTE_OPTIONS}/:id`).access(MARKETERS).body<VoteOptionInput>().returns<ConsoleVote>(),
  /** Refused once the vote has ballots. */
  removeOption: DELETE(`${CONSOLE_VOTE_OPTIONS}/:id`).access(MARKETERS).returns<ConsoleVote>(),
};
