import { referenceApi } from "@portal/contract/endpoints/reference";
import type { FastifyInstance } from "fastify";
import { dictionaryQuery, lunisolarQuery } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { CACHE_PUBLIC_LONG, CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getDataDictionary, getDictionary } from "./dictionary-service.ts";
import { lunisolarFor } from "./lunisolar.ts";
import { defineModule } from "../../platform/domain-module.ts";


/** Reference data: the dictionaries of the forms, countries and regions, and the lunar date of the header. */
export function registerReferenceRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  defineRoute(app, referenceApi.dictionary, {
    query: dictionaryQuery,
    cache: CACHE_PUBLIC_LONG,
    handler: ({ query, locale }) => getDictionary(db, query.slug, locale),
  });

  defineRoute(app, referenceApi.dataDictionary, {
    cache: CACHE_PUBLIC_LONG,
    handler: ({ locale }) => getDataDictionary(db, locale),
  });

  defineRoute(app, referenceApi.lunisolar, {
    query: lunisolarQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query, locale }) => lunisolarFor(query.date ?? macauDate(deps.now()), locale),
  });
}

export default defineModule({ routes: registerReferenceRoutes });
