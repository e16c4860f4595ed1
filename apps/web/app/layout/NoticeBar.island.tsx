import { useEffect, useState } from "react";
import { NOTICE_AUTOPLAY_MS } from "@portal/contract/constants";
import type { FrameNotice } from "./frame-data.ts";
import { CloseIcon, MegaphoneIcon, NextIcon, PauseIcon, PlayIcon, PrevIcon } from "../components/icons.tsx";
import { STORAGE_KEYS, safeStorage } from "../browser/storage-keys.ts";

export interface NoticeBarLabels {
  notices: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  close: string;
  /** "{current} of {total}". */
  position: string;
}

/**
 * The scrolling notice bar (spec §1, §4): one notice at a time, the next every 8 s (not with reduced motion, and
 * not while the pointer or focus is inside); closable for the session. The inline boot script hides a bar closed
 * earlier in the session before the first paint (html.notice-closed).
 */
export default function NoticeBar({ notices, labels }: { notices: FrameNotice[]; labels: NoticeBarLabels }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const [closed, setClosed] = useState(false);
  /** Announce changes only once the visitor steps through the notices (a live region is off while autoplaying). */
  const [live, setLive] = useState(false);
  const count = notices.length;

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!playing || held || count < 2 || closed) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), NOTICE_AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [playing, held, count, closed]);

  if (closed || count === 0) return null;

  const step = (delta: number) => {
    setLive(true);
    setIndex((i) => (i + delta + count) % count);
  };
  const close = () => {
    try {
      safeStorage("session")?.setItem(STORAGE_KEYS.noticeClosed, "1");
    } catch {
      // Closed for this page only.
    }
    document.documentElement.classList.add("notice-closed");
    setClosed(true);
  };

  return (
    <section
      id="notice-bar"
      className="notice-bar"
      aria-label={labels.notices}
      aria-roledescription="carousel"
      data-testid="notice-bar"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="container notice-inner">
        <span className="notice-label">
          <MegaphoneIcon />
          <span className="notice-label-text">{labels.notices}</span>
        </span>
        <div className="notice-viewport" aria-live={live ? "polite" : "off"} aria-atomic="true">
          {/* A percentage of translateY is of the whole track (all the notices): one notice is 100 / count of it. */}
          <ul className="notice-track" style={{ transform: `translateY(${(-100 * index) / count}%)` }}>
            {notices.map((notice, i) => (
              <li key={notice.id} className="notice-item" aria-hidden={i !== index} inert={i !== index} data-testid="notice-item">
                {notice.href ? (
                  <a href={notice.href} title={notice.title}>
                    {notice.title}
                  </a>
                ) : (
                  <span title={notice.title}>{notice.title}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
        {count > 1 ? (
          <div className="notice-controls">
            <span className="notice-position">{labels.position.replace("{current}", String(index + 1)).replace("{total}", String(count))}</span>
            <button type="button" aria-label={labels.previous} onClick={() => step(-1)}>
              <PrevIcon />
            </button>
            <button type="button" aria-label={playing ? labels.pause : labels.play} onClick={() => setPlaying(!playing)} data-testid="notice-play">
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button type="button" aria-label={labels.next} onClick={() => step(1)} data-testid="notice-next">
              <NextIcon />
            </button>
          </div>
        ) : null}
        <button type="button" className="notice-close" aria-label={labels.close} onClick={close} data-testid="notice-close">
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
