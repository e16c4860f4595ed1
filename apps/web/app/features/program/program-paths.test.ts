import { describe, expect, it } from "vitest";
import { playItemPath, playlistPath, typeListRedirect } from "./program-paths.ts";

describe("programme paths", () => {
  it("sends another language's variant to the page language's, keeping the query", () => {
    expect(typeListRedirect("tv_en", "zh-hant", "?page=2")).toBe("/zh-hant/program/tv_zh?page=2");
    expect(typeListRedirect("radio_zh", "pt")).toBe("/pt/program/radio_pt");
    expect(typeListRedirect("sport_pt", "en")).toBe("/en/program/sport_en");
    expect(typeListRedirect("tv_zh", "zh-hans")).toBeNull();
    expect(typeListRedirect("sport_en", "en")).toBeNull();
  });

  it("puts radio episodes under radio and video and sport under video", () => {
    expect(playItemPath("en", "radio", "night-talk-1")).toBe("/en/program/playitem_radio/night-talk-1");
    expect(playItemPath("en", "sport", "sport-weekly-1")).toBe("/en/program/playitem_video/sport-weekly-1");
    expect(playlistPath("pt", "tv", "gourmetwalk")).toBe("/pt/video/program-playlist/gourmetwalk");
  });
});
