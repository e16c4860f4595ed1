import { z } from "zod";

/**
 * common/leader-board (spec §7 Common; docs/statistics.md "Leaderboard"): the most read news and the most played
 * programmes of today and of the last seven days (Macao days).
 */
export const leaderBoardQuery = z.object({ limit: z.coerce.number().int().min(1).max(10).default(5) });
export type LeaderBoardQuery = z.input<typeof leaderBoardQuery>;

export interface LeaderItem {
  id: number;
  title: string;
  /** The item's page on this site, in the reader's language where it has one. */
  url: string;
  cover: string | null;
  /** Views (news) or plays (programmes) in the period. */
  count: number;
}

export interface LeaderBoard {
  news: { day: LeaderItem[]; week: LeaderItem[] };
  programmes: { day: LeaderItem[]; week: LeaderItem[] };
}
