import { useCallback, useEffect, useRef, useState } from "react";
import { shortVideoApi } from "@portal/contract/endpoints/short-video";
import type { UrlLang } from "@portal/contract/locales";
import type { ShortVideo } from "@portal/contract/schemas/short-video";
import { copyText } from "../../components/copy-text.ts";
import LikeButton from "../../components/LikeButton.island.tsx";
import { Toast, useToast } from "../../components/Toast.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";
import { PauseIcon, PlayIcon } from "../../components/icons.tsx";
import { shortVideoHref } from "./paths.ts";
import { nextBatch, SHORTS_BATCH } from "./player-batch.ts";
import { stepFor } from "./player-keys.ts";

export interface ShortVideoPlayerProps {
  lang: UrlLang;
  /** The first clips (the page holds a few); more are fetched as the viewer nears the end. */
  items: ShortVideo[];
  /** The list's category, when the player keeps to one. */
  category?: string;
  labels: {
    region: string;
    help: string;
    clipOf: string;
    play: string;
    pause: string;
    mute: string;
    unmute: string;
    previous: string;
    next: string;
    /** Share a clip: the system's share sheet where there is one, else its address copied (with a toast). */
    share: string;
    shareCopied: string;
    shareFailed: string;
    like: { like: string; liked: string; count: string; failed: string };
  };
}

const LIKE_ENDPOINTS = { state: shortVideoApi.likeState, like: shortVideoApi.like, cancel: shortVideoApi.likeCancel };

/**
 * The vertical short-video player: one clip a screen in a scroll-snapped column (swipe on touch, the wheel, or
 * ArrowUp/ArrowDown/PageUp/PageDown), Space or K to play or pause, M for the sound. Only the clip in view plays;
 * it starts by itself only while the sound is off (the visitor turns it on, which then holds for the next clips),
 * and the others are paused. Before hydration each clip is a plain <video controls> with its still. Three clips
 * before the end the next batch is fetched (play-list after the last clip), until the list has come full round.
 */
export default function ShortVideoPlayer({ lang, items: first, category, labels }: ShortVideoPlayerProps) {
  const [items, setItems] = useState(first);
  const [complete, setComplete] = useState(first.length < SHORTS_BATCH);
  const loading = useRef(false);
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState(0);
  const [muted, setMuted] = useState(true);
  const [paused, setPaused] = useState(false);
  const feed = useRef<HTMLDivElement>(null);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const slides = useRef<(HTMLElement | null)[]>([]);
  const toast = useToast();

  useEffect(() => setEnhanced(true), []);

  // The slide mostly in view is the active one.
  useEffect(() => {
    const root = feed.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root, threshold: 0.6 },
    );
    for (const slide of slides.current) if (slide) observer.observe(slide);
    return () => observer.disconnect();
  }, [items.length]);

  // Near the end, the next clips of the list (until it has come round to a clip already here).
  useEffect(() => {
    if (!enhanced || complete || loading.current || active < items.length - 3) return;
    const last = items[items.length - 1];
    if (!last) return;
    loading.current = true;
    dataCall(browserClient(lang))(shortVideoApi.playList, { query: { after: last.id, category, size: SHORTS_BATCH } })
      .then((answer) => {
        const { added, done } = nextBatch(items, answer.items, SHORTS_BATCH);
        if (added.length) setItems((list) => [...list, ...added]);
        if (done) setComplete(true);
      })
      .catch(() => setComplete(true))
      .finally(() => {
        loading.current = false;
      });
  }, [enhanced, complete, active, items, lang, category]);

  // A clip that comes into view starts from the beginning, playing.
  useEffect(() => {
    setPaused(false);
    const video = videos.current[active];
    if (video && video.currentTime > 0) video.currentTime = 0;
  }, [active]);

  // Only the active clip plays.
  useEffect(() => {
    if (!enhanced) return;
    videos.current.forEach((video, index) => {
      if (!video) return;
      video.muted = muted;
      if (index !== active) {
        if (!video.paused) video.pause();
        return;
      }
      if (paused) video.pause();
      else if (video.paused) video.play().catch(() => setPaused(true));
    });
  }, [active, muted, paused, enhanced]);

  // Only the feed scrolls (scrollIntoView would scroll the page too and leave the clip's top, with its buttons,
  // under the header that stays at the top of the window).
  const goTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(items.length - 1, index));
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const slide = slides.current[target];
      if (slide) feed.current?.scrollTo({ top: slide.offsetTop, behavior: smooth ? "smooth" : "auto" });
    },
    [items.length],
  );

  const share = useCallback(
    async (video: ShortVideo) => {
      const url = new URL(shortVideoHref(lang, video.id), window.location.href).toString();
      if (typeof navigator.share === "function") {
        // Closing the share sheet rejects: nothing to say then.
        await navigator.share({ title: video.title, url }).catch(() => undefined);
        return;
      }
      const copied = await copyText(url);
      toast.show(copied ? "success" : "error", copied ? labels.shareCopied : labels.shareFailed);
    },
    [lang, labels.shareCopied, labels.shareFailed, toast.show],
  );

  useEffect(() => {
    if (!enhanced) return;
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable], dialog")) return;
      const onControl = Boolean(target?.closest("button, a"));
      const step = stepFor(event.key, onControl);
      if (step === null) return;
      event.preventDefault();
      if (step === "toggle") setPaused((p) => !p);
      else if (step === "mute") setMuted((m) => !m);
      else goTo(active + step);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enhanced, active, goTo]);

  return (
    <div className="shorts" role="region" aria-label={labels.region} aria-describedby="shorts-help" data-testid="shorts-player" data-active={active} data-ready={enhanced ? "" : undefined}>
      <p id="shorts-help" className="visually-hidden">
        {labels.help}
      </p>
      <div className="shorts__feed" ref={feed} tabIndex={-1}>
        {items.map((video, index) => {
          const isActive = index === active;
          return (
            <section
              key={video.id}
              className="shorts__slide"
              data-index={index}
              data-testid="shorts-slide"
              data-active={isActive ? "" : undefined}
              aria-label={labels.clipOf.replace("{current}", String(index + 1)).replace("{total}", String(items.length))}
              ref={(element) => {
                slides.current[index] = element;
              }}
            >
              <div className="shorts__stage">
                <video
                  ref={(element) => {
                    videos.current[index] = element;
                  }}
                  className="shorts__video"
                  src={video.videoUrl}
                  poster={video.poster}
                  preload={index === 0 ? "metadata" : "none"}
                  playsInline
                  loop
                  muted
                  controls={!enhanced}
                  aria-label={video.title}
                  data-testid="shorts-video"
                  onClick={() => isActive && setPaused((p) => !p)}
                  onPlay={() => isActive && setPaused(false)}
                />
                {enhanced ? (
                  <div className="shorts__controls">
                    <button type="button" className="shorts__button" onClick={() => setPaused((p) => !p)} aria-label={isActive && !paused ? labels.pause : labels.play} data-testid="shorts-play" tabIndex={isActive ? 0 : -1}>
                      {isActive && !paused ? <PauseIcon /> : <PlayIcon />}
                    </button>
                    <button type="button" className="shorts__button" onClick={() => setMuted((m) => !m)} aria-pressed={!muted} aria-label={muted ? labels.unmute : labels.mute} data-testid="shorts-mute" tabIndex={isActive ? 0 : -1}>
                      <SoundIcon on={!muted} />
                    </button>
                  </div>
                ) : null}
              </div>
              <div className="shorts__info">
                {video.category ? <p className="shorts__category">{video.category.title}</p> : null}
                <h2 className="shorts__title">{video.title}</h2>
                <p className="shorts__description">{video.description}</p>
                <div className="shorts__actions">
                  <LikeButton lang={lang} id={video.id} likeCount={video.likeCount} endpoints={LIKE_ENDPOINTS} labels={labels.like} />
                  {enhanced ? (
                    <button type="button" className="toggle-pill shorts__share" onClick={() => void share(video)} data-testid="shorts-share" tabIndex={isActive ? 0 : -1}>
                      <ShareIcon />
                      <span>{labels.share}</span>
                    </button>
                  ) : null}
                </div>
              </div>
            </section>
          );
        })}
      </div>
      {enhanced ? (
        <div className="shorts__nav">
          <button type="button" className="shorts__button" onClick={() => goTo(active - 1)} disabled={active === 0} aria-label={labels.previous} data-testid="shorts-previous">
            <Chevron up />
          </button>
          <button type="button" className="shorts__button" onClick={() => goTo(active + 1)} disabled={active === items.length - 1} aria-label={labels.next} data-testid="shorts-next">
            <Chevron />
          </button>
        </div>
      ) : null}
      <Toast toast={toast.toast} placement="bottom" testId="shorts-toast" />
    </div>
  );
}

function ShareIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M12 15V3M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
      {on ? (
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="m16 9 6 6M22 9l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

function Chevron({ up }: { up?: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={up ? "m6 15 6-6 6 6" : "m6 9 6 6 6-6"} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
