import type { HlsConfig } from "hls.js/light";

/**
 * hls.js settings for a live stream whose signed address expires (docs/media.md): each reload of the playlist asks
 * for the newest address (`freshUrl`, renewed by the player every `refreshAfter` seconds), not the one it started
 * with. A browser's own HLS cannot do this, which is why live streams take hls.js wherever MSE exists.
 */
export function renewingAddress(src: string, freshUrl: () => string): Partial<HlsConfig> {
  return {
    xhrSetup: (xhr, url) => {
      const base = location.href;
      if (new URL(url, base).pathname === new URL(src, base).pathname) xhr.open("GET", new URL(freshUrl(), base).href, true);
    },
  };
}
