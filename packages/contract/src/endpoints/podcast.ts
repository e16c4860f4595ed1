import { CONSOLE_API_PATH, GET, PUT } from "../endpoint.ts";
import type { ConsolePodcastFeed, PodcastFeedInput } from "../schemas/podcast/console.ts";
import { PRODUCERS } from "./program.ts";
import type { PodcastChannel } from "../schemas/podcast.ts";

/**
 * The podcast page's episodes as JSON (not in the spec, whose only podcast call is the feed GET /web/feed, served
 * as XML outside the API: modules/podcast/routes.ts).
 */
export const podcastApi = {
  episodes: GET("/api/v1.0/podcast/episodes").returns<PodcastChannel>(),
};

/** The producer's podcast feed fields (docs/console.md "The podcast feed"). */
export const podcastConsoleApi = {
  feed: GET(`${CONSOLE_API_PATH}/v1/podcast/feed`).access(PRODUCERS).returns<ConsolePodcastFeed>(),
  /** Every field at once; the feed answers with them at once. */
  updateFeed: PUT(`${CONSOLE_API_PATH}/v1/podcast/feed`).access(PRODUCERS).body<PodcastFeedInput>().returns<ConsolePodcastFeed>(),
};
