import type { UrlLang } from "@portal/contract/locales";
import type { ShortVideo } from "@portal/contract/schemas/short-video";
import { translator } from "../../i18n/define.ts";
import { PlayIcon } from "../../components/icons.tsx";
import { formatDuration, isoDuration } from "../shared/duration.ts";
import { shortVideoMessages } from "./messages.ts";
import { shortVideoHref } from "./paths.ts";
import "./short-video.css";

/** A clip in a grid or a band: its still (9:16), the length, the title; opens the swipe player at the clip. */
export function ShortVideoCard({ lang, video, category, headingLevel = 3 }: { lang: UrlLang; video: ShortVideo; category?: string; headingLevel?: 2 | 3 }) {
  const t = translator(shortVideoMessages, lang);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="short-card" data-testid="short-card">
      <a className="short-card__link" href={shortVideoHref(lang, video.id, category)}>
        <span className="short-card__media">
          <img src={video.poster} alt="" width={360} height={640} loading="lazy" decoding="async" />
          <span className="short-card__play" aria-hidden="true">
            <PlayIcon />
          </span>
          <time className="short-card__duration" dateTime={isoDuration(video.durationSeconds)}>
            {formatDuration(video.durationSeconds, lang)}
          </time>
        </span>
        <Heading className="short-card__title">{video.title}</Heading>
      </a>
      {video.category ? <p className="short-card__category">{video.category.title}</p> : null}
    </article>
  );
}

/** A row of clips with a heading and a "more" link: the home page's band (the lead places it) and search's strip. */
export function ShortVideoBand({ lang, videos, title, testId = "short-video-band" }: { lang: UrlLang; videos: ShortVideo[]; title?: string; testId?: string }) {
  const t = translator(shortVideoMessages, lang);
  if (videos.length === 0) return null;
  return (
    <section className="short-band" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className="short-band__head">
        <h2 id={`${testId}-title`} className="short-band__title">
          {title ?? t("title")}
        </h2>
        <a className="short-band__more more-link" href={`/${lang}/short-video`}>
          {t("more")}
        </a>
      </div>
      <ul className="short-band__list" role="list">
        {videos.map((video) => (
          <li key={video.id}>
            <ShortVideoCard lang={lang} video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}
