import { GET } from "../endpoint.ts";
import type { PodcastChannel } from "../schemas/podcast.ts";

/**
 * The podcast page's episodes as JSON (not in the spec, whose only podcast call is the feed GET /web/feed, served
 * as XML outside the API: modules/podcast/routes.ts).
 */
export const podcastApi = {
  episodes: GET("/api/v1.0/podcast/episodes").returns<PodcastChannel>(),
};
