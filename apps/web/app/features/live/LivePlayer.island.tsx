import { useEffect, useRef, useState } from "react";
import { liveApi } from "@portal/contract/endpoints/live";
import type { UrlLang } from "@portal/contract/locales";
import type { LivePlaylist } from "@portal/contract/schemas/broadcast";
import { ListenButton } from "../../components/player/ListenButton.tsx";
import VideoPlayer from "../../components/player/VideoPlayer.island.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf } from "../../data/call.ts";
import type { RadioLabels } from "./radio-mini.ts";
import { renewingAddress } from "./live-hls.ts";
import { RegionNotice } from "./RegionNotice.tsx";

export interface LivePlayerProps {
  lang: UrlLang;
  channelId: string;
  kind: "tv" | "radio";
  channelName: string;
  programme: string | null;
  poster: string | null;
  scheduleHref: string;
  labels: {
    video: string;
    play: string;
    listen: string;
    listening: string;
    loading: string;
    failed: string;
    retry: string;
    unsupported: string;
    live: string;
    regionTitle: string;
    regionText: string;
    regionSchedule: string;
    radio: RadioLabels;
  };
}

type State = { at: "idle" | "loading" | "refused" | "failed" | "listening" } | { at: "ready"; playlist: LivePlaylist };

/** Asks for the channel's signed stream address; a visitor outside the region gets 403 and no address. */
async function fetchPlaylist(lang: UrlLang, channelId: string): Promise<LivePlaylist | "refused" | "failed"> {
  try {
    return await dataCall(browserClient(lang))(liveApi.playlist, { params: { id: channelId } });
  } catch (error) {
    return failureOf(error).status === 403 ? "refused" : "failed";
  }
}

/**
 * A channel's live player. The page (cached, the same for every visitor) holds no stream address: this island asks
 * for one from the browser (GET live/{id}/playlist), so the region limit applies to the visitor's own address. TV
 * plays in the VideoPlayer (hls.js only when play is pressed); radio goes to the mini player, which keeps playing
 * while the listener moves between pages (radio-mini.ts, loaded only when radio starts).
 */
export default function LivePlayer(props: LivePlayerProps) {
  const { lang, channelId, kind, labels } = props;
  const [state, setState] = useState<State>({ at: kind === "tv" ? "loading" : "idle" });
  const current = useRef<string>("");

  // TV: the address at once (the player is on the page); it is renewed before it expires.
  useEffect(() => {
    if (kind !== "tv") return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (first: boolean) => {
      const answer = await fetchPlaylist(lang, channelId);
      if (stopped) return;
      if (typeof answer === "string") {
        if (first) setState({ at: answer });
        return;
      }
      current.current = answer.stream.url;
      if (first) setState({ at: "ready", playlist: answer });
      timer = setTimeout(() => void load(false), answer.refreshAfter * 1000);
    };
    void load(true);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [lang, channelId, kind]);

  async function listen() {
    setState({ at: "loading" });
    const answer = await fetchPlaylist(lang, channelId);
    if (typeof answer === "string") return setState({ at: answer });
    const { startRadio } = await import("./radio-mini.ts");
    await startRadio({ lang, source: { live: channelId, playlist: answer }, title: props.channelName, subtitle: answer.channel.now?.title ?? props.programme, labels: labels.radio });
    setState({ at: "listening" });
  }

  if (state.at === "refused") {
    return <RegionNotice title={labels.regionTitle} text={labels.regionText} link={{ href: props.scheduleHref, label: labels.regionSchedule }} />;
  }
  if (kind === "tv") {
    if (state.at === "ready") {
      return (
        <>
          <VideoPlayer
            src={state.playlist.stream.url}
            type={state.playlist.stream.type}
            poster={props.poster}
            live
            testId="live-video"
            hlsConfig={renewingAddress(state.playlist.stream.url, () => current.current)}
            labels={{ video: labels.video, play: labels.play, unsupported: labels.unsupported, open: "", failed: labels.failed }}
          />
          <p className="live-player__badge">
            <span className="video-player__live">{labels.live}</span>
          </p>
        </>
      );
    }
    return (
      <div className="live-stage" data-testid="live-stage" role="status">
        {state.at === "failed" ? labels.failed : labels.loading}
      </div>
    );
  }
  return (
    <div className="live-radio" data-testid="live-radio">
      <ListenButton label={state.at === "loading" ? labels.loading : labels.listen} busy={state.at === "loading"} onPress={() => void listen()} />
      {state.at === "listening" ? <p role="status">{labels.listening}</p> : null}
      {state.at === "failed" ? <p role="status">{labels.failed}</p> : null}
    </div>
  );
}
