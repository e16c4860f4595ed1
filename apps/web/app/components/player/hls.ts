import type HlsType from "hls.js/light";

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
 * hls.js, fetched only when an HLS stream is about to play. `freshUrl` (live streams with expiring signed
 * addresses) names the current address of the playlist: each reload of it asks for the newest.
 */
export async function attachHls(
  element: HTMLMediaElement,
  src: string,
  options: { live?: boolean; freshUrl?: () => string; onFatal: () => void },
): Promise<HlsType> {
  const { default: Hls } = await import("hls.js/light");
  if (!Hls.isSupported()) throw new Error("no Media Source Extensions");
  const playlist = new URL(src, location.href).pathname;
  const hls = new Hls({
    enableWorker: true,
    ...(options.live ? { liveSyncDurationCount: 3, lowLatencyMode: false } : {}),
    xhrSetup: options.freshUrl
      ? (xhr, url) => {
          if (new URL(url, location.href).pathname === playlist) xhr.open("GET", new URL(options.freshUrl!(), location.href).toString(), true);
        }
      : undefined,
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) options.onFatal();
  });
  hls.loadSource(src);
  hls.attachMedia(element);
  return hls;
}

