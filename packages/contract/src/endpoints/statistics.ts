import { POST } from "../endpoint.ts";
import type { StatisticsEventInput } from "../schemas/common.ts";

/**
 * Spec §7 statistics: page, ad_view, ad_click, sport_topic_live, banner events (source pc, platform web). The API
 * client sends this path to the statistics host when one is set (STATISTICS_URL).
 */
export const statisticsApi = {
  event: POST("/api/v2.0/statistics").body<StatisticsEventInput>().returns<null>(),
};
