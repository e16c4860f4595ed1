import { statisticsApi } from "@portal/contract/endpoints/statistics";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { statisticsPostBody, statisticsReportQuery } from "@portal/contract/schemas/statistics";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { AppError, tooManyRequests } from "../../platform/errors.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { clientAddressKey, createLocalLimiter, type Limit } from "../../platform/rate-limit.ts";
import { defineRoute } from "../../platform/route.ts";
import { requireStaffToken, sendCsv } from "../../platform/staff-export.ts";
import {
  createStatisticsBuffer,
  DEFAULT_BUFFER,
  reportCsv,
  rollUpStatistics,
  statisticsReport,
  type StatisticsBuffer,
} from "./statistics-service.ts";
import { platformReplies } from "../../platform/replies.ts";

/** Page views and advert events: generous for a person reading, a ceiling for a script inflating counts. */
export const STATISTICS_LIMIT: Limit = { name: "statistics", max: 120, windowMs: 60_000 };

/** What the server runs besides the routes: the buffer's flush and the rollup job; tests call them directly. */
export interface StatisticsJobs {
  buffer: StatisticsBuffer;
  rollUp(): Promise<{ days: string[]; pruned: number }>;
}
const jobsByApp = new WeakMap<FastifyInstance, StatisticsJobs>();

/** The statistics jobs of a built app (tests, bench). */
export function statisticsJobs(app: FastifyInstance): StatisticsJobs {
  const jobs = jobsByApp.get(app);
  if (!jobs) throw new Error("the statistics module is not registered on this app");
  return jobs;
}

/**
 * POST /api/v2.0/statistics: page views and advert events — one, or an array of up to 50 — buffered and written in
 * batches (docs/statistics.md). The per-address limit counts events, not requests.
 */
export function registerStatisticsRoutes(app: FastifyInstance, deps: Deps): void {
  const buffer = createStatisticsBuffer(deps.db, {
    ...DEFAULT_BUFFER,
    onError: (error, rows) => app.log.error({ err: error, rows }, "statistics: a batch could not be written"),
  });
  const rollUp = () => rollUpStatistics(deps.db, deps.now());
  jobsByApp.set(app, { buffer, rollUp });
  const everyMs = deps.config.statsRollupMinutes * 60_000;
  const job = everyMs
    ? setInterval(
        () => void buffer.flush().then(rollUp).catch((error: unknown) => app.log.error({ err: error }, "statistics: the rollup failed")),
        everyMs,
      )
    : null;
  job?.unref();
  app.addHook("onClose", async () => {
    if (job) clearInterval(job);
    await buffer.close();
  });
  // Counted in this process (not the kv store): a store round trip per event would cost more than the event.
  const limiter = createLocalLimiter(STATISTICS_LIMIT);

  // Statistics may be sent from the website's origin to a separate STATISTICS_URL host running this server: the
  // website's origin is allowed across origins (preflight included); others are not.
  const websiteOrigin = new URL(deps.config.publicUrl).origin;
  const allowWebsite = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("vary", "Origin");
    if (request.headers.origin === websiteOrigin) reply.header("access-control-allow-origin", websiteOrigin);
  };
  app.options(statisticsApi.event.path, async (request, reply) => {
    allowWebsite(request, reply);
    return reply
      .status(204)
      .header("access-control-allow-methods", "POST")
      .header("access-control-allow-headers", "Content-Type, Api-Language, Accept-Language, Cache-Control, Pragma, Api-Key")
      .header("access-control-max-age", "86400")
      .send();
  });
  defineRoute(app, statisticsApi.event, {
    body: statisticsPostBody,
    handler: ({ body, request, reply }) => {
      allowWebsite(request, reply);
      const now = deps.now();
      const events = Array.isArray(body) ? body : [body];
      limiter.enforce(clientAddressKey(request.ip), now.getTime(), events.length);
      if (!buffer.accept(events, now)) throw tooManyRequests(1);
      return null;
    },
  });
  defineRoute(app, statisticsApi.report, {
    query: statisticsReportQuery,
    handler: async ({ query, request, reply }) => {
      // For staff: a bearer token equal to STATS_REPORT_TOKEN; refused when unset.
      requireStaffToken(deps.config.statsReportToken, request);
      const to = query.to ?? macauDate(deps.now());
      const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
      if (from > to) throw new AppError(400, platformReplies.invalidField, { field: "from" });
      const report = await statisticsReport(deps.db, from, to);
      if (query.format === "json") return report;
      return sendCsv(reply, `statistics-${from}-${to}.csv`, reportCsv(report));
    },
  });
}

export default defineModule({ routes: registerStatisticsRoutes });
