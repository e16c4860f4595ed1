import { lt } from "drizzle-orm";
import type { z } from "zod";
import type { analysisReportBody } from "@portal/contract/schemas/analysis";
import type { Db } from "../../db/client.ts";
import { analysisReports } from "./tables.ts";

/** How long client reports are kept. */
export const REPORT_RETENTION_DAYS = 30;

/** Stores one client report (docs/statistics.md "Client reports"); the user agent is cut to 300 characters. */
export async function storeReport(db: Db, report: z.output<typeof analysisReportBody>, userAgent: string | undefined, now: Date): Promise<void> {
  await db.insert(analysisReports).values({
    at: now,
    kind: report.kind,
    page: report.page,
    name: report.kind === "error" ? report.message : report.name,
    value: report.kind === "vital" ? report.value : null,
    source: report.kind === "error" ? (report.source ?? null) : null,
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
  });
}

/** Deletes reports older than the retention; answers how many. */
export async function pruneReports(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REPORT_RETENTION_DAYS * 86_400_000);
  const gone = await db.delete(analysisReports).where(lt(analysisReports.at, cutoff)).returning({ id: analysisReports.id });
  return gone.length;
}
