import type { ConsoleVoteStatus } from "@portal/contract/schemas/vote/console";

/**
 * What marketing's screens share (routes/console/{votes,vote-edit}.tsx; docs/console.md "Marketing"): their addresses,
 * the results' pace and the status badge.
 */
export const VOTES_PATH = "/console/votes";
export const votePath = (id: number) => `${VOTES_PATH}/${id}`;
/** How often the results screen asks for the tallies while it is open. */
export const RESULTS_POLL_MS = 3_000;

/** The badge of a vote's status (news-desk.css's colours): open green, scheduled blue, closed grey, hidden red. */
export const statusBadge = (status: ConsoleVoteStatus): string =>
  `news-status news-status--${{ open: "published", scheduled: "scheduled", closed: "draft", hidden: "unpublished" }[status]}`;
