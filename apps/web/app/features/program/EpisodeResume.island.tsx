import { useEffect, useState } from "react";
import { memberApi } from "@portal/contract/endpoints/member";
import type { UrlLang } from "@portal/contract/locales";
import { onMemberChange } from "../../browser/storage-keys.ts";
import { memberToken } from "../../browser/session.ts";
import { clockTime, playbackCalls, playFrom, trackPosition } from "./playback.ts";

export interface EpisodeResumeProps {
  lang: UrlLang;
  /** The episode's numeric id; its player is inside `[data-episode-media="{id}"]`. */
  id: number;
  /** Seconds. */
  duration: number;
  labels: {
    /** "Resume at {time}". */
    resume: string;
    startOver: string;
    /** What the offer is, for screen readers: "You stopped at {time} of {total}". */
    stoppedAt: string;
  };
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

/**
 * "Continue watching" on an episode's page (docs/members.md). For a signed-in member: saves the position as the
 * episode plays (playback.ts), and when the member stopped part-way before, offers "Resume at 12:34" and "Start
 * over". Nothing for a visitor who is not signed in: the page itself is the same for everyone (cached).
 */
export default function EpisodeResume({ lang, id, duration, labels }: EpisodeResumeProps) {
  const [offer, setOffer] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const holder = () => document.querySelector(`[data-episode-media="${id}"]`);
  const media = () => holder()?.querySelector<HTMLMediaElement>("video, audio") ?? null;

  useEffect(() => {
    let stop: () => void = () => undefined;
    let live = true;
    const start = () => {
      stop();
      setOffer(null);
      const element = media();
      if (!memberToken() || !element) {
        setReady(true);
        return;
      }
      // A new position saved replaces the one offered.
      stop = trackPosition(element, lang, id, duration, () => setOffer(null));
      playbackCalls(lang)(memberApi.position, { params: { id } })
        .then((saved) => {
          if (live && saved && !saved.finished && saved.position > 0 && element.currentTime < 1) setOffer(saved.position);
        })
        .catch(() => undefined)
        .finally(() => live && setReady(true));
    };
    start();
    const unsubscribe = onMemberChange(start);
    return () => {
      live = false;
      stop();
      unsubscribe();
    };
  }, [lang, id, duration]);

  function choose(seconds: number) {
    const element = media();
    const box = holder();
    setOffer(null);
    if (element && box) playFrom(element, seconds, box);
  }

  return (
    <div className="episode-resume" data-ready={ready ? "true" : undefined} data-testid="episode-resume">
      {offer !== null ? (
        <div className="episode-resume__offer" role="group" aria-label={fill(labels.stoppedAt, { time: clockTime(offer), total: clockTime(duration) })}>
          <button type="button" onClick={() => choose(offer)} data-testid="resume">
            {fill(labels.resume, { time: clockTime(offer) })}
          </button>
          <button type="button" onClick={() => choose(0)} data-testid="start-over">
            {labels.startOver}
          </button>
        </div>
      ) : null}
    </div>
  );
}
