import type { UrlLang } from "@portal/contract/locales";
import type { PodcastEpisode } from "@portal/contract/schemas/podcast";
import { formatDay } from "../shared/news-date.ts";
import { translator } from "../../i18n/define.ts";
import { podcastMessages } from "./messages.ts";
import "./podcast.css";

/** The episodes, newest first, each with a native <audio> that loads nothing before it is played. */
export function PodcastEpisodes({ lang, episodes }: { lang: UrlLang; episodes: PodcastEpisode[] }) {
  const t = translator(podcastMessages, lang);
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
              <span>{t("duration", { minutes: Math.floor(e.durationSeconds / 60), seconds: e.durationSeconds % 60 })}</span>
            </p>
            <h3 className="podcast-episode__title">{e.title}</h3>
            <p className="podcast-episode__text">{e.description}</p>
            <audio className="podcast-episode__audio" controls preload="none" src={e.audioUrl} aria-label={t("audioLabel", { title: e.title })} data-testid="podcast-audio" />
            <a className="podcast-episode__download" href={e.audioUrl} download>
              {t("download")}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
