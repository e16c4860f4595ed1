import { Feed } from "feed";
import { htmlLangOf, type UrlLang } from "@portal/contract/locales";
import { xmlSafe } from "./xml.ts";
import type { FeedArticle } from "./seo-service.ts";

/** RSS 2.0 of a language's newest stories, written by the `feed` library (it escapes; we drop XML-illegal characters). */

export const RSS_ITEMS = 30;

export interface FeedChannel {
  title: string;
  /** The newsroom's home page. */
  link: string;
  /** The feed's own address. */
  self: string;
  description: string;
  lang: UrlLang;
  /** Address of an article page. */
  itemLink: (id: number) => string;
  /** Absolute address of a picture path. */
  absolute: (href: string) => string;
}

export function rssFeed(channel: FeedChannel, articles: readonly FeedArticle[], now: Date): string {
  const feed = new Feed({
    title: xmlSafe(channel.title),
    description: xmlSafe(channel.description),
    id: channel.link,
    link: channel.link,
    language: htmlLangOf(channel.lang).toLowerCase(),
    updated: articles[0]?.publishedAt ?? now,
    ttl: 10,
    generator: false,
    feedLinks: { rss: channel.self },
    copyright: xmlSafe(channel.title),
  });
  for (const a of articles) {
    const link = channel.itemLink(a.id);
    feed.addItem({
      title: xmlSafe(a.title),
      id: link,
      guid: link,
      link,
      date: a.publishedAt,
      ...(a.summary ? { description: xmlSafe(a.summary) } : {}),
      ...(a.category ? { category: [{ name: xmlSafe(a.category) }] } : {}),
      ...(a.author ? { author: [{ name: xmlSafe(a.author) }] } : {}),
      ...(a.cover ? { image: channel.absolute(a.cover) } : {}),
    });
  }
  return feed.rss2();
}
