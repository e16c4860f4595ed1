import { Feed } from "feed";
import { htmlLangOf, type UrlLang } from "@portal/contract/locales";
import type { PodcastChannel } from "@portal/contract/schemas/podcast";
import { escapeXml, xmlSafe } from "../seo/xml.ts";

/**
 * The podcast's RSS 2.0 (GET /web/feed), written by the `feed` library, which escapes texts and, with `podcast:
 * true`, declares the iTunes namespace and writes itunes:author and itunes:owner. What it lacks is added as its
 * extensions (plain elements it writes as given): itunes:image, itunes:category (an attribute, which its own
 * `category` option would write as text), itunes:explicit, and per episode itunes:duration (its own needs an
 * `audio` enclosure, which it would write with a `duration` attribute), itunes:episode and podcast:guid. It has no
 * way to declare another namespace on <rss>: the podcast namespace (podcastindex.org) is added to its output.
 * Its XML writer (xml-js) escapes element text but not attribute values: every attribute given to it is escaped
 * here (`attr`), and the test checks that the whole feed is well-formed XML.
 */

const attr = escapeXml;

export const PODCAST_NAMESPACE = "https://podcastindex.org/namespace/1.0";

/** hh:mm:ss, as itunes:duration is usually written. */
export function itunesDuration(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

export function podcastFeed(channel: PodcastChannel, options: { lang: UrlLang; pageUrl: string; absolute: (path: string) => string; now: Date }): string {
  const image = options.absolute(channel.artwork);
  const feed = new Feed({
    title: xmlSafe(channel.title),
    description: xmlSafe(channel.description),
    id: options.pageUrl,
    link: options.pageUrl,
    language: htmlLangOf(options.lang).toLowerCase(),
    image,
    updated: channel.episodes[0] ? new Date(channel.episodes[0].publishedAt) : options.now,
    generator: false,
    feedLinks: { rss: channel.feedUrl },
    copyright: xmlSafe(channel.author),
    podcast: true,
    author: { name: xmlSafe(channel.author), email: xmlSafe(channel.ownerEmail) },
  });
  feed.addExtension({ name: "itunes:image", objects: { _attributes: { href: attr(image) } } });
  const subcategory = channel.subcategory ? { "itunes:category": { _attributes: { text: attr(channel.subcategory) } } } : {};
  feed.addExtension({ name: "itunes:category", objects: { _attributes: { text: attr(channel.category) }, ...subcategory } });
  feed.addExtension({ name: "itunes:explicit", objects: { _text: channel.explicit ? "true" : "false" } });
  feed.addExtension({ name: "itunes:type", objects: { _text: "episodic" } });
  for (const episode of channel.episodes) {
    feed.addItem({
      title: xmlSafe(episode.title),
      id: episode.guid,
      guid: episode.guid,
      link: `${options.pageUrl}#episode-${episode.episode}`,
      date: new Date(episode.publishedAt),
      description: xmlSafe(episode.description),
      enclosure: { url: attr(options.absolute(episode.audioUrl)), length: episode.audioBytes, type: attr(episode.audioType) },
      extensions: [
        { name: "itunes:duration", objects: { _text: itunesDuration(episode.durationSeconds) } },
        { name: "itunes:episode", objects: { _text: String(episode.episode) } },
        { name: "itunes:episodeType", objects: { _text: "full" } },
        { name: "podcast:guid", objects: { _text: episode.guid } },
      ],
    });
  }
  return feed.rss2().replace("<rss ", `<rss xmlns:podcast="${PODCAST_NAMESPACE}" `);
}
