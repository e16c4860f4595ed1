import { redirect } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { programApi } from "@portal/contract/endpoints/program";
import { COMMENT_MAX_CHARS } from "@portal/contract/schemas/interactions";
import type { Route } from "./+types/playitem";
import { Comments } from "../../components/Comments.tsx";
import { Like } from "../../components/Like.tsx";
import { Save } from "../../components/Save.tsx";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import VideoPlayer from "../../components/player/VideoPlayer.island.tsx";
import CaptionsMenu from "../../components/player/CaptionsMenu.island.tsx";
import EpisodeResume from "../../features/program/EpisodeResume.island.tsx";
import { captionsForPage } from "../../features/program/captions.ts";
import RadioEpisode from "../../features/program/RadioEpisode.island.tsx";
import { radioLabels } from "../../features/broadcast/player-props.ts";
import { liveMessages } from "../../features/broadcast/messages.ts";
import PlayCount from "../../features/program/PlayCount.island.tsx";
import { EpisodeList } from "../../features/program/ProgramParts.tsx";
import { programMessages } from "../../features/program/messages.ts";
import { playItemPath, playlistPath, programPath } from "../../features/program/program-paths.ts";
import { formatDuration, isoDuration } from "../../features/shared/duration.ts";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";
import { formatDay } from "../../features/shared/news-date.ts";
import { PROGRAM_COMMENTS, PROGRAM_LIKE } from "./detail.tsx";

const COMMENTS_PAGE_SIZE = 10;

/**
 * program/playitem_video/{slug} and program/playitem_radio/{slug} (spec §2): one episode with its player (video:
 * the shared VideoPlayer island, MP4 or HLS; radio: "Listen" hands it to the mini player that keeps playing across
 * pages), like, save, "add to my piece
 * list", comments and the programme's other episodes. An episode asked for under the other kind's address (the
 * radio Gourmet Walk item) is redirected (301) to its own.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const episode = await loadOrFail(api, programApi.review, { params: { id: params.slug ?? "" } });
  const own = playItemPath(lang, episode.program.type, episode.slug);
  if (url.pathname !== own) throw redirect(`${own}${url.search}`, 301);
  const [others, comments] = await Promise.all([
    loadOptional(api, programApi.reviews, { params: { resource: episode.program.slug }, query: { page: 1, pageSize: 8 } }),
    loadOptional(api, programApi.comments, { params: { id: episode.id }, query: { Page: 1, PageSize: COMMENTS_PAGE_SIZE } }),
  ]);
  const t = translator(programMessages, lang);
  return {
    lang,
    episode,
    others: others?.items ?? [],
    comments,
    breadcrumb: [
      { title: t("allTitle"), path: "program/all_program" },
      { title: episode.program.title, path: `program-detail/${episode.program.slug}` },
      { title: episode.title },
    ],
  };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) => {
  if (!page) return pageMeta(matches);
  const { episode } = page;
  return pageMeta(matches, {
    title: `${episode.title} | ${episode.program.title}`,
    description: episode.summary,
    image: episode.poster,
    ogType: episode.program.type === "radio" ? "music.song" : "video.episode",
  });
};

export default function PlayItemPage({ loaderData }: Route.ComponentProps) {
  const { lang, episode, others, comments } = loaderData;
  const t = translator(programMessages, lang);
  const live = translator(liveMessages, lang);
  const radio = episode.program.type === "radio";
  const media = radio ? episode.audioUrl : episode.mediaUrl;
  const tracks = captionsForPage(lang, episode.captions);
  // Templates the island fills in ("Resume at {time}").
  const texts = programMessages[lang];
  return (
    <main id="main" className="container program-page" data-testid="playitem" data-episode={episode.slug}>
      <div className="playitem">
        <div className="playitem__main">
          {radio ? (
            <div className="playitem__audio">
              {episode.poster ? <img src={episode.poster} alt="" width={96} height={96} /> : null}
              <div className="playitem__audio-body">
                <p className="playitem__program">{episode.program.title}</p>
                {media ? (
                  <Island
                    component={RadioEpisode}
                    props={{
                      lang,
                      id: episode.id,
                      url: media,
                      programme: episode.program.title,
                      title: episode.title,
                      labels: { listen: t("listen"), loading: live("loading"), inPlayer: t("inPlayer"), download: t("openAudio"), radio: radioLabels(lang) },
                    }}
                  />
                ) : null}
              </div>
            </div>
          ) : media ? (
            <div className="playitem__player" data-episode-media={episode.id}>
              <Island
                component={VideoPlayer}
                props={{
                  src: media,
                  type: episode.mediaType === "hls" ? "application/vnd.apple.mpegurl" : "video/mp4",
                  poster: episode.poster,
                  labels: { video: t("video"), play: t("videoPlay"), unsupported: t("unsupported"), open: t("open"), failed: t("failed") },
                  tracks,
                }}
              />
              <div className="player-bar">
                {tracks.length ? (
                  <Island
                    component={CaptionsMenu}
                    props={{ media: `[data-episode-media="${episode.id}"]`, tracks, labels: { captions: t("captions"), off: t("captionsOff") } }}
                    when="idle"
                  />
                ) : null}
                <Island
                  component={EpisodeResume}
                  props={{ lang, id: episode.id, duration: episode.duration, labels: { resume: texts.resumeAt, startOver: texts.startOver, stoppedAt: texts.stoppedAt } }}
                  when="idle"
                />
              </div>
            </div>
          ) : null}
          {radio ? null : <Island component={PlayCount} props={{ id: episode.id }} when="idle" />}
          <header className="program-section">
            {radio ? null : (
              <p className="playitem__program">
                <a href={programPath(lang, episode.program.slug)}>{episode.program.title}</a>
              </p>
            )}
            <h1 className="playitem__title">{episode.title}</h1>
            <p className="episode-item__meta">
              <time dateTime={episode.airedAt}>{formatDay(episode.airedAt, lang)}</time>
              <time dateTime={isoDuration(episode.duration)}>{formatDuration(episode.duration, lang)}</time>
            </p>
            <p className="program-hero__summary">{episode.summary}</p>
            <div className="program-tools">
              <Like lang={lang} id={episode.id} likeCount={episode.likeCount} endpoints={PROGRAM_LIKE} />
              <Save
                lang={lang}
                piece={{ add: programApi.piece, remove: programApi.pieceDelete }}
                item={{ itemType: radio ? "radio" : "video", itemId: String(episode.id), title: episode.title, url: playItemPath(lang, episode.program.type, episode.slug), cover: episode.poster }}
                labels={{ save: t("addPiece"), saved: t("inPieces"), savedNote: t("pieceAdded"), removedNote: t("pieceRemoved"), failed: t("pieceFailed") }}
                className="save-island piece-island"
              />
              <Save
                lang={lang}
                item={{ itemType: radio ? "radio" : "video", itemId: String(episode.id), title: episode.title, url: playItemPath(lang, episode.program.type, episode.slug), cover: episode.poster }}
              />
            </div>
          </header>
          <nav className="playitem__nav" aria-label={t("episodes")}>
            {episode.previous ? (
              <a href={playItemPath(lang, episode.program.type, episode.previous.slug)} rel="prev">
                ← {t("previous")}: {episode.previous.title}
              </a>
            ) : (
              <span />
            )}
            {episode.next ? (
              <a href={playItemPath(lang, episode.program.type, episode.next.slug)} rel="next">
                {t("next")}: {episode.next.title} →
              </a>
            ) : null}
          </nav>
          <Comments lang={lang} id={episode.id} initial={comments} max={COMMENT_MAX_CHARS} endpoints={PROGRAM_COMMENTS} />
        </div>
        <aside className="playitem__side">
          <h2 className="program-section-title">
            {t("episodes")}
            <a className="program-section-title__more more-link" href={playlistPath(lang, episode.program.type, episode.program.slug)}>
              {t("allEpisodes")}
            </a>
          </h2>
          <EpisodeList episodes={others} lang={lang} current={episode.slug} />
        </aside>
      </div>
    </main>
  );
}
