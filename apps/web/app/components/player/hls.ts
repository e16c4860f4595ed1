import type HlsType from "hls.js/light";
import type { HlsConfig } from "hls.js/light";

export const HLS_TYPE = "application/vnd.apple.mpegurl";

/**
 * Whether an HLS stream (.m3u8) needs hls.js: a stream this browser cannot play by itself (everything but Safari
 * and the newest Chrome) — and a live stream wherever Media Source Extensions exist, because a browser's own HLS
 * reloads the playlist at the address it was given, which expires (signed addresses, docs/media.md), while hls.js
 * asks for the renewed one (`freshUrl`). Native HLS stays for browsers without MSE (older iPhones).
 */
export function needsHlsJs(src: string, canPlayType: (type: string) => string, live = false, hasMse = typeof MediaSource !== "undefined"): boolean {
  if (!/\.m3u8(?:[?#]|$)/i.test(src)) return false;
  return canPlayType(HLS_TYPE) === "" || (live && hasMse);
}

/**
 * hls.js, fetched only when an HLS stream is about to play; `config` adds to its settings (a live stream's renewal
 * of its signed address: features/broadcast/live-hls.ts). A live stream starts three segments behind its edge (hls.js's
 * liveSyncDurationCount, 3 by default).
 */
export async function attachHls(element: HTMLMediaElement, src: string, onFatal: () => void, config: Partial<HlsConfig> = {}): Promise<HlsType> {
  const { default: Hls } = await import("hls.js/light");
  if (!Hls.isSupported()) throw new Error(); // no Media Source Extensions
  const hls = new Hls({ enableWorker: true, ...config });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(src);
  hls.attachMedia(element);
  return hls;
}
