import { useEffect, useState } from "react";
import type { CaptionTrack } from "@portal/contract/schemas/program";
import { safeStorage } from "../../browser/storage-keys.ts";
import { CAPTIONS_OFF, readChoice, saveChoice, showTrack, trackForChoice } from "./captions-choice.ts";

export interface CaptionsMenuProps {
  /** The element holding the video (a CSS selector): its <track>s, as VideoPlayer renders them from the same list. */
  media: string;
  tracks: CaptionTrack[];
  labels: { captions: string; off: string };
}

/**
 * The captions choice of a video (docs/media.md "Captions"): a labelled list — off, then each language the video
 * has. What is chosen is kept in the browser (captions-choice.ts) and applied to every video with captions after
 * it, in any page language; without a stored choice captions are off. A native <select>: keyboard and screen
 * readers work as everywhere, and it costs almost nothing to the page.
 */
export default function CaptionsMenu({ media, tracks, labels }: CaptionsMenuProps) {
  const [value, setValue] = useState(CAPTIONS_OFF);
  const [ready, setReady] = useState(false);
  const video = () => document.querySelector(media)?.querySelector("video") ?? null;

  function apply(choice: string | null) {
    const element = video();
    const index = trackForChoice(tracks, choice);
    setValue(index >= 0 ? tracks[index]!.lang : CAPTIONS_OFF);
    if (!element) return;
    // The element's own list, by language: the same tracks, whatever order they came in.
    const own = Array.from(element.textTracks, (track) => ({ lang: track.language }));
    showTrack(element, index >= 0 ? trackForChoice(own, tracks[index]!.lang) : -1);
  }

  useEffect(() => {
    apply(readChoice(safeStorage("local")));
    setReady(true);
  }, [media]);

  return (
    <label className="captions-menu" data-ready={ready ? "true" : undefined}>
      <span className="captions-menu__cc" aria-hidden="true">
        CC
      </span>
      <span className="captions-menu__label">{labels.captions}</span>
      <select
        value={value}
        data-testid="captions-menu"
        onChange={(event) => {
          saveChoice(safeStorage("local"), event.target.value);
          apply(event.target.value);
        }}
      >
        <option value={CAPTIONS_OFF}>{labels.off}</option>
        {tracks.map((track) => (
          <option key={track.src} value={track.lang}>
            {track.label}
          </option>
        ))}
      </select>
    </label>
  );
}
