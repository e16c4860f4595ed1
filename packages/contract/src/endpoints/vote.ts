import { GET, POST } from "../endpoint.ts";
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
