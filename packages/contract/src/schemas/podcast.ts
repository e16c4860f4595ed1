/**
 * The podcast (spec §7 Podcast: GET /web/feed, an RSS 2.0 feed with the iTunes and podcast namespaces;
 * docs/media.md). The podcast page reads the same episodes as JSON.
 */

/** The feed's path (not an API call: the XML itself, for podcast apps). */
export const PODCAST_FEED_PATH = "/web/feed";

export interface PodcastEpisode {
  id: number;
  /** Never changes (the feed's guid). */
  guid: string;
  title: string;
  description: string;
  /** The MP3, a site path. */
  audioUrl: string;
  /** Bytes of the file (the enclosure's length). */
  audioBytes: number;
  audioType: string;
  durationSeconds: number;
  episode: number;
  publishedAt: string;
}

export interface PodcastChannel {
  title: string;
  description: string;
  author: string;
  /** The owner's e-mail address (itunes:owner). */
  ownerEmail: string;
  /** Apple Podcasts' category and subcategory (null: none). */
  category: string;
  subcategory: string | null;
  explicit: boolean;
  /** Square artwork, a site path. */
  artwork: string;
  /** The feed's absolute address (to paste into a podcast app). */
  feedUrl: string;
  episodes: PodcastEpisode[];
}
