import { z } from "zod";

/**
 * POST /api/analysis/report (spec §7; docs/statistics.md "Client reports"): what a reader's browser reports about
 * the page itself — a script error, or a web-vitals measurement (LCP, CLS, INP, FCP, TTFB) — stored for 30 days for
 * the developers. Small by construction: every field is bounded and the whole body is at most 4 KB.
 */
export const ANALYSIS_BODY_LIMIT = 4096;
export const WEB_VITALS = ["LCP", "CLS", "INP", "FCP", "TTFB"] as const;

const path = z.string().trim().min(1).max(300).regex(/^\/[^\s]*$/, "page must be a path starting with /");

export const analysisReportBody = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("error"),
    page: path,
    /** The error's name and message, e.g. "TypeError: x is undefined". */
    message: z.string().trim().min(1).max(500),
    /** Where: file, line and column. */
    source: z.string().trim().max(300).optional(),
  }),
  z.object({
    kind: z.literal("vital"),
    page: path,
    name: z.enum(WEB_VITALS),
    /** Milliseconds (CLS: the unitless score). */
    value: z.number().finite().min(0).max(600_000),
  }),
]);
export type AnalysisReportInput = z.input<typeof analysisReportBody>;
