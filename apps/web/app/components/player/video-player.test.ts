import { describe, expect, it } from "vitest";
import { needsHlsJs } from "./VideoPlayer.island.tsx";

const chrome = (type: string) => (type === "video/webm" || type === "video/mp4" ? "probably" : "");
const safari = (type: string) => (type === "application/vnd.apple.mpegurl" || type === "video/mp4" ? "maybe" : "");

describe("VideoPlayer: when hls.js is fetched", () => {
  it("only for an HLS stream in a browser that cannot play HLS itself", () => {
    expect(needsHlsJs("https://cdn.example.mo/live/news.m3u8", chrome)).toBe(true);
    expect(needsHlsJs("/live-media/tdm-macau/index.m3u8?exp=1&sig=abc", chrome)).toBe(true);
    expect(needsHlsJs("/vod/NEWS.M3U8", chrome)).toBe(true);
    expect(needsHlsJs("https://cdn.example.mo/live/news.m3u8", safari), "Safari plays HLS natively").toBe(false);
    expect(needsHlsJs("/demo/media/news-ident.webm", chrome)).toBe(false);
    expect(needsHlsJs("/video/m3u8-guide.mp4", chrome), "the extension counts, not a word in the name").toBe(false);
  });

  it("for a live stream wherever Media Source Extensions exist (it renews expiring addresses)", () => {
    expect(needsHlsJs("/live-media/tdm-macau/index.m3u8?exp=1&sig=abc", safari, true, true)).toBe(true);
    expect(needsHlsJs("/live-media/tdm-macau/index.m3u8?exp=1&sig=abc", safari, true, false), "an iPhone without MSE").toBe(false);
    expect(needsHlsJs("/vod/episode-1-hls/index.m3u8", safari, false, true), "on demand: the browser's own HLS").toBe(false);
    expect(needsHlsJs("/demo/media/vod/episode-1.mp4", chrome, true, true)).toBe(false);
  });
});
