import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { newsApi } from "@portal/contract/endpoints/news";
import { idParams } from "@portal/contract/schemas/common";
import {
  NEWS_CACHE_LANGS,
  newsCommentBody,
  newsCommentsQuery,
  newsListQuery,
  newsRelationQuery,
  newsTopicArticlesQuery,
  newsTopicSlugParams,
  newsTopicsQuery,
  pageNewsQuery,
} from "@portal/contract/schemas/news";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { requireMember } from "../../platform/member-auth.ts";
import { clientAddressKey, enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { isPageRender } from "../../platform/ssr-request.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { CACHE_LANGS, createNewsFileCache } from "./cache-file.ts";
import { addComment, cancelLike, like, likeState, listComments } from "./interaction-service.ts";
import { countView, findVisibleArticle, getNewsDetail, listCategories, listNews, pageNews, relatedNews } from "./news-service.ts";
import { getTopic, listTopics } from "./topic-service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** Comments one member may post: a burst, and a day's worth (docs/news.md). */
export const COMMENT_LIMIT: Limit = { name: "news-comment", max: 5, windowMs: 60_000 };
export const COMMENT_DAILY_LIMIT: Limit = { name: "news-comment-day", max: 100, windowMs: 24 * 60 * 60_000 };
/** Like and like-cancel calls one member may make per minute. */
export const LIKE_LIMIT: Limit = { name: "news-like", max: 60, windowMs: 60_000 };

/** Article views one address may report per minute (a reader opens a few pages a minute, a script hundreds). */
export const VIEW_LIMIT: Limit = { name: "news-view", max: 60, windowMs: 60_000 };
/** A reader's second view of the same article within this time is not counted again. */
const VIEW_REPEAT_MS = 30 * 60_000;

/** Detail counts a view per answer (API clients): browsers and CDNs may keep it, but must ask again (ETag). */
const CACHE_REVALIDATE = "no-cache";

const cacheFileParams = z.object({ lang: z.enum(NEWS_CACHE_LANGS) });

/**
 * The news calls (spec §7 News; docs/news.md). Public reads carry cache headers for a CDN; likes and comment
 * posts need the member's token (401 otherwise) and are limited per member.
 */
export function registerNewsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, kv } = deps;
  const files = createNewsFileCache(db, deps.config.uploadDir);

  const visibleArticle = async (id: number) => {
    const article = await findVisibleArticle(db, id, deps.now());
    if (!article) throw notFound();
    return article;
  };

  defineRoute(app, newsApi.categories, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => listCategories(db, locale),
  });

  defineRoute(app, newsApi.list, {
    query: newsListQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale, query }) => listNews(db, kv, locale, query, deps.now()),
  });

  defineRoute(app, newsApi.pageNews, {
    query: pageNewsQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale, query }) => {
      const result = await pageNews(db, locale, query.id, query.Category, deps.now());
      if (!result) throw notFound();
      return result;
    },
  });

  defineRoute(app, newsApi.topics, {
    query: newsTopicsQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale, query }) => listTopics(db, locale, query.Page, query.PageSize, deps.now()),
  });

  defineRoute(app, newsApi.topic, {
    params: newsTopicSlugParams,
    query: newsTopicArticlesQuery,
    cache: CACHE_PUBLIC_SHORT,
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
    handler: async ({ locale, params, query }) => {
      const topic = await getTopic(db, locale, { id: params.id }, query.Page, query.PageSize, deps.now());
      if (!topic) throw notFound();
      return topic;
    },
  });

  defineRoute(app, newsApi.detail, {
    params: idParams,
    cache: CACHE_REVALIDATE,
    handler: async ({ locale, params, request }) => {
      // The site's own page render does not count: the page is cached, so its reader's browser counts (POST view).
      const countView = !isPageRender(request);
      const detail = await getNewsDetail(db, locale, params.id, deps.now(), { countView });
      if (!detail) throw notFound();
      return detail;
    },
  });

  // One view of the article page, sent by the reader's browser (the page itself is cached for every reader).
  // An address counts once per article per half hour; a flood from one address is refused (429).
  defineRoute(app, newsApi.view, {
    params: idParams,
    handler: async ({ params, request }) => {
      const address = clientAddressKey(request.ip);
      await enforceLimit(deps.kv, VIEW_LIMIT, address);
      const first = (await deps.kv.incr(`news-view:${params.id}:${address}`, VIEW_REPEAT_MS)) === 1;
      if (!first) {
        await visibleArticle(params.id);
        return { counted: false };
      }
      if (!(await countView(db, params.id, deps.now()))) throw notFound();
      return { counted: true };
    },
  });

  // The member's own like state (not in the spec's list: the detail page is the same for everyone and cached).
  defineRoute(app, newsApi.likeState, {
    params: idParams,
    handler: async ({ params, request }) => {
      const session = await requireMember(deps, request);
      await visibleArticle(params.id);
      return likeState(db, params.id, session.memberId);
    },
  });

  defineRoute(app, newsApi.like, {
    params: idParams,
    handler: async ({ params, request }) => {
      const session = await requireMember(deps, request);
      await enforceLimit(kv, LIKE_LIMIT, `member:${session.memberId}`);
      await visibleArticle(params.id);
      return like(db, params.id, session.memberId);
    },
  });

  defineRoute(app, newsApi.likeCancel, {
    params: idParams,
    handler: async ({ params, request }) => {
      const session = await requireMember(deps, request);
      await enforceLimit(kv, LIKE_LIMIT, `member:${session.memberId}`);
      await visibleArticle(params.id);
      return cancelLike(db, params.id, session.memberId);
    },
  });

  defineRoute(app, newsApi.comments, {
    params: idParams,
    query: newsCommentsQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ params, query }) => {
      await visibleArticle(params.id);
      return listComments(db, params.id, query.Page, query.PageSize);
    },
  });

  defineRoute(app, newsApi.comment, {
    params: idParams,
    body: newsCommentBody,
    handler: async ({ params, body, request }) => {
      const session = await requireMember(deps, request);
      await visibleArticle(params.id);
      await enforceLimit(kv, COMMENT_LIMIT, `member:${session.memberId}`);
      await enforceLimit(kv, COMMENT_DAILY_LIMIT, `member:${session.memberId}`);
      return addComment(db, params.id, session.memberId, body, deps.now());
    },
  });

  defineRoute(app, newsApi.relation, {
    params: idParams,
    query: newsRelationQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale, params, query }) => {
      const items = await relatedNews(db, locale, params.id, query.PageSize, deps.now());
      if (!items) throw notFound();
      return items;
    },
  });

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

export default defineModule({ routes: registerNewsRoutes });
