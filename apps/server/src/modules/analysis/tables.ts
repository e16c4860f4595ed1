/** Client reports (page errors, web vitals), owned by modules/analysis (docs/statistics.md "Client reports"). */
import { doublePrecision, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const analysisReports = pgTable(
  "analysis_reports",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    kind: text("kind").notNull(), // error | vital
    page: text("page").notNull(),
    /** error: the message; vital: LCP, CLS, INP, FCP or TTFB. */
    name: text("name").notNull(),
    /** vital: the measurement; null for errors. */
    value: doublePrecision("value"),
    /** error: file, line and column. */
    source: text("source"),
    userAgent: text("user_agent"),
  },
  (t) => [index("analysis_reports_at_idx").on(t.at), index("analysis_reports_kind_idx").on(t.kind, t.name, t.at)],
);
