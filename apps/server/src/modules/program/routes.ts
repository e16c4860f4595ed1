import { newsTags, programTags } from "@portal/contract/cache-tags";
import type { FastifyInstance } from "fastify";
import { programApi } from "@portal/contract/endpoints/program";
import { idParams } from "@portal/contract/schemas/common";
import {
  defaultPlaylistQuery,
  episodeParams,
  featureListQuery,
  hostQuery,
  latestQuery,
  programListQuery,
  programResourceParams,
  programSlugParams,
  programTypeParams,
  radioSearchBody,
  rcnewsQuery,
} from "@portal/contract/schemas/program";
import { pagingQuery } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { defineModule, type Wiring } from "../../platform/domain-module.ts";
import { orNotFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { registerProgramConsoleRoutes } from "./console-routes.ts";
import { PROGRAM_FEATURE_KIND, PROGRAM_KIND, programContentKinds } from "./content-kind.ts";
import { defaultPlaylist, episodeDetail, latestEpisodes, programEpisodePage } from "./episode-service.ts";
import { featureDetail, listFeatures, signatureFeatures } from "./feature-service.ts";
import { searchPrograms } from "./program-search.ts";
import { focusPrograms, listCategories, listHosts, listPrograms, programDetail, programNews } from "./program-service.ts";

/**
 * The programme calls (spec §7 Program; docs/media.md). Public reads carry CACHE_PUBLIC_SHORT. Likes, comments and
 * plays are the interactions service's (docs/interactions.md) at the spec's paths. The piece-list calls
 * (`/program/piecelist/…`) are declared by modules/member, which owns the member's lists.
 */
function registerProgramRoutes(app: FastifyInstance, deps: Deps, wiring: Wiring): void {
  const { db } = deps;
  // Every public programme answer is dropped when the console changes a programme or an episode (cache-tags.ts).
  const programAnswer = () => [programTags.all];

  defineRoute(app, programApi.list, {
    query: programListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: programAnswer,
    handler: ({ locale, query }) => listPrograms(db, locale, query),
  });
  defineRoute(app, programApi.categories, { cache: CACHE_PUBLIC_SHORT, tags: programAnswer, handler: ({ locale }) => listCategories(db, locale) });
  defineRoute(app, programApi.details, {
    params: programSlugParams,
    cache: CACHE_PUBLIC_SHORT,
    tags: programAnswer,
    handler: async ({ locale, params }) => orNotFound(await programDetail(db, locale, params.slug)),
  });
  defineRoute(app, programApi.features, {
    query: featureListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: programAnswer,
    handler: ({ locale, query }) => listFeatures(db, locale, query.program, query.page, query.pageSize, deps.now()),
  });
  defineRoute(app, programApi.feature, {
    params: idParams,
    cache: CACHE_PUBLIC_SHORT,
    tags: programAnswer,
    handler: async ({ locale, params }) => orNotFound(await featureDetail(db, locale, params.id, deps.now())),
  });
  defineRoute(app, programApi.reviews, {
    params: programResourceParams,
    query: pagingQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: programAnswer,
    handler: async ({ locale, params, query }) => orNotFound(await programEpisodePage(db, locale, params.resource, query.page, query.pageSize, deps.now())),
  });
  defineRoute(app, programApi.review, {
    params: episodeParams,
    cache: CACHE_PUBLIC_SHORT,
    tags: programAnswer,
    handler: async ({ locale, params }) => orNotFound(await episodeDetail(db, locale, params.id, deps.now())),
  });
  defineRoute(app, programApi.rcnews, {
    query: rcnewsQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.lists, programTags.all],
    handler: ({ locale, query }) => programNews(db, locale, query.pageSize, deps.now()),
  });
  defineRoute(app, programApi.playlistDefault, {
    query: defaultPlaylistQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: programAnswer,
    handler: ({ locale, query }) => defaultPlaylist(db, locale, query.type, deps.now()),
  });
  defineRoute(app, programApi.signnews, { cache: CACHE_PUBLIC_SHORT, tags: programAnswer, handler: ({ locale }) => signatureFeatures(db, locale, deps.now()) });
  defineRoute(app, programApi.focus, { cache: CACHE_PUBLIC_SHORT, tags: programAnswer, handler: ({ locale }) => focusPrograms(db, locale) });
  defineRoute(app, programApi.hosts, {
    query: hostQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: programAnswer,
    handler: ({ locale, query }) => listHosts(db, locale, query.program),
  });
  defineRoute(app, programApi.latest, {
    params: programTypeParams,
    query: latestQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: programAnswer,
    handler: ({ locale, params, query }) => latestEpisodes(db, locale, params.type, query.pageSize, deps.now()),
  });
  // A search, not a change: public, and cacheable by the in-process render cache like any public answer.
  defineRoute(app, programApi.radio, {
    body: radioSearchBody,
    tags: programAnswer,
    handler: ({ locale, body }) => searchPrograms(db, locale, { ...body, type: "radio" }),
  });

  wiring.interactions.registerRoutes(app, {
    kind: PROGRAM_KIND,
    likeState: programApi.likeState,
    like: programApi.like,
    cancelLike: programApi.likeCancel,
    comments: programApi.comments,
    comment: programApi.comment,
    play: programApi.play,
  });
  registerProgramConsoleRoutes(app, deps);
  wiring.interactions.registerRoutes(app, {
    kind: PROGRAM_FEATURE_KIND,
    likeState: programApi.featureLikeState,
    like: programApi.featureLike,
    cancelLike: programApi.featureCancelLike,
  });
}

export default defineModule({ routes: registerProgramRoutes, contentKinds: (deps) => programContentKinds(deps.db) });
