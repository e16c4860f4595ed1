import type { FastifyInstance } from "fastify";
import { specialApi } from "@portal/contract/endpoints/special";
import {
  photoAlbumDetailQuery,
  specialIdParams,
  specialListQuery,
  specialPagedQuery,
  specialPartQuery,
  specialSlugParams,
  type SpecialItemType,
} from "@portal/contract/schemas/special";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import {
  getPhotoAlbum,
  getSpecialDetail,
  listCategories,
  listItems,
  listPhotoAlbums,
  listSpecials,
  specialIdOf,
} from "./special-service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** Specials (subjects), spec §7 Special. Unknown or unpublished specials answer 404 (code ≠ 0). */
export function registerSpecialRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const existing = async (by: { id?: number; slug?: string }) => {
    const id = await specialIdOf(db, "special", by);
    if (id === null) throw notFound();
    return id;
  };
  const part = (endpoint: typeof specialApi.news | typeof specialApi.shortVideo, types: SpecialItemType[]) =>
    defineRoute(app, endpoint, {
      query: specialPartQuery,
      cache: CACHE_PUBLIC_SHORT,
      handler: async ({ query, locale }) => listItems(db, await existing({ id: query.specialId }), types, locale, query),
    });

  defineRoute(app, specialApi.categories, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => listCategories(db, "special", locale),
  });

  defineRoute(app, specialApi.list, {
    query: specialListQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query, locale }) => listSpecials(db, "special", locale, query),
  });

  part(specialApi.news, ["news"]);
  part(specialApi.shortVideo, ["short_video"]);

  defineRoute(app, specialApi.photoAlbums, {
    query: specialPartQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => listPhotoAlbums(db, await existing({ id: query.specialId }), locale, query),
  });

  defineRoute(app, specialApi.photoAlbum, {
    query: photoAlbumDetailQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => {
      const album = await getPhotoAlbum(db, query.id, locale);
      if (!album) throw notFound();
      return album;
    },
  });

  defineRoute(app, specialApi.detail, {
    params: specialIdParams,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, locale }) => {
      const detail = await getSpecialDetail(db, "special", { id: params.id }, locale);
      if (!detail) throw notFound();
      return detail;
    },
  });

  defineRoute(app, specialApi.relatedPrograms, {
    params: specialIdParams,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, locale }) =>
      (await listItems(db, await existing({ id: params.id }), ["program"], locale, { page: 1, pageSize: 50 })).items,
  });

  defineRoute(app, specialApi.reviews, {
    params: specialIdParams,
    query: specialPagedQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, query, locale }) => listItems(db, await existing({ id: params.id }), ["review"], locale, query),
  });

  // {slug}/video: the special is named by its slug here (spec §7).
  defineRoute(app, specialApi.videos, {
    params: specialSlugParams,
    query: specialPagedQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, query, locale }) => listItems(db, await existing({ slug: params.slug }), ["video"], locale, query),
  });
}

export default defineModule({ routes: registerSpecialRoutes });
