import type { FastifyInstance } from "fastify";
import { idParams } from "@portal/contract/schemas/common";
import { noticeListQuery } from "@portal/contract/schemas/notice";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getNoticeDetail, listNoticePage } from "./notice-service.ts";

/** The notice list and detail (spec §2 notice-list, notice-detail/{id}), beside GET /api/v1/notice. */
export function registerNoticeRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/v1/notice/list",
    query: noticeListQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query, locale }) => listNoticePage(deps.db, locale, deps.now(), query.page, query.pageSize),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/notice/:id",
    params: idParams,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, locale }) => {
      const notice = await getNoticeDetail(deps.db, params.id, locale, deps.now());
      if (!notice) throw notFound();
      return notice;
    },
  });
}
