import { GET, POST } from "../endpoint.ts";
import type { StatisticsEventInput } from "../schemas/common.ts";
import type { StatisticsReport, StatisticsReportQuery } from "../schemas/statistics.ts";

/**
 * Spec §7 statistics: page, ad_view, ad_click, sport_topic_live, banner events (source pc, platform web). The API
 * client sends this path to the statistics host when one is set (STATISTICS_URL). The report is for staff
 * (`Authorization: Bearer STATS_REPORT_TOKEN`; docs/statistics.md), as JSON or, with format=csv, as a CSV file.
 */
export const statisticsApi = {
  /** One event, or an array of up to 50 (docs/statistics.md). */
  event: POST("/api/v2.0/statistics").body<StatisticsEventInput | StatisticsEventInput[]>().returns<null>(),
  report: GET("/api/v2.0/statistics/report").query<StatisticsReportQuery>().returns<StatisticsReport>(),
};
