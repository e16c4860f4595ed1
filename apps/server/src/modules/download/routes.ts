import type { FastifyInstance } from "fastify";
import { downloadApi } from "@portal/contract/endpoints/download";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { listDownloads } from "../member/download-service.ts";

/** GET /api/v1.0/download: the public downloads (the member module's table and order; docs/statistics.md). */
function registerDownloadRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, downloadApi.list, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => listDownloads(deps.db, locale, ["public"]),
  });
}

export default defineModule({ routes: registerDownloadRoutes });
