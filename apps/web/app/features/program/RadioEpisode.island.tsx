import { useEffect, useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { programApi } from "@portal/contract/endpoints/program";
import { ListenButton } from "../../components/player/ListenButton.tsx";
import { sendBeacon } from "../../browser/beacon.ts";
import type { RadioLabels } from "../broadcast/radio-mini.ts";
import { useRadioState } from "../broadcast/radio-state.ts";

export interface RadioEpisodeProps {
  lang: UrlLang;
  id: number;
  /** "program" (the default): a programme's radio episode, whose first play is counted; "podcast": a podcast episode. */
  kind?: "program" | "podcast";
  /** The recording (MP3, WAV or HLS). */
  url: string;
  /** The bar's first line (the programme, the podcast) and second (the episode). */
  programme: string;
  title: string;
  /** `listen` may be an episode's own label ("Listen: {title}" in a list of episodes). */
  labels: { listen: string; loading: string; inPlayer: string; download: string; radio: RadioLabels };
}

/**
 * An on-demand episode: a programme's radio episode (program/playitem_radio/{slug}) or a podcast episode (podcast).
 * "Listen" hands the recording to the radio mini player (features/broadcast/radio-mini.ts, loaded on the press), so it
 * keeps playing while the listener moves on through the site, as live radio does (docs/media.md); while it plays
 * the button pauses it ("Playing – pause") and keeps the focus. A programme episode's first press counts a play
 * (POST program/play/{id}/start). Without script the download link still opens the recording.
 */
export default function RadioEpisode({ lang, id, kind = "program", url, programme, title, labels }: RadioEpisodeProps) {
  const key = `${kind === "podcast" ? "podcast" : "episode"}:${id}`;
  const radio = useRadioState(key);
  const [starting, setStarting] = useState(false);
  const [counted, setCounted] = useState(false);
  const playing = radio === "playing" && !starting;

  // Back on this page (the mini player swapped it in again, maybe in another language) while the episode plays:
  // the bar takes this page's titles.
  const inPlayer = radio !== "off";
  useEffect(() => {
    if (inPlayer) void import("../broadcast/radio-mini.ts").then((mini) => mini.retitle(key, programme, title, lang));
  }, [inPlayer, key, programme, title, lang]);

  async function listen() {
    const mini = await import("../broadcast/radio-mini.ts");
    if (radio === "playing") return mini.pauseRadio();
    if (radio === "paused") return mini.resumeRadio();
    setStarting(true);
    const source = kind === "podcast" ? { podcast: id, url } : { episode: id, url };
    await mini.startRadio({ lang, source, title: programme, subtitle: title, labels: labels.radio });
    if (kind === "program" && !counted) {
      sendBeacon(programApi.play, { params: { id } });
      setCounted(true);
    }
    setStarting(false);
  }

  const status = starting ? "" : radio === "playing" ? labels.inPlayer : radio === "paused" ? labels.radio.paused : "";
  return (
    <div className="radio-episode" data-testid="radio-episode">
      <ListenButton label={starting ? labels.loading : playing ? labels.radio.playing : labels.listen} busy={starting} playing={playing} onPress={() => void listen()} />
      <p className="radio-episode__status" role="status">
        {status}
      </p>
      <a className="radio-episode__download" href={url} download>
        {labels.download}
      </a>
    </div>
  );
}
