import type { UrlLang } from "@portal/contract/locales";
import type { PodcastEpisode } from "@portal/contract/schemas/podcast";
import { formatDay } from "../shared/news-date.ts";
import { formatDuration, isoDuration } from "../shared/duration.ts";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { radioLabels } from "../broadcast/player-props.ts";
import RadioEpisode from "../program/RadioEpisode.island.tsx";
import { podcastMessages } from "./messages.ts";
import "./podcast.css";

/**
 * The episodes, newest first, each with a "Listen" button that hands it to the radio mini player (the
 * `RadioEpisode` island, as a programme's radio episode: it keeps playing while the listener moves on through the
 * site) and a download link (which also opens the file without script). Nothing is fetched before a press.
 */
export function PodcastEpisodes({ lang, podcast, episodes }: { lang: UrlLang; podcast: string; episodes: PodcastEpisode[] }) {
  const t = translator(podcastMessages, lang);
  const radio = radioLabels(lang);
  return (
    <section aria-labelledby="podcast-episodes-title">
      <h2 id="podcast-episodes-title" className="podcast-section-title">
        {t("episodes")}
      </h2>
      {episodes.length === 0 ? <p>{t("empty")}</p> : null}
      <ol className="podcast-episodes" role="list">
        {episodes.map((e) => (
          <li key={e.guid} id={`episode-${e.episode}`} className="podcast-episode" data-testid="podcast-episode">
            <p className="podcast-episode__meta">
              <span>{t("episodeNumber", { n: e.episode })}</span>
              <time dateTime={e.publishedAt}>{formatDay(e.publishedAt, lang)}</time>
              <time dateTime={isoDuration(e.durationSeconds)}>{formatDuration(e.durationSeconds, lang)}</time>
            </p>
            <h3 className="podcast-episode__title">{e.title}</h3>
            <p className="podcast-episode__text">{e.description}</p>
            <Island
              component={RadioEpisode}
              className="podcast-episode__listen"
              props={{
                lang,
                id: e.id,
                kind: "podcast" as const,
                url: e.audioUrl,
                programme: podcast,
                title: e.title,
                labels: { listen: t("listenEpisode", { n: e.episode }), loading: t("loading"), inPlayer: t("inPlayer"), download: t("download"), radio },
              }}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
