import type { FastifyInstance } from "fastify";
import { competitionApi } from "@portal/contract/endpoints/competition";
import {
  competitionDetailQuery,
  competitionIdParams,
  competitionPartQuery,
  competitionSlugParams,
} from "@portal/contract/schemas/competition";
import { specialPagedQuery } from "@portal/contract/schemas/special";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getEntry, getSpecialDetail, listCategories, listEntries, listItems, specialIdOf } from "../special/special-service.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { entryTallies } from "../vote/vote-service.ts";

/**
 * Competitions, spec §7 Competition. A competition is a special of kind `competition` (same tables and service);
 * its entries are items of type `entry`. Unknown or unpublished competitions answer 404. An entry's `votes` is the
 * tally of the competition's vote (modules/vote: how often its option was chosen in accepted ballots).
 */
export function registerCompetitionRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const existing = async (by: { id?: number; slug?: string }) => {
    const id = await specialIdOf(db, "competition", by);
    if (id === null) throw notFound();
    return id;
  };

  defineRoute(app, competitionApi.categories, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => listCategories(db, "competition", locale),
  });

  defineRoute(app, competitionApi.detail, {
    query: competitionDetailQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => {
      const detail = await getSpecialDetail(db, "competition", query, locale);
      if (!detail) throw notFound();
      return detail;
    },
  });

  defineRoute(app, competitionApi.entries, {
    query: competitionPartQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => {
      const competitionId = await existing({ id: query.competitionId });
      const [page, tallies] = await Promise.all([listEntries(db, competitionId, locale, query), entryTallies(db, competitionId)]);
      return { ...page, items: page.items.map((entry) => ({ ...entry, votes: tallies.get(entry.id) ?? 0 })) };
    },
  });

  defineRoute(app, competitionApi.entry, {
    params: competitionIdParams,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, locale }) => {
      const entry = await getEntry(db, params.id, locale);
      if (!entry) throw notFound();
      return { ...entry, votes: (await entryTallies(db, entry.competitionId)).get(entry.id) ?? 0 };
    },
  });

  defineRoute(app, competitionApi.reviews, {
    params: competitionSlugParams,
    query: specialPagedQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, query, locale }) => listItems(db, await existing({ slug: params.slug }), ["review"], locale, query),
  });

  defineRoute(app, competitionApi.relatedPrograms, {
    query: competitionPartQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => listItems(db, await existing({ id: query.competitionId }), ["program"], locale, query),
  });

  defineRoute(app, competitionApi.news, {
    query: competitionPartQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => listItems(db, await existing({ id: query.competitionId }), ["news"], locale, query),
  });
}

export default defineModule({ routes: registerCompetitionRoutes });
