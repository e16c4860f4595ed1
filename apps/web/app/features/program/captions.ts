import type { UrlLang } from "@portal/contract/locales";
import type { CaptionTrack } from "@portal/contract/schemas/program";

/**
 * The episode's captions with those in the page's language first: the player's toggle shows the first track, so an
 * English page shows English captions, a Chinese page (either script) the Chinese ones. Others keep their order.
 */
export function captionsForPage(lang: UrlLang, tracks: readonly CaptionTrack[]): CaptionTrack[] {
  const primary = lang.startsWith("zh") ? "zh" : lang;
  const matches = (track: CaptionTrack) => track.lang.toLowerCase().split("-")[0] === primary;
  return [...tracks.filter(matches), ...tracks.filter((track) => !matches(track))];
}
