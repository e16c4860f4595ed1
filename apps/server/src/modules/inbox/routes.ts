import { inboxDashboard } from "./dashboard.ts";
import { createReadStream } from "node:fs";
import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { inboxConsoleApi } from "@portal/contract/endpoints/inbox";
import { inboxAssignBody, inboxAssigneesQuery, inboxFileQuery, inboxItemParams, inboxNoteBody, inboxQuery, inboxStatusBody } from "@portal/contract/schemas/inbox";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { notFound } from "../../platform/errors.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { scheduleRetention } from "../../platform/retention.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf, staffOf } from "../../platform/staff-auth.ts";
import { sendCsv, toCsv } from "../../platform/staff-export.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { findUpload, STORED_FILE_CSP, STORED_TYPES } from "../upload/upload-service.ts";
import {
  addInboxNote,
  assignInboxItem,
  forgetDeletedSubmissions,
  inboxAssignees,
  inboxItem,
  inboxRows,
  INBOX_CSV_COLUMNS,
  listInbox,
  requireFileAccess,
  setInboxStatus,
} from "./inbox-service.ts";

/**
 * The inbox's console calls (`inboxConsoleApi`; docs/console.md "The inbox"): open to every role that sees a kind of
 * submission; which kinds each sees is the service's check.
 */
function registerInboxRoutes(app: FastifyInstance, deps: Deps): void {
  const uploadDir = resolve(deps.config.uploadDir);

  defineRoute(app, inboxConsoleApi.list, {
    deps,
    query: withoutNul(inboxQuery),
    handler: async ({ query, request, reply }) => {
      const caller = staffOf(request);
      if (query.format === "json") return listInbox(deps.db, caller, query, deps.now());
      const name = `inbox-${query.kind ?? "all"}-${query.from ?? "start"}-${query.to ?? macauDate(deps.now())}.csv`;
      return sendCsv(reply, name, toCsv(INBOX_CSV_COLUMNS, await inboxRows(deps.db, caller, query, deps.now())));
    },
  });
  defineRoute(app, inboxConsoleApi.assignees, {
    deps,
    query: inboxAssigneesQuery,
    handler: ({ query, request }) => inboxAssignees(deps.db, staffOf(request), query.kind),
  });
  defineRoute(app, inboxConsoleApi.file, {
    deps,
    query: inboxFileQuery,
    handler: async ({ query, request, reply }) => {
      const caller = staffOf(request);
      await requireFileAccess(deps.db, caller, query.path);
      const found = await findUpload(uploadDir, query.path);
      if (!found) throw notFound();
      const ext = query.path.slice(query.path.lastIndexOf(".") + 1);
      request.log.info({ staffId: caller.staffId, path: query.path }, "inbox: submission file opened");
      // A picture is shown in the browser; a document or a video is downloaded, never opened in the site's origin.
      return reply
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", STORED_FILE_CSP)
        .header("content-type", STORED_TYPES[ext] ?? "application/octet-stream")
        .header("content-length", String(found.size))
        .header("content-disposition", found.kind === "image" ? "inline" : `attachment; filename="${query.path.slice(query.path.lastIndexOf("/") + 1)}"`)
        .send(createReadStream(found.file));
    },
  });
  defineRoute(app, inboxConsoleApi.item, {
    deps,
    params: inboxItemParams,
    handler: ({ params, request, locale }) => inboxItem(deps.db, staffOf(request), params.kind, params.id, locale, deps.now()),
  });
  defineRoute(app, inboxConsoleApi.status, {
    deps,
    params: inboxItemParams,
    body: inboxStatusBody,
    handler: ({ params, body, request, locale }) => setInboxStatus(deps, staffActorOf(request), params.kind, params.id, body.status, locale),
  });
  defineRoute(app, inboxConsoleApi.assign, {
    deps,
    params: inboxItemParams,
    body: inboxAssignBody,
    handler: ({ params, body, request, locale }) => assignInboxItem(deps, staffActorOf(request), params.kind, params.id, body.staffId, locale),
  });
  defineRoute(app, inboxConsoleApi.note, {
    deps,
    params: inboxItemParams,
    body: withoutNul(inboxNoteBody),
    handler: ({ params, body, request }) => addInboxNote(deps, staffActorOf(request), params.kind, params.id, body.text),
  });

  // The handling and notes of submissions deleted after their retention go with them (docs/forms.md "Retention").
  scheduleRetention(app, "inbox", () => forgetDeletedSubmissions(deps.db));
}

export default defineModule({ dashboard: inboxDashboard, routes: registerInboxRoutes });
