import { useEffect, useRef, useState } from "react";
import type HlsType from "hls.js/light";
import type { HlsConfig } from "hls.js/light";
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
  };
  /** Captions (WebVTT), all off at first: the captions menu beside the player chooses (CaptionsMenu.island.tsx). */
  tracks?: CaptionTrack[];
  /** A live stream: starts near the live edge, and has no "open the file" link. */
  live?: boolean;
  testId?: string;
}

export { HLS_TYPE, needsHlsJs };

type Stage = "native" | "waiting" | "loading" | "attached" | "failed";

/**
 * A video: a story's, a programme's, a live channel's. The server renders the plain <video> (what Safari and every
 * MP4/WebM needs). Where a stream is HLS and the browser does not play it natively, a play button stands over the
 * poster and hls.js (a large library) is fetched only when it is pressed: the page's own JavaScript stays small.
 * Captions are <track>s, chosen with the CaptionsMenu island beside it; a live stream starts near its live edge.
 */
export default function VideoPlayer({ src, type, poster, labels, tracks = [], live = false, testId = "article-video", hlsConfig }: VideoPlayerProps & { hlsConfig?: Partial<HlsConfig> }) {
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsType | null>(null);
  const [stage, setStage] = useState<Stage>("native");
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (video.current && needsHlsJs(src, (t) => video.current!.canPlayType(t), live)) setStage("waiting");
    setChecked(true);
    return () => hls.current?.destroy();
  }, [src, live]);

  async function play() {
    const element = video.current;
    if (!element) return;
    setStage("loading");
    try {
      hls.current = await attachHls(element, src, () => setStage("failed"), hlsConfig);
      setStage("attached");
      element.focus();
      await element.play().catch(() => undefined); // a refused autoplay leaves the controls to the visitor
    } catch {
      setStage("failed");
    }
  }

  return (
    <div className="video-player" data-stage={stage} data-ready={checked ? "" : undefined}>
      <video
        ref={video}
        controls
        preload="none"
        playsInline
        poster={poster ?? undefined}
        aria-label={labels.video}
        data-testid={testId}
        tabIndex={stage === "attached" ? 0 : undefined}
      >
        {stage === "native" ? <source src={src} type={type} /> : null}
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
      {stage === "failed" ? (
        <p className="video-player__failed" role="status">
          {labels.failed} {live ? null : <a href={src}>{labels.open}</a>}
        </p>
      ) : null}
    </div>
  );
}
