import type { FastifyInstance } from "fastify";
import { shortVideoTags } from "@portal/contract/cache-tags";
import { shortVideoApi } from "@portal/contract/endpoints/short-video";
import { idParams } from "@portal/contract/schemas/common";
import { shortVideoListQuery, shortVideoPlayListQuery } from "@portal/contract/schemas/short-video";
import type { Deps } from "../../platform/deps.ts";
import { defineModule, type Wiring } from "../../platform/domain-module.ts";
import { orNotFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import {
  getShortVideo,
  listShortVideoCategories,
  listShortVideos,
  shortVideoCounter,
  shortVideoPlayList,
} from "./short-video-service.ts";
import { registerShortVideoConsoleRoutes } from "./console-routes.ts";

/** The kind name of short videos' likes (stored with every row: never rename it). */
export const SHORT_VIDEO_KIND = "short_video";

/** Spec §7 Short video (docs/media.md). Likes are the interactions service's: the member's token, limits. */
function registerShortVideoRoutes(app: FastifyInstance, deps: Deps, wiring: Wiring): void {
  const { db } = deps;
  // Every public answer carries the tag the console's writes drop (cache-tags.ts), so its changes show at once.
  const tags = () => [shortVideoTags.all];
  // GET list, and the same list at the base path (an alias: docs/media.md).
  for (const endpoint of [shortVideoApi.list, shortVideoApi.listAtBase]) {
    defineRoute(app, endpoint, {
      query: shortVideoListQuery,
      cache: CACHE_PUBLIC_SHORT,
      tags,
      handler: ({ locale, query }) => listShortVideos(db, locale, deps.now(), query),
    });
  }
  defineRoute(app, shortVideoApi.categories, {
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: ({ locale }) => listShortVideoCategories(db, locale, deps.now()),
  });
  defineRoute(app, shortVideoApi.playList, {
    query: shortVideoPlayListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: async ({ locale, query }) => orNotFound(await shortVideoPlayList(db, locale, deps.now(), query)),
  });
  defineRoute(app, shortVideoApi.detail, {
    params: idParams,
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: async ({ locale, params }) => orNotFound(await getShortVideo(db, locale, deps.now(), params.id)),
  });
  wiring.interactions.registerRoutes(app, {
    kind: SHORT_VIDEO_KIND,
    likeState: shortVideoApi.likeState,
    like: shortVideoApi.like,
    cancelLike: shortVideoApi.likeCancel,
  });
  registerShortVideoConsoleRoutes(app, deps);
}

export default defineModule({
  routes: registerShortVideoRoutes,
  contentKinds: (deps) => [
    { kind: SHORT_VIDEO_KIND, visible: (id, now) => shortVideoCounter.visible(deps.db, id, now), adjust: shortVideoCounter.adjust },
  ],
});
