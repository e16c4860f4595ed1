import { useEffect, useRef, useState } from "react";
import type HlsType from "hls.js/light";
import { attachHls, HLS_TYPE, needsHlsJs } from "./hls.ts";
import type { CaptionTrack } from "@portal/contract/schemas/program";
import "./player.css";

/** A WebVTT captions file of the video (one type with the programmes' episodes). */
export type { CaptionTrack };

export interface VideoPlayerProps {
  src: string;
  type?: string;
  poster: string | null;
  labels: {
    video: string;
    play: string;
    unsupported: string;
    open: string;
    failed: string;
    /** The captions toggle's name (needed when there are tracks). */
    captions?: string;
    /** The badge of a live stream. */
    live?: string;
  };
  /** Captions (WebVTT); the first is shown when the toggle is on. */
  tracks?: CaptionTrack[];
  /** A live stream: starts near the live edge, and has no "open the file" link. */
  live?: boolean;
  testId?: string;
}

export { HLS_TYPE, needsHlsJs };

/** Seconds behind the newest segment where a live stream starts: three segments, as hls.js does. */
export const LIVE_EDGE_SECONDS = 18;

/** Shows the first captions track (or hides them all). */
export function showCaptions(element: HTMLMediaElement, on: boolean): void {
  Array.from(element.textTracks).forEach((track, i) => {
    track.mode = on && i === 0 ? "showing" : "hidden";
  });
}

type Stage = "native" | "waiting" | "loading" | "attached" | "failed";

/**
 * A video: a story's, a programme's, a live channel's. The server renders the plain <video> (what Safari and every
 * MP4/WebM needs). Where a stream is HLS and the browser does not play it natively, a play button stands over the
 * poster and hls.js (a large library) is fetched only when it is pressed: the page's own JavaScript stays small.
 * Captions are <track>s with a visible toggle; a live stream starts near its live edge.
 */
export default function VideoPlayer({ src, type, poster, labels, tracks = [], live = false, testId = "article-video", freshUrl }: VideoPlayerProps & { freshUrl?: () => string }) {
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsType | null>(null);
  const [stage, setStage] = useState<Stage>("native");
  const [checked, setChecked] = useState(false);
  const [captions, setCaptions] = useState(false);

  useEffect(() => {
    if (video.current && needsHlsJs(src, (t) => video.current!.canPlayType(t), live)) setStage("waiting");
    setChecked(true);
    return () => hls.current?.destroy();
  }, [src, live]);

  useEffect(() => {
    if (video.current) showCaptions(video.current, captions);
  }, [captions, stage]);

  // Native HLS (Safari) of a live stream: go to the live edge once the stream is known.
  function toLiveEdge() {
    const element = video.current;
    if (!live || !element || element.seekable.length === 0 || hls.current) return;
    const end = element.seekable.end(element.seekable.length - 1);
    if (end - element.currentTime > LIVE_EDGE_SECONDS * 1.5) element.currentTime = Math.max(0, end - LIVE_EDGE_SECONDS);
  }

  // Native HLS of a live stream reloads the address it was given, which expires: on failure, the newest one.
  function renewNative() {
    const element = video.current;
    if (!live || !freshUrl || !element || new URL(freshUrl(), location.href).href === element.currentSrc) return;
    element.src = freshUrl();
    void element.play().catch(() => undefined);
  }

  async function play() {
    const element = video.current;
    if (!element) return;
    setStage("loading");
    try {
      hls.current = await attachHls(element, src, { live, freshUrl, onFatal: () => setStage("failed") });
      setStage("attached");
      element.focus();
      await element.play().catch(() => undefined); // a refused autoplay leaves the controls to the visitor
    } catch {
      setStage("failed");
    }
  }

  return (
    <div className="video-player" data-stage={stage} data-ready={checked ? "" : undefined} data-live={live ? "" : undefined}>
      <video
        ref={video}
        controls
        preload="none"
        playsInline
        poster={poster ?? undefined}
        aria-label={labels.video}
        data-testid={testId}
        tabIndex={stage === "attached" ? 0 : undefined}
        onLoadedMetadata={toLiveEdge}
      >
        {stage === "native" ? <source src={src} type={type} onError={renewNative} /> : null}
        {tracks.map((track) => (
          <track key={track.src} kind="captions" src={track.src} srcLang={track.lang} label={track.label} />
        ))}
        <p>
          {labels.unsupported} {live ? null : <a href={src}>{labels.open}</a>}
        </p>
      </video>
      {stage === "waiting" || stage === "loading" ? (
        <button type="button" className="video-player__play" onClick={() => void play()} disabled={stage === "loading"} aria-busy={stage === "loading" || undefined} data-testid="video-play">
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">{labels.play}</span>
        </button>
      ) : null}
      {live || tracks.length ? (
        <div className="video-player__bar">
          {live && labels.live ? <span className="video-player__live">{labels.live}</span> : null}
          {tracks.length && labels.captions ? (
            <button type="button" className="player-toggle" aria-pressed={captions} onClick={() => setCaptions((on) => !on)} data-testid="captions-toggle">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M19 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm-8 7H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1Zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1Z" />
              </svg>
              {labels.captions}
            </button>
          ) : null}
        </div>
      ) : null}
      {stage === "failed" ? (
        <p className="video-player__failed" role="status">
          {labels.failed} {live ? null : <a href={src}>{labels.open}</a>}
        </p>
      ) : null}
    </div>
  );
}
