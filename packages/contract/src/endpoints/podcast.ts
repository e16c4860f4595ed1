import { CONSOLE_API_PATH, DELETE, GET, POST, PUT } from "../endpoint.ts";
import type { Paged } from "../schemas/member.ts";
import type {
  ConsolePodcastEpisode,
  ConsolePodcastEpisodeItem,
  ConsolePodcastEpisodeListQuery,
  ConsolePodcastFeed,
  PodcastEpisodeInput,
  PodcastEpisodeVisibilityInput,
  PodcastFeedInput,
} from "../schemas/podcast/console.ts";
import { PRODUCERS } from "./program.ts";
import type { PodcastChannel } from "../schemas/podcast.ts";

/**
 * The podcast page's episodes as JSON (not in the spec, whose only podcast call is the feed GET /web/feed, served
 * as XML outside the API: modules/podcast/routes.ts).
 */
export const podcastApi = {
  episodes: GET("/api/v1.0/podcast/episodes").returns<PodcastChannel>(),
};

const CONSOLE_EPISODES = `${CONSOLE_API_PATH}/v1/podcast/episodes`;

/** The producer's podcast feed fields and episodes (docs/console.md "The podcast feed"). */
export const podcastConsoleApi = {
  feed: GET(`${CONSOLE_API_PATH}/v1/podcast/feed`).access(PRODUCERS).returns<ConsolePodcastFeed>(),
  /** Every field at once; the feed answers with them at once. */
  updateFeed: PUT(`${CONSOLE_API_PATH}/v1/podcast/feed`).access(PRODUCERS).body<PodcastFeedInput>().returns<ConsolePodcastFeed>(),
  /** Every episode, draft, scheduled or published, newest first, paged, in the console's language. */
  episodes: GET(CONSOLE_EPISODES).access(PRODUCERS).query<ConsolePodcastEpisodeListQuery>().returns<Paged<ConsolePodcastEpisodeItem>>(),
  episode: GET(`${CONSOLE_EPISODES}/:id`).access(PRODUCERS).returns<ConsolePodcastEpisode>(),
  createEpisode: POST(CONSOLE_EPISODES).access(PRODUCERS).body<PodcastEpisodeInput>().returns<ConsolePodcastEpisode>(),
  updateEpisode: PUT(`${CONSOLE_EPISODES}/:id`).access(PRODUCERS).body<PodcastEpisodeInput>().returns<ConsolePodcastEpisode>(),
  /** Publishes the episode, or takes it back to a draft. */
  episodeVisibility: POST(`${CONSOLE_EPISODES}/:id/visibility`).access(PRODUCERS).body<PodcastEpisodeVisibilityInput>().returns<ConsolePodcastEpisode>(),
  /** Only an unpublished episode (a published one is unpublished first: podcast apps may have downloaded it). */
  deleteEpisode: DELETE(`${CONSOLE_EPISODES}/:id`).access(PRODUCERS).returns<null>(),
};
