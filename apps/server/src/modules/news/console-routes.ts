import type { FastifyInstance } from "fastify";
import { newsConsoleApi } from "@portal/contract/endpoints/news";
import { idParams } from "@portal/contract/schemas/common";
import {
  newsConsoleListQuery,
  newsCreateBody,
  newsDiffQuery,
  newsRestoreBody,
  newsRevisionParams,
  newsRevisionsQuery,
  newsScheduleBody,
  newsTransitionBody,
  newsUpdateBody,
} from "@portal/contract/schemas/news/console";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf, staffOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import {
  articleExists,
  createArticle,
  diffRevision,
  editorArticle,
  listConsoleNews,
  listRevisions,
  restoreRevision,
  transition,
  updateArticle,
} from "./editor-service.ts";
import { listCategories } from "./news-service.ts";
import { listConsoleTopics } from "./topic-service.ts";
import { staffOfRoles } from "../staff/staff-service.ts";
import { signPreview } from "./preview.ts";

/** The staff who write news: the roles the news calls let write (endpoints/news.ts). */
const NEWS_WRITERS = ["contributor", "editor", "admin"] as const;

/** The language of the public page of each newsroom (the Chinese newsroom's in Traditional script). */
const PAGE_LANG = { zh: "zh-hant", en: "en", pt: "pt" } as const;

/**
 * The console's news calls (`newsConsoleApi`; docs/news.md "Editing in the console"). Who may call each is declared
 * on its endpoint; what a contributor may do with a given story (their own, drafts and in review) is decided in
 * editor-service.ts.
 */
export function registerNewsConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, newsConsoleApi.list, {
    deps,
    query: newsConsoleListQuery,
    handler: ({ query }) => listConsoleNews(deps.db, query, deps.now()),
  });

  defineRoute(app, newsConsoleApi.categories, {
    deps,
    handler: ({ locale }) => listCategories(deps.db, locale),
  });

  defineRoute(app, newsConsoleApi.topics, {
    deps,
    handler: ({ locale }) => listConsoleTopics(deps.db, locale),
  });

  defineRoute(app, newsConsoleApi.authors, {
    deps,
    handler: () => staffOfRoles(deps.db, NEWS_WRITERS),
  });

  defineRoute(app, newsConsoleApi.get, {
    deps,
    params: idParams,
    handler: ({ params, request, locale }) => editorArticle(deps, staffOf(request), params.id, locale),
  });

  defineRoute(app, newsConsoleApi.create, {
    deps,
    body: withoutNul(newsCreateBody),
    handler: ({ body, request, locale }) => createArticle(deps, staffActorOf(request), body, locale),
  });

  defineRoute(app, newsConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(newsUpdateBody),
    handler: ({ params, body, request, locale }) => updateArticle(deps, staffActorOf(request), params.id, body, locale),
  });

  for (const which of ["submit", "publish", "unpublish"] as const) {
    defineRoute(app, newsConsoleApi[which], {
      deps,
      params: idParams,
      body: newsTransitionBody,
      handler: ({ params, body, request, locale }) => transition(deps, staffActorOf(request), params.id, which, body, locale),
    });
  }

  defineRoute(app, newsConsoleApi.schedule, {
    deps,
    params: idParams,
    body: newsScheduleBody,
    handler: ({ params, body, request, locale }) => transition(deps, staffActorOf(request), params.id, "schedule", body, locale),
  });

  defineRoute(app, newsConsoleApi.revisions, {
    deps,
    params: idParams,
    query: newsRevisionsQuery,
    handler: ({ params, query }) => listRevisions(deps.db, params.id, query),
  });

  defineRoute(app, newsConsoleApi.diff, {
    deps,
    params: newsRevisionParams,
    query: newsDiffQuery,
    handler: ({ params, query, locale }) => diffRevision(deps.db, params.id, params.revision, query.against, locale),
  });

  defineRoute(app, newsConsoleApi.restore, {
    deps,
    params: newsRevisionParams,
    body: newsRestoreBody,
    handler: ({ params, body, request, locale }) =>
      restoreRevision(deps, staffActorOf(request), params.id, params.revision, body.revision, locale),
  });

  defineRoute(app, newsConsoleApi.preview, {
    deps,
    params: idParams,
    handler: async ({ params }) => {
      const article = await articleExists(deps.db, params.id);
      if (!article) throw notFound();
      const { token, expiresAt } = signPreview(deps.config, params.id, deps.now());
      const lang = PAGE_LANG[article.newsroom as keyof typeof PAGE_LANG] ?? "zh-hant";
      return { token, path: `/${lang}/news-detail/${params.id}?preview=${token}`, expiresAt: expiresAt.toISOString() };
    },
  });
}
