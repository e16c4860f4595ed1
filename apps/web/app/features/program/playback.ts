import type { Transport } from "@portal/contract/api-client";
import { memberApi } from "@portal/contract/endpoints/member";
import type { UrlLang } from "@portal/contract/locales";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";

/**
 * "Continue watching/listening" in the browser (docs/members.md): a signed-in member's position in an episode is
 * saved every SAVE_EVERY_MS while it plays, on pause, at the end and when the page is left or hidden, through the
 * member calls of the catalogue (PUT member/playback-position/{id}). Saves are sent with `keepalive`, so the one
 * made as the page goes still arrives.
 */

export const SAVE_EVERY_MS = 15_000;

/** 754 s → "12:34"; 3 723 s → "1:02:03" (a player's clock: minutes and seconds, hours only when there are some). */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(s / 60) % 60);
  const ss = String(s % 60).padStart(2, "0");
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

/** What the player reports: the position (s), and whether it is playing. */
export interface PositionTracker {
  /** While playing (timeupdate): saves when SAVE_EVERY_MS passed since the last save and the position moved. */
  tick(position: number): void;
  /** Paused, seeked, or the page is left: saves the position if it moved. */
  settle(position: number): void;
  /** Played to the end: saves the duration (the episode leaves the list). */
  ended(): void;
}

/**
 * The rules of when to save, apart from the DOM: nothing before the first play (a page opened and closed keeps the
 * position it had); positions in whole seconds, within [0, duration]; the same second never twice in a row.
 */
export function positionTracker(duration: number, save: (seconds: number) => void, now: () => number = Date.now): PositionTracker {
  let started = false;
  let lastSaved: number | null = null;
  let lastAt = 0;
  const put = (position: number) => {
    const seconds = Math.min(duration, Math.max(0, Math.floor(position)));
    if (!Number.isFinite(seconds) || seconds === lastSaved) return;
    lastSaved = seconds;
    lastAt = now();
    save(seconds);
  };
  return {
    tick(position) {
      if (!started) {
        started = true;
        lastAt = now();
        return;
      }
      if (now() - lastAt >= SAVE_EVERY_MS) put(position);
    },
    settle(position) {
      if (started) put(position);
    },
    ended() {
      started = true;
      put(duration);
    },
  };
}

/** fetch with `keepalive`: a save sent as the page goes is not cut off. */
const keepalive: Transport = async (request) => {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, keepalive: true });
  const body = await response.json().catch(() => null);
  return { status: response.status, statusText: response.statusText, body };
};

/** The member calls of positions from the browser (with the stored token). */
export const playbackCalls = (lang: UrlLang) => dataCall(browserClient(lang, keepalive));

/**
 * Saves a member's position in `media` (the episode `id`, `duration` s) as it plays; returns the function that
 * stops. A save refused (the session ended, the limit) is dropped: the next one tries again, reading never breaks.
 */
export function trackPosition(media: HTMLMediaElement, lang: UrlLang, id: number, duration: number, onSaved: (seconds: number) => void = () => undefined): () => void {
  const call = playbackCalls(lang);
  const tracker = positionTracker(duration, (seconds) => {
    call(memberApi.savePosition, { params: { id }, body: { position: seconds } }).then(() => onSaved(seconds), () => undefined);
  });
  const onTime = () => {
    if (!media.paused && !media.seeking) tracker.tick(media.currentTime);
  };
  const onSettle = () => tracker.settle(media.currentTime);
  const onEnded = () => tracker.ended();
  const onHidden = () => {
    if (document.visibilityState === "hidden") onSettle();
  };
  const listeners: Array<[EventTarget, string, () => void]> = [
    [media, "timeupdate", onTime],
    [media, "pause", onSettle],
    [media, "seeked", onSettle],
    [media, "ended", onEnded],
    [window, "pagehide", onSettle],
    [document, "visibilitychange", onHidden],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}

/**
 * Starts `media` at `seconds`: where the player waits for its HLS library (a play button over the poster,
 * components/player/VideoPlayer.island.tsx), pressing that button first; the position is set once the media knows
 * its length.
 */
export function playFrom(media: HTMLMediaElement, seconds: number, holder: Element): void {
  const seek = () => {
    media.currentTime = seconds;
  };
  if (media.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
  else media.addEventListener("loadedmetadata", seek, { once: true });
  const start = holder.querySelector<HTMLButtonElement>(".video-player__play");
  if (start) {
    start.click(); // the player fetches hls.js, attaches it and plays
    return;
  }
  media.focus();
  void media.play().catch(() => undefined);
}
