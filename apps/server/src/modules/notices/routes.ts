import { noticesApi } from "@portal/contract/endpoints/notices";
import type { FastifyInstance } from "fastify";
import { idParams, optionalSlugQuery } from "@portal/contract/schemas/common";
import { noticeListQuery } from "@portal/contract/schemas/notices";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getNoticeDetail, getNotices, getTopNotifications, listNoticePage } from "./notice-service.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { noticeTags } from "@portal/contract/cache-tags";
import { registerNoticeConsoleRoutes } from "./console-routes.ts";

/**
 * Notices: the notice bar and the home popup (GET /api/v1/notice, also as /api/v1.0/cms/notice), the urgent
 * notifications above the header (notification-top), and the notice list and detail (spec §2 notice-list,
 * notice-detail/{id}).
 */
export function registerNoticeRoutes(app: FastifyInstance, deps: Deps): void {
  // Every public notice answer (so every page's frame) is dropped when the console changes a notice (cache-tags.ts).
  const noticeAnswer = () => [noticeTags.all];
  defineRoute(app, noticesApi.bar, {
    query: optionalSlugQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: noticeAnswer,
    handler: ({ query, locale }) => getNotices(deps.db, locale, deps.now(), query.slug),
  });

  // The same answer as /api/v1/notice.
  defineRoute(app, noticesApi.cms, {
    query: optionalSlugQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: noticeAnswer,
    handler: ({ query, locale }) => getNotices(deps.db, locale, deps.now(), query.slug),
  });

  defineRoute(app, noticesApi.top, {
    cache: CACHE_PUBLIC_SHORT,
    tags: noticeAnswer,
    handler: ({ locale }) => getTopNotifications(deps.db, locale, deps.now()),
  });

  defineRoute(app, noticesApi.list, {
    query: noticeListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: noticeAnswer,
    handler: ({ query, locale }) => listNoticePage(deps.db, locale, deps.now(), query.page, query.pageSize),
  });

  defineRoute(app, noticesApi.detail, {
    params: idParams,
    cache: CACHE_PUBLIC_SHORT,
    tags: noticeAnswer,
    handler: async ({ params, locale }) => {
      const notice = await getNoticeDetail(deps.db, params.id, locale, deps.now());
      if (!notice) throw notFound();
      return notice;
    },
  });
}

export default defineModule({
  routes: (app, deps) => {
    registerNoticeRoutes(app, deps);
    registerNoticeConsoleRoutes(app, deps);
  },
});
