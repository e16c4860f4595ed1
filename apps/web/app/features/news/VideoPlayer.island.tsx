import { useEffect, useRef, useState } from "react";

export interface VideoPlayerProps {
  src: string;
  type?: string;
  poster: string | null;
  labels: { video: string; play: string; unsupported: string; open: string; failed: string };
}

const HLS_TYPE = "application/vnd.apple.mpegurl";

/** An HLS stream (.m3u8) that this browser cannot play by itself (everything but Safari): hls.js is needed. */
export function needsHlsJs(src: string, canPlayType: (type: string) => string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(src) && canPlayType(HLS_TYPE) === "";
}

type Stage = "native" | "waiting" | "loading" | "attached" | "failed";

/**
 * A story's video. The server renders the plain <video> (what Safari and every MP4/WebM needs). Where a stream
 * is HLS and the browser does not play it natively, a play button stands over the poster and hls.js (a large
 * library) is fetched only when it is pressed: the article's own JavaScript stays small.
 */
export default function VideoPlayer({ src, type, poster, labels }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [stage, setStage] = useState<Stage>("native");
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (video.current && needsHlsJs(src, (t) => video.current!.canPlayType(t))) setStage("waiting");
    setChecked(true);
  }, [src]);

  async function play() {
    const element = video.current;
    if (!element) return;
    setStage("loading");
    try {
      const { default: Hls } = await import("hls.js/light");
      if (!Hls.isSupported()) throw new Error("no Media Source Extensions");
      const hls = new Hls({ enableWorker: true });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setStage("failed");
      });
      hls.loadSource(src);
      hls.attachMedia(element);
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
        data-testid="article-video"
        tabIndex={stage === "attached" ? 0 : undefined}
      >
        {stage === "native" ? <source src={src} type={type} /> : null}
        <p>
          {labels.unsupported} <a href={src}>{labels.open}</a>
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
          {labels.failed} <a href={src}>{labels.open}</a>
        </p>
      ) : null}
    </div>
  );
}
