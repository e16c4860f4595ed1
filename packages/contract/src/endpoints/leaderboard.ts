import { GET } from "../endpoint.ts";
import type { LeaderBoard, LeaderBoardQuery } from "../schemas/leaderboard.ts";

/** Spec §7 Common leader-board (docs/statistics.md): the most read news and most played programmes, day and week. */
export const leaderboardApi = {
  board: GET("/api/v1.0/common/leader-board").query<LeaderBoardQuery>().returns<LeaderBoard>(),
};
