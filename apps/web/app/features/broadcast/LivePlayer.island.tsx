import { useEffect, useRef, useState } from "react";
import { liveApi } from "@portal/contract/endpoints/broadcast";
import type { UrlLang } from "@portal/contract/locales";
import type { LivePlaylist } from "@portal/contract/schemas/broadcast";
import { ListenButton } from "../../components/player/ListenButton.tsx";
import VideoPlayer from "../../components/player/VideoPlayer.island.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf } from "../../data/call.ts";
import type { RadioLabels } from "./radio-mini.ts";
import { useRadioState } from "./radio-state.ts";
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

type State = { at: "idle" | "loading" | "refused" | "failed" } | { at: "ready"; playlist: LivePlaylist };

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
  /** Whether the mini player plays this channel (radio): the button then pauses it. */
  const radio = useRadioState(`live:${channelId}`);

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
    if (radio !== "off") {
      // Playing: pause; paused: resume (the player is there, with its address).
      const mini = await import("./radio-mini.ts");
      return radio === "playing" ? mini.pauseRadio() : mini.resumeRadio();
    }
    setState({ at: "loading" });
    const answer = await fetchPlaylist(lang, channelId);
    if (typeof answer === "string") return setState({ at: answer });
    const { startRadio } = await import("./radio-mini.ts");
    await startRadio({ lang, source: { live: channelId, playlist: answer }, title: props.channelName, subtitle: answer.channel.now?.title ?? props.programme, labels: labels.radio });
    setState({ at: "idle" });
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
  const loading = state.at === "loading";
  const playing = radio === "playing" && !loading;
  // The status is always in the page, so that what it comes to say is announced (a live region added with its
  // text is not, by every screen reader).
  const status = state.at === "failed" ? labels.failed : loading ? "" : radio === "playing" ? labels.listening : radio === "paused" ? labels.radio.paused : "";
  return (
    <div className="live-radio" data-testid="live-radio">
      <ListenButton label={loading ? labels.loading : playing ? labels.radio.playing : labels.listen} busy={loading} playing={playing} onPress={() => void listen()} />
      <p role="status" className="live-radio__status" data-testid="live-radio-status">
        {status}
      </p>
    </div>
  );
}
