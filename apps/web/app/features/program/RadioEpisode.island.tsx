import { useEffect, useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { programApi } from "@portal/contract/endpoints/program";
import { ListenButton } from "../../components/player/ListenButton.tsx";
import { sendBeacon } from "../../data/beacon.ts";
import type { RadioLabels } from "../live/radio-mini.ts";

export interface RadioEpisodeProps {
  lang: UrlLang;
  id: number;
  /** The recording (MP3, WAV or HLS). */
  url: string;
  programme: string;
  title: string;
  labels: { listen: string; loading: string; inPlayer: string; download: string; radio: RadioLabels };
}

const playsHere = (id: number) => document.getElementById("radio-mini")?.dataset.source === `episode:${id}`;

/**
 * An on-demand radio episode (program/playitem_radio/{slug}). "Listen" hands the recording to the radio mini player
 * (features/live/radio-mini.ts, loaded on the press), so it keeps playing while the listener moves on through the
 * site, as live radio does (docs/media.md). The first press counts a play (POST program/play/{id}/start). Without
 * script the download link still opens the recording.
 */
export default function RadioEpisode({ lang, id, url, programme, title, labels }: RadioEpisodeProps) {
  const [state, setState] = useState<"idle" | "starting" | "playing">("idle");
  // Back on this page (the mini player swapped it in again) while the episode plays.
  useEffect(() => {
    if (playsHere(id)) setState("playing");
  }, [id]);

  async function listen() {
    setState("starting");
    const { startRadio } = await import("../live/radio-mini.ts");
    await startRadio({ lang, source: { episode: id, url }, title: programme, subtitle: title, labels: labels.radio });
    if (state === "idle") sendBeacon(programApi.play, { params: { id } });
    setState(playsHere(id) ? "playing" : "idle");
  }

  return (
    <div className="radio-episode" data-testid="radio-episode">
      <ListenButton label={state === "starting" ? labels.loading : labels.listen} busy={state === "starting"} onPress={() => void listen()} />
      <p className="radio-episode__status" role="status">
        {state === "playing" ? labels.inPlayer : ""}
      </p>
      <a className="radio-episode__download" href={url} download>
        {labels.download}
      </a>
    </div>
  );
}
