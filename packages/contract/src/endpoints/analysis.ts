import { POST } from "../endpoint.ts";
import type { AnalysisReportInput } from "../schemas/analysis.ts";

/** Spec §7 POST /api/analysis/report: a browser's report of a page error or a web-vitals measurement (docs/statistics.md). */
export const analysisApi = {
  report: POST("/api/analysis/report").body<AnalysisReportInput>().returns<null>(),
};
