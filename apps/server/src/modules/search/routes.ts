import type { FastifyInstance } from "fastify";
import { newsTags } from "@portal/contract/cache-tags";
import { searchApi } from "@portal/contract/endpoints/search";
import { searchProgramQuery, searchQuery, searchStatisticsBody, searchSuggestQuery } from "@portal/contract/schemas/search";
import type { Deps } from "../../platform/deps.ts";
import { clientAddressKey, enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { recordSearch, searchFilter, searchNews, searchPrograms, suggestTitles } from "./search-service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** Search statistics one client address may send per minute. */
export const SEARCH_STATISTICS_LIMIT: Limit = { name: "search-statistics", max: 30, windowMs: 60_000 };
/** Suggestion calls one client address may make per minute: a reader typing (debounced) makes a few per search. */
export const SEARCH_SUGGEST_LIMIT: Limit = { name: "search-suggest", max: 60, windowMs: 60_000 };

/** The search calls (spec §7 Downloads, statistics, search; docs/search.md). */
export function registerSearchRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, kv } = deps;

  defineRoute(app, searchApi.search, {
    query: searchQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.lists],
    // Not limited per address: server rendering calls it in-process for every visitor of the search page.
    handler: ({ locale, query }) => searchNews(db, locale, query, deps.now()),
  });

  // "fitler" is the historic spelling of the spec's call.
  defineRoute(app, searchApi.filter, {
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.lists, newsTags.categories],
    handler: ({ locale }) => searchFilter(db, locale, deps.now()),
  });

  defineRoute(app, searchApi.programs, {
    query: searchProgramQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query, locale }) => searchPrograms(db, locale, query.Keywords, query.Page, query.PageSize),
  });

  // Called by browsers only (the search fields), never by server rendering: limited per address.
  defineRoute(app, searchApi.suggest, {
    query: searchSuggestQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale, query, request, reply }) => {
      await enforceLimit(kv, SEARCH_SUGGEST_LIMIT, clientAddressKey(request.ip));
      reply.header("vary", "Api-Language");
      return suggestTitles(db, locale, query.Keywords, deps.now());
    },
  });

  defineRoute(app, searchApi.statistics, {
    body: searchStatisticsBody,
    handler: async ({ body, request }) => {
      await enforceLimit(kv, SEARCH_STATISTICS_LIMIT, clientAddressKey(request.ip));
      await recordSearch(db, body.Keywords, deps.now());
      return null;
    },
  });
}

export default defineModule({ routes: registerSearchRoutes });
