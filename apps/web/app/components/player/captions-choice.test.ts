import { describe, expect, it } from "vitest";
import { CAPTIONS_KEY, readChoice, saveChoice, showTrack, trackForChoice } from "./captions-choice.ts";

const tracks = [{ lang: "zh-Hant" }, { lang: "en" }, { lang: "pt" }];

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("the captions a stored choice shows", () => {
  it("none when off, absent or matching no track", () => {
    expect(trackForChoice(tracks, null)).toBe(-1);
    expect(trackForChoice(tracks, "off")).toBe(-1);
    expect(trackForChoice(tracks, "fr")).toBe(-1);
    expect(trackForChoice([], "en")).toBe(-1);
  });

  it("the track of that language, then one of the same primary language, letter case aside", () => {
    expect(trackForChoice(tracks, "en")).toBe(1);
    expect(trackForChoice(tracks, "PT")).toBe(2);
    expect(trackForChoice(tracks, "zh-hant")).toBe(0);
    expect(trackForChoice(tracks, "zh-Hans"), "Simplified Chinese chosen elsewhere: the Chinese track here").toBe(0);
    expect(trackForChoice([{ lang: "pt-PT" }, { lang: "pt" }], "pt"), "an exact match first").toBe(1);
  });
});

describe("the stored choice", () => {
  it("is kept and read back: a language or off", () => {
    const storage = memoryStorage();
    expect(readChoice(storage)).toBeNull();
    saveChoice(storage, "en");
    expect(storage.map.get(CAPTIONS_KEY)).toBe("en");
    expect(readChoice(storage)).toBe("en");
    saveChoice(storage, "off");
    expect(readChoice(storage)).toBe("off");
  });

  it("ignores what is no language tag, and storage that is missing or refuses", () => {
    expect(readChoice(memoryStorage({ [CAPTIONS_KEY]: "<script>" }))).toBeNull();
    expect(readChoice(memoryStorage({ [CAPTIONS_KEY]: "" }))).toBeNull();
    expect(readChoice(null)).toBeNull();
    const full = { ...memoryStorage(), setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => saveChoice(full, "en")).not.toThrow();
    expect(() => saveChoice(null, "en")).not.toThrow();
  });
});

describe("showing a track", () => {
  it("shows the chosen one and turns the others off; -1 turns all off", () => {
    const list = [{ mode: "hidden" }, { mode: "disabled" }, { mode: "showing" }] as { mode: string }[];
    const element = { textTracks: list } as unknown as HTMLMediaElement;
    showTrack(element, 1);
    expect(list.map((t) => t.mode)).toEqual(["disabled", "showing", "disabled"]);
    showTrack(element, -1);
    expect(list.map((t) => t.mode)).toEqual(["disabled", "disabled", "disabled"]);
  });
});
