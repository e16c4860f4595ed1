import type { FastifyInstance } from "fastify";
import { analysisApi } from "@portal/contract/endpoints/analysis";
import { ANALYSIS_BODY_LIMIT, analysisReportBody } from "@portal/contract/schemas/analysis";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { clientAddressKey, enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { defineRoute } from "../../platform/route.ts";
import { pruneReports, storeReport } from "./analysis-service.ts";

/** A page sends a few reports (its vitals, an error or two): this is a ceiling for a broken page or a script. */
export const ANALYSIS_LIMIT: Limit = { name: "analysis-report", max: 30, windowMs: 60_000 };

/** POST /api/analysis/report: client reports of page errors and web vitals, stored 30 days (docs/statistics.md). */
function registerAnalysisRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, analysisApi.report, {
    body: analysisReportBody,
    bodyLimit: ANALYSIS_BODY_LIMIT,
    handler: async ({ body, request }) => {
      await enforceLimit(deps.kv, ANALYSIS_LIMIT, clientAddressKey(request.ip));
      await storeReport(deps.db, body, request.headers["user-agent"], deps.now());
      return null;
    },
  });
  const prune = setInterval(() => void pruneReports(deps.db, deps.now()).catch((error: unknown) => app.log.error({ err: error }, "analysis: pruning failed")), 3_600_000);
  prune.unref();
  app.addHook("onClose", async () => clearInterval(prune));
}

export default defineModule({ routes: registerAnalysisRoutes });
