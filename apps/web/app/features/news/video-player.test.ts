import { describe, expect, it } from "vitest";
import { mediaType } from "./Article.tsx";

describe("the article's video", () => {
  it("gives the native player the media type of the address", () => {
    expect(mediaType("/a/b.m3u8")).toBe("application/vnd.apple.mpegurl");
    expect(mediaType("/demo/media/news-ident.webm")).toBe("video/webm");
    expect(mediaType("/a/b.MP4?x=1")).toBe("video/mp4");
    expect(mediaType("/a/b")).toBeUndefined();
  });
});
