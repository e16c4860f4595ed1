import { z } from "zod";
import { isoDate, statisticsEventBody } from "./common.ts";

/**
 * The statistics report for staff (GET /api/v2.0/statistics/report; docs/statistics.md): views and clicks per page,
 * article, advert and banner per Macao day, from the daily rollup. The event body itself is `statisticsEventBody`
 * (schemas/common.ts).
 */

/** The most events one POST may carry (an app sending the adverts it showed, a page its queued events). */
export const STATISTICS_BATCH_MAX = 50;

const statisticsBatch = z.array(statisticsEventBody).min(1).max(STATISTICS_BATCH_MAX);

/**
 * POST /api/v2.0/statistics: one event (spec §7; what the website sends), or an array of up to 50. Chosen by shape
 * (not a union) so that a bad single event is still refused naming its field ("event", not "the request").
 */
export const statisticsPostBody = z.unknown().transform((value, ctx) => {
  const parsed = Array.isArray(value) ? statisticsBatch.safeParse(value) : statisticsEventBody.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

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
