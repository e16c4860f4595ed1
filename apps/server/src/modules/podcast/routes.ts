import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { podcastApi } from "@portal/contract/endpoints/podcast";
import { URL_LANGS, urlLangToApiLocale } from "@portal/contract/locales";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { podcastFeed } from "./feed.ts";
import { podcastChannel } from "./podcast-service.ts";
import { PODCAST_FEED_PATH } from "@portal/contract/schemas/podcast";
import { podcastTags } from "@portal/contract/cache-tags";
import { podcastConsoleApi } from "@portal/contract/endpoints/podcast";
import { consolePodcastEpisodeListQuery, podcastEpisodeBody, podcastEpisodeVisibilityBody, podcastFeedBody } from "@portal/contract/schemas/podcast/console";
import { idParams } from "@portal/contract/schemas/common";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { consolePodcastFeed, updatePodcastFeed } from "./console-service.ts";
import { consoleEpisode, createEpisode, deleteEpisode, listConsoleEpisodes, setEpisodeVisibility, updateEpisode } from "./episode-console.ts";

const FEED_CACHE = "public, max-age=300, stale-while-revalidate=600";
const feedQuery = z.object({ lang: z.enum(URL_LANGS).default("zh-hant") });

/**
 * The podcast (spec §7 Podcast; docs/media.md): the feed at GET /web/feed (RSS 2.0 for podcast apps, in the
 * language of ?lang=, Traditional Chinese by default; an unknown lang is a 400 envelope), and its episodes as JSON
 * for the podcast page. Addresses are absolute, from PUBLIC_URL.
 */
function registerPodcastRoutes(app: FastifyInstance, deps: Deps): void {
  const base = deps.config.publicUrl;
  defineRoute(app, podcastApi.episodes, {
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [podcastTags.all],
    handler: ({ locale }) => podcastChannel(deps.db, locale, deps.now(), base),
  });

  app.get(PODCAST_FEED_PATH, async (request, reply) => {
    const { lang } = feedQuery.parse(request.query);
    const now = deps.now();
    const channel = await podcastChannel(deps.db, urlLangToApiLocale(lang), now, base);
    const body = podcastFeed(channel, { lang, pageUrl: `${base}/${lang}/podcast`, absolute: (path) => new URL(path, `${base}/`).toString(), now });
    return reply.header("content-type", "application/rss+xml; charset=utf-8").header("cache-control", FEED_CACHE).send(body);
  });

  // The producer's feed fields (docs/console.md "The podcast feed"); who may call each is on its endpoint.
  defineRoute(app, podcastConsoleApi.feed, { deps, handler: () => consolePodcastFeed(deps) });
  defineRoute(app, podcastConsoleApi.updateFeed, { deps, body: withoutNul(podcastFeedBody), handler: ({ body, request }) => updatePodcastFeed(deps, staffActorOf(request), body) });
  // The producer's episodes (docs/console.md "The podcast feed").
  const episodes = podcastConsoleApi;
  defineRoute(app, episodes.episodes, { deps, query: consolePodcastEpisodeListQuery, handler: ({ query, locale }) => listConsoleEpisodes(deps.db, locale, deps.now(), query) });
  defineRoute(app, episodes.episode, { deps, params: idParams, handler: ({ params }) => consoleEpisode(deps, params.id) });
  defineRoute(app, episodes.createEpisode, { deps, body: withoutNul(podcastEpisodeBody), handler: ({ body, request, locale }) => createEpisode(deps, staffActorOf(request), body, locale) });
  defineRoute(app, episodes.updateEpisode, {
    deps,
    params: idParams,
    body: withoutNul(podcastEpisodeBody),
    handler: ({ params, body, request, locale }) => updateEpisode(deps, staffActorOf(request), params.id, body, locale),
  });
  defineRoute(app, episodes.episodeVisibility, {
    deps,
    params: idParams,
    body: podcastEpisodeVisibilityBody,
    handler: ({ params, body, request }) => setEpisodeVisibility(deps, staffActorOf(request), params.id, body.published),
  });
  defineRoute(app, episodes.deleteEpisode, { deps, params: idParams, handler: ({ params, request }) => deleteEpisode(deps, staffActorOf(request), params.id) });
}

export default defineModule({ routes: registerPodcastRoutes });
