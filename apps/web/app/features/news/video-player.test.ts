import { describe, expect, it } from "vitest";
import { needsHlsJs } from "./VideoPlayer.island.tsx";
import { mediaType } from "./Article.tsx";

const chrome = (type: string) => (type === "video/webm" || type === "video/mp4" ? "probably" : "");
const safari = (type: string) => (type === "application/vnd.apple.mpegurl" || type === "video/mp4" ? "maybe" : "");

describe("VideoPlayer: when hls.js is fetched", () => {
  it("only for an HLS stream in a browser that cannot play HLS itself", () => {
    expect(needsHlsJs("https://cdn.example.mo/live/news.m3u8", chrome)).toBe(true);
    expect(needsHlsJs("https://cdn.example.mo/live/news.m3u8?token=abc", chrome)).toBe(true);
    expect(needsHlsJs("/vod/NEWS.M3U8", chrome)).toBe(true);
    expect(needsHlsJs("https://cdn.example.mo/live/news.m3u8", safari), "Safari plays HLS natively").toBe(false);
    expect(needsHlsJs("/demo/media/news-ident.webm", chrome)).toBe(false);
    expect(needsHlsJs("/video/m3u8-guide.mp4", chrome), "the extension counts, not a word in the name").toBe(false);
  });

  it("gives the native player the media type of the address", () => {
    expect(mediaType("/a/b.m3u8")).toBe("application/vnd.apple.mpegurl");
    expect(mediaType("/demo/media/news-ident.webm")).toBe("video/webm");
    expect(mediaType("/a/b.MP4?x=1")).toBe("video/mp4");
    expect(mediaType("/a/b")).toBeUndefined();
  });
});
