import type { KeyValueStore } from "../../browser/storage-keys.ts";

/**
 * The captions the visitor chose (docs/media.md "Captions"): "off" or a language tag ("en", "zh-Hant"), kept in
 * localStorage under CAPTIONS_KEY so that the next episode, on any page language, opens with the same choice.
 * Nothing stored means off.
 */

/** localStorage: "off" or the BCP 47 language of the chosen captions (components/player/captions-choice.ts). */
export const CAPTIONS_KEY = "portal.captions";
export const CAPTIONS_OFF = "off";

interface Track {
  lang: string;
}

const primary = (lang: string) => lang.toLowerCase().split("-")[0]!;

/**
 * The track a choice shows: the one of exactly that language, else one of the same primary language ("zh-Hant"
 * for "zh-Hans", "pt" for "pt-PT"); -1 when the choice is off, absent, or no track matches.
 */
export function trackForChoice(tracks: readonly Track[], choice: string | null): number {
  if (!choice || choice === CAPTIONS_OFF) return -1;
  const exact = tracks.findIndex((track) => track.lang.toLowerCase() === choice.toLowerCase());
  return exact >= 0 ? exact : tracks.findIndex((track) => primary(track.lang) === primary(choice));
}

/** The stored choice, or null (nothing stored, storage unavailable, or a value that is no language tag). */
export function readChoice(storage: KeyValueStore | null): string | null {
  const value = storage?.getItem(CAPTIONS_KEY) ?? null;
  return value && /^(?:off|[a-z]{2,3}(?:-[a-z0-9]{2,8})*)$/i.test(value) ? value : null;
}

/** Keeps a choice: the track's language, or "off". */
export function saveChoice(storage: KeyValueStore | null, choice: string): void {
  try {
    storage?.setItem(CAPTIONS_KEY, choice);
  } catch {
    // A full or refused storage only forgets the choice.
  }
}

/** Shows the track at `index` and turns the others off (-1: none shown). */
export function showTrack(element: HTMLMediaElement, index: number): void {
  Array.from(element.textTracks).forEach((track, i) => {
    track.mode = i === index ? "showing" : "disabled";
  });
}
