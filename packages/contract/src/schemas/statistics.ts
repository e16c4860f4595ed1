import { z } from "zod";
import { isoDate } from "./common.ts";

/**
 * The statistics report for staff (GET /api/v2.0/statistics/report; docs/statistics.md): views and clicks per page,
 * article, advert and banner per Macao day, from the daily rollup. The event body itself is `statisticsEventBody`
 * (schemas/common.ts).
 */

/** The longest range one report covers, in days. */
export const REPORT_MAX_DAYS = 366;

export const statisticsReportQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    format: z.enum(["json", "csv"]).default("json"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < REPORT_MAX_DAYS * 86_400_000, {
    message: "the range is too long",
    path: ["to"],
  });
export type StatisticsReportQuery = z.input<typeof statisticsReportQuery>;

export interface StatisticsReportRow {
  day: string;
  /** page: a path; article: a news id (its news-detail pages in every language); advert, banner: their ids. */
  kind: "page" | "article" | "advert" | "banner" | "sport_topic_live";
  objectId: string;
  views: number;
  /** Adverts only (ad_click); 0 for the others. */
  clicks: number;
}

export interface StatisticsReport {
  from: string;
  to: string;
  items: StatisticsReportRow[];
}
