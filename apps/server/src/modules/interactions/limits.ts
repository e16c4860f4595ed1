import type { Limit } from "../../platform/rate-limit.ts";

/**
 * How often one member or address may interact, across every content kind (docs/interactions.md, docs/security.md):
 * one member's comments on news and on programmes count together.
 */

/** Comments one member may post: a burst, and a day's worth. */
export const COMMENT_LIMIT: Limit = { name: "comment", max: 5, windowMs: 60_000 };
export const COMMENT_DAILY_LIMIT: Limit = { name: "comment-day", max: 100, windowMs: 24 * 60 * 60_000 };
/** Like and cancel-like calls one member may make per minute. */
export const LIKE_LIMIT: Limit = { name: "like", max: 60, windowMs: 60_000 };
/** Views and plays one address may report per minute (a reader opens a few pages a minute, a script hundreds). */
export const VIEW_LIMIT: Limit = { name: "view", max: 60, windowMs: 60_000 };
/** A reader's second view (or play) of the same item within this time is not counted again. */
export const VIEW_REPEAT_MS = 30 * 60_000;
