import { newsDashboard } from "./dashboard.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { advertTags, newsTags } from "@portal/contract/cache-tags";
import { newsApi } from "@portal/contract/endpoints/news";
import { idParams } from "@portal/contract/schemas/common";
import {
  NEWS_CACHE_LANGS,
  newsListQuery,
  newsRelationQuery,
  newsTopicArticlesQuery,
  newsTopicSlugParams,
  newsTopicsQuery,
  pageNewsQuery,
} from "@portal/contract/schemas/news";
import { registerNewsConsoleRoutes } from "./console-routes.ts";
import { previewAllows } from "./preview.ts";
import { newsPublishJob } from "./editor-service.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { PAGE_RENDER_HEADER, isPageRender } from "../../platform/ssr-request.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { CACHE_LANGS, createNewsFileCache } from "./cache-file.ts";
import { NEWS_KIND, newsContentKind } from "./content-kind.ts";
import { NEWSROOM_OF, getNewsDetail, listCategories, listNews, pageNews, relatedNews } from "./news-service.ts";
import { getTopic, listTopics } from "./topic-service.ts";
import { defineModule, type Wiring } from "../../platform/domain-module.ts";

/** Detail counts a view per answer (API clients): browsers and CDNs may keep it, but must ask again (ETag). */
const CACHE_REVALIDATE = "no-cache";
/**
 * A page render's detail counts nothing and is the same for every reader: page renders may share it for a few
 * seconds (platform/in-process-api.ts), as they share every public answer; shared caches keep it apart (Vary).
 */
const CACHE_RENDER = "public, max-age=10";

const cacheFileParams = z.object({ lang: z.enum(NEWS_CACHE_LANGS) });
/** A preview link's token (preview.ts); anything else is no preview (404 for an article readers may not see). */
const detailQuery = z.object({ preview: z.string().max(200).optional() });
/** A preview is the draft of one staff member's link: never stored by a browser, a CDN or the page cache. */
const CACHE_PREVIEW = "no-store";

/**
 * The news calls (spec §7 News; docs/news.md). Public reads carry cache headers for a CDN. Likes, comments and the
 * reader's view are the interactions service's (docs/interactions.md), declared here at the news paths: likes and
 * comment posts need the member's token (401 otherwise) and are limited per member.
 */
export function registerNewsRoutes(app: FastifyInstance, deps: Deps, wiring: Wiring): void {
  const { db, kv } = deps;
  const files = createNewsFileCache(db, deps.config.uploadDir);

  defineRoute(app, newsApi.categories, {
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.categories],
    handler: ({ locale }) => listCategories(db, locale),
  });

  defineRoute(app, newsApi.list, {
    query: newsListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: ({ locale }) => [newsTags.list(NEWSROOM_OF[locale]), newsTags.categories, advertTags.all],
    handler: ({ locale, query }) => listNews(db, kv, locale, query, deps.now()),
  });

  defineRoute(app, newsApi.pageNews, {
    query: pageNewsQuery,
    cache: CACHE_PUBLIC_SHORT,
    // The neighbours are of the article's newsroom, known only once it is read: any news list's change drops them.
    tags: ({ query }) => [newsTags.article(query.id), newsTags.lists],
    handler: async ({ locale, query }) => {
      const result = await pageNews(db, locale, query.id, query.Category, deps.now());
      if (!result) throw notFound();
      return result;
    },
  });

  defineRoute(app, newsApi.topics, {
    query: newsTopicsQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.topics],
    handler: ({ locale, query }) => listTopics(db, locale, query.Page, query.PageSize, deps.now()),
  });

  defineRoute(app, newsApi.topic, {
    params: newsTopicSlugParams,
    query: newsTopicArticlesQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.topics, newsTags.lists],
    handler: async ({ locale, params, query }) => {
      const topic = await getTopic(db, locale, { slug: params.slug }, query.Page, query.PageSize, deps.now());
      if (!topic) throw notFound();
      return topic;
    },
  });

  defineRoute(app, newsApi.topicById, {
    params: idParams,
    query: newsTopicArticlesQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [newsTags.topics, newsTags.lists],
    handler: async ({ locale, params, query }) => {
      const topic = await getTopic(db, locale, { id: params.id }, query.Page, query.PageSize, deps.now());
      if (!topic) throw notFound();
      return topic;
    },
  });

  defineRoute(app, newsApi.detail, {
    params: idParams,
    query: detailQuery,
    cache: (request) => (hasPreview(request) ? CACHE_PREVIEW : isPageRender(request) ? CACHE_RENDER : CACHE_REVALIDATE),
    tags: ({ params }) => [newsTags.article(params.id)],
    handler: async ({ locale, params, query, request, reply }) => {
      reply.header("vary", PAGE_RENDER_HEADER);
      // A preview link shows the article whatever its status; a bad or expired one is no preview (404 for a draft).
      const preview = query.preview !== undefined && previewAllows(deps.config, query.preview, params.id, deps.now());
      // The site's own page render does not count: the page is cached, so its reader's browser counts (POST view).
      const countView = !isPageRender(request);
      const detail = await getNewsDetail(db, locale, params.id, deps.now(), { countView, preview });
      if (!detail) throw notFound();
      return detail;
    },
  });

  // The article page's view is sent by the reader's browser (POST view: the page itself is cached for every reader).
  wiring.interactions.registerRoutes(app, {
    kind: NEWS_KIND,
    likeState: newsApi.likeState,
    like: newsApi.like,
    cancelLike: newsApi.likeCancel,
    comments: newsApi.comments,
    comment: newsApi.comment,
    view: newsApi.view,
  });

  defineRoute(app, newsApi.relation, {
    params: idParams,
    query: newsRelationQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: ({ params }) => [newsTags.article(params.id), newsTags.lists],
    handler: async ({ locale, params, query }) => {
      const items = await relatedNews(db, locale, params.id, query.PageSize, deps.now());
      if (!items) throw notFound();
      return items;
    },
  });

  registerNewsConsoleRoutes(app, deps);

  // The cached news file (spec §7 News): the JSON itself, not an envelope.
  app.get("/uploads/cache/json/web_news_:lang.json", async (request, reply) => {
    const parsed = cacheFileParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    const copy = await files.get(CACHE_LANGS[parsed.data.lang]!, deps.now());
    reply.header("cache-control", "public, max-age=60, stale-while-revalidate=300");
    reply.header("etag", copy.etag);
    if (request.headers["if-none-match"] === copy.etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(copy.body);
  });
}

/** Whether the request asks for a preview (its answer is never stored, whatever the token). */
const hasPreview = (request: FastifyRequest) => typeof (request.query as { preview?: unknown } | undefined)?.preview === "string";

export default defineModule({ dashboard: newsDashboard, routes: registerNewsRoutes, contentKinds: (deps) => [newsContentKind(deps.db)], jobs: [newsPublishJob] });
