import type { FastifyInstance } from "fastify";
import { dictionaryQuery, lunisolarQuery } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { CACHE_PUBLIC_LONG, CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getDataDictionary, getDictionary } from "./dictionary-service.ts";
import { lunisolarFor } from "./lunisolar.ts";

const COMMON = "/api/v1.0/common";

/** Reference data: the dictionaries of the forms, countries and regions, and the lunar date of the header. */
export function registerReferenceRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/dictionary`,
    query: dictionaryQuery,
    cache: CACHE_PUBLIC_LONG,
    handler: ({ query, locale }) => getDictionary(db, query.slug, locale),
  });

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/data-dictionary`,
    cache: CACHE_PUBLIC_LONG,
    handler: ({ locale }) => getDataDictionary(db, locale),
  });

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/chinese-lunisolar`,
    query: lunisolarQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query, locale }) => lunisolarFor(query.date ?? macauDate(deps.now()), locale),
  });
}
