import { useEffect, useRef } from "react";
import { statisticsSiteId } from "@portal/contract/constants";
import LivePlayer, { type LivePlayerProps } from "../broadcast/LivePlayer.island.tsx";
import { sendStatisticsEvent } from "../../browser/page-view.ts";

export interface SportTopicLiveProps {
  player: LivePlayerProps;
  /** The topic's slug: the statistics event's object id. */
  topic: string;
}

/**
 * A sport topic's live block: the live service's player (features/broadcast) and, the first time it starts playing on
 * this page, the `sport_topic_live` statistics event (spec §7; POST /api/v2.0/statistics). Media `play` events do not
 * bubble: they are caught on the way down (capture) at the block.
 */
export default function SportTopicLive({ player, topic }: SportTopicLiveProps) {
  const block = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = block.current;
    if (!element) return;
    let sent = false;
    const onPlaying = () => {
      if (sent) return;
      sent = true;
      sendStatisticsEvent({ event: "sport_topic_live", object_id: topic, source: "pc", platform: "web", site_id: statisticsSiteId(location.hostname) });
    };
    element.addEventListener("playing", onPlaying, true);
    return () => element.removeEventListener("playing", onPlaying, true);
  }, [topic]);
  return (
    <div ref={block} className="sport-topic-live__player" data-testid="sport-topic-live">
      <LivePlayer {...player} />
    </div>
  );
}
