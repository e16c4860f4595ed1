import type { FastifyInstance } from "fastify";
import { auditApi } from "@portal/contract/endpoints/audit";
import { auditQuery } from "@portal/contract/schemas/audit";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { AppError } from "../../platform/errors.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { platformReplies } from "../../platform/replies.ts";
import { defineRoute } from "../../platform/route.ts";
import { sendCsv, toCsv } from "../../platform/staff-export.ts";
import { AUDIT_CSV_COLUMNS, auditRows, listAudit } from "./audit-service.ts";

/**
 * GET /api/console/v1/audit: the audit log with filters, newest first, or as CSV (format=csv), for administrators
 * and editors (docs/console.md "The audit log"). Nothing here writes: modules write entries with their changes.
 */
function registerAuditRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, auditApi.list, {
    deps,
    query: auditQuery,
    handler: async ({ query, reply }) => {
      const { page, pageSize, format, ...filter } = query;
      if (filter.from && filter.to && filter.from > filter.to) throw new AppError(400, platformReplies.invalidField, { field: "from" });
      if (format === "json") return listAudit(deps.db, filter, { page, pageSize });
      const name = `audit-${filter.from ?? "start"}-${filter.to ?? macauDate(deps.now())}.csv`;
      return sendCsv(reply, name, toCsv(AUDIT_CSV_COLUMNS, await auditRows(deps.db, filter)));
    },
  });
}

export default defineModule({ routes: registerAuditRoutes });
