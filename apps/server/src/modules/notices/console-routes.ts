import type { FastifyInstance } from "fastify";
import { noticeConsoleApi } from "@portal/contract/endpoints/notices";
import { idParams } from "@portal/contract/schemas/common";
import { consoleNoticeListQuery, noticeBody, noticeVisibilityBody } from "@portal/contract/schemas/notices/console";
import type { Deps } from "../../platform/deps.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { consoleNotice, createNotice, listConsoleNotices, markUrgent, setNoticeVisibility, updateNotice } from "./console-service.ts";

/** Marketing's notice calls (`noticeConsoleApi`; docs/console.md "Marketing"); who may call each is on its endpoint. */
export function registerNoticeConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, noticeConsoleApi.list, { deps, query: consoleNoticeListQuery, handler: ({ query, locale }) => listConsoleNotices(deps.db, locale, deps.now(), query) });
  defineRoute(app, noticeConsoleApi.get, { deps, params: idParams, handler: ({ params }) => consoleNotice(deps, params.id) });
  defineRoute(app, noticeConsoleApi.create, { deps, body: withoutNul(noticeBody), handler: ({ body, request }) => createNotice(deps, staffActorOf(request), body) });
  defineRoute(app, noticeConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(noticeBody),
    handler: ({ params, body, request }) => updateNotice(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, noticeConsoleApi.visibility, {
    deps,
    params: idParams,
    body: noticeVisibilityBody,
    handler: ({ params, body, request }) => setNoticeVisibility(deps, staffActorOf(request), params.id, body.published),
  });
  defineRoute(app, noticeConsoleApi.urgent, { deps, params: idParams, handler: ({ params, request }) => markUrgent(deps, staffActorOf(request), params.id) });
}
