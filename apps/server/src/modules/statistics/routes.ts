import { statisticsApi } from "@portal/contract/endpoints/statistics";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { statisticsEventBody } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { defineRoute } from "../../platform/route.ts";
import { recordStatisticsEvent } from "./statistics-service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** Page views and advert events: generous for a person reading, a ceiling for a script inflating counts. */
export const STATISTICS_LIMIT: Limit = { name: "statistics", max: 120, windowMs: 60_000 };

/** POST /api/v2.0/statistics: page views and advert events, counted per day. */
export function registerStatisticsRoutes(app: FastifyInstance, deps: Deps): void {
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
    body: statisticsEventBody,
    handler: async ({ body, request, reply }) => {
      allowWebsite(request, reply);
      await enforceLimit(deps.kv, STATISTICS_LIMIT, request.ip);
      await recordStatisticsEvent(deps.db, body, deps.now());
      return null;
    },
  });
}

export default defineModule({ routes: registerStatisticsRoutes });
