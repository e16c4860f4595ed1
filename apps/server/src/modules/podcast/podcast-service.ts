import { and, desc, eq, lte } from "drizzle-orm";
import { apiLocaleToUrlLang, type ApiLocale } from "@portal/contract/locales";
import { PODCAST_FEED_PATH, type PodcastChannel, type PodcastEpisode } from "@portal/contract/schemas/podcast";
import type { Db } from "../../db/client.ts";
import { podcastEpisodes } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";

/** The podcast "Macao Voices" (docs/media.md): its published episodes, newest first. */

export const PODCAST_ARTWORK = "/demo/podcast/artwork.jpg";
export const PODCAST_EMAIL = "podcast@tdm.example.mo";

const CHANNEL: Record<ApiLocale, { title: string; description: string; author: string }> = {
  zh_TW: { title: "澳門聲音", description: "澳廣視的人物與城市故事：每集二十分鐘，走進澳門的街巷與記憶。", author: "澳廣視" },
  zh_CN: { title: "澳门声音", description: "澳广视的人物与城市故事：每集二十分钟，走进澳门的街巷与记忆。", author: "澳广视" },
  en: { title: "Macau Voices", description: "People and places of Macau from TDM: stories of the city's streets and memories.", author: "TDM" },
  pt: { title: "Vozes de Macau", description: "Pessoas e lugares de Macau pela TDM: histórias das ruas e das memórias da cidade.", author: "TDM" },
};

/** The feed's absolute address in a language (zh-hant is the default, without a query). */
export function feedUrl(base: string, locale: ApiLocale): string {
  return locale === "zh_TW" ? `${base}${PODCAST_FEED_PATH}` : `${base}${PODCAST_FEED_PATH}?lang=${apiLocaleToUrlLang(locale)}`;
}

export async function podcastChannel(db: Db, locale: ApiLocale, now: Date, base: string): Promise<PodcastChannel> {
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
  return { ...CHANNEL[locale], artwork: PODCAST_ARTWORK, feedUrl: feedUrl(base, locale), episodes };
}
