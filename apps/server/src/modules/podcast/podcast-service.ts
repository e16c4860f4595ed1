import { and, desc, eq, lte } from "drizzle-orm";
import { apiLocaleToUrlLang, type ApiLocale } from "@portal/contract/locales";
import { PODCAST_FEED_PATH, type PodcastChannel, type PodcastEpisode } from "@portal/contract/schemas/podcast";
import type { Db } from "../../db/client.ts";
import { podcastEpisodes, podcastFeedSettings } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";

/** The podcast "Macao Voices" (docs/media.md): its published episodes, newest first. */

export const PODCAST_ARTWORK = "/demo/podcast/artwork.jpg";
export const PODCAST_EMAIL = "podcast@tdm.example.mo";

type FeedRow = Omit<typeof podcastFeedSettings.$inferSelect, "key" | "updatedAt">;

/** What the feed says of the podcast until a producer has saved its fields (docs/console.md "The podcast feed"). */
export const DEFAULT_FEED: FeedRow = {
  title: { zh_TW: "澳門聲音", zh_CN: "澳门声音", en: "Macau Voices", pt: "Vozes de Macau" },
  description: {
    zh_TW: "澳廣視的人物與城市故事：每集二十分鐘，走進澳門的街巷與記憶。",
    zh_CN: "澳广视的人物与城市故事：每集二十分钟，走进澳门的街巷与记忆。",
    en: "People and places of Macau from TDM: stories of the city's streets and memories.",
    pt: "Pessoas e lugares de Macau pela TDM: histórias das ruas e das memórias da cidade.",
  },
  author: { zh_TW: "澳廣視", zh_CN: "澳广视", en: "TDM", pt: "TDM" },
  ownerEmail: PODCAST_EMAIL,
  category: "Society & Culture",
  subcategory: "Places & Travel",
  explicit: false,
  artwork: PODCAST_ARTWORK,
};

/** The feed's fields: the saved row, else the defaults. */
export async function feedSettings(db: Db): Promise<FeedRow> {
  const [row] = await db.select().from(podcastFeedSettings).where(eq(podcastFeedSettings.key, FEED_KEY));
  return row ?? DEFAULT_FEED;
}
export const FEED_KEY = "main";

/** The feed's absolute address in a language (zh-hant is the default, without a query). */
export function feedUrl(base: string, locale: ApiLocale): string {
  return locale === "zh_TW" ? `${base}${PODCAST_FEED_PATH}` : `${base}${PODCAST_FEED_PATH}?lang=${apiLocaleToUrlLang(locale)}`;
}

export async function podcastChannel(db: Db, locale: ApiLocale, now: Date, base: string): Promise<PodcastChannel> {
  const settings = await feedSettings(db);
  const rows = await db
    .select()
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.published, true), lte(podcastEpisodes.publishedAt, now)))
    .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id));
  const episodes: PodcastEpisode[] = rows.map((row) => ({
    id: row.id,
    guid: row.guid,
    title: pickText(row.title, locale),
    description: pickText(row.description, locale),
    audioUrl: row.audioUrl,
    audioBytes: row.audioBytes,
    audioType: row.audioType,
    durationSeconds: row.durationSeconds,
    episode: row.episode,
    publishedAt: row.publishedAt.toISOString(),
  }));
  return {
    title: pickText(settings.title, locale),
    description: pickText(settings.description, locale),
    author: pickText(settings.author, locale),
    ownerEmail: settings.ownerEmail,
    category: settings.category,
    subcategory: settings.subcategory ?? null,
    explicit: settings.explicit,
    artwork: settings.artwork,
    feedUrl: feedUrl(base, locale),
    episodes,
  };
}
