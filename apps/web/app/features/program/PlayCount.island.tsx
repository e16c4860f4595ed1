import { useEffect } from "react";
import { programApi } from "@portal/contract/endpoints/program";
import { sendBeacon } from "../../browser/beacon.ts";

/**
 * Counts a play of an episode (POST program/play/{id}/start) the first time its player starts on this page. The
 * page is the same for every reader (cached), so the count is sent from the browser; the server counts an address
 * once per episode per half hour. A failure is ignored.
 */
export default function PlayCount({ id }: { id: number }) {
  useEffect(() => {
    const holder = document.querySelector(`[data-episode-media="${id}"]`);
    const media = holder instanceof HTMLMediaElement ? holder : holder?.querySelector("video, audio");
    if (!media) return;
    const started = () => sendBeacon(programApi.play, { params: { id } });
    media.addEventListener("play", started, { once: true });
    return () => media.removeEventListener("play", started);
  }, [id]);
  return null;
}
