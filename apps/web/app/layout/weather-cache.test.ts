import { describe, expect, it, vi } from "vitest";
import { WEATHER_CACHE_TTL_MS } from "@portal/contract/constants";
import type { Weather } from "@portal/contract/schemas/common";
import { LEGACY_WEATHER_KEYS, STORAGE_KEYS } from "../browser/storage-keys.ts";
import { memoryStorage } from "../browser/memory-storage.test-support.ts";
import { isWeatherEntryFresh, loadWeather, parseWeatherEntry, weatherEntry } from "./weather-cache.ts";

const sunny: Weather = {
  t: 21.4,
  date: "2026-11-23",
  cover: "/weather-icons/sunny.svg",
  description: "Sunny",
  humidity: 60,
  min: 18,
  max: 24,
  observedAt: "2026-11-23T10:00:00+08:00",
};
const rainy: Weather = { ...sunny, t: 17, description: "Rain" };
// 2026-11-23 10:00 in Macao (02:00 UTC).
const MORNING = Date.UTC(2026, 10, 23, 2, 0, 0);

describe("weather cache freshness", () => {
  it("is fresh within five minutes on the same Macao day in the same language", () => {
    const entry = weatherEntry(sunny, MORNING, "en");
    expect(isWeatherEntryFresh(entry, MORNING + WEATHER_CACHE_TTL_MS - 1, "en")).toBe(true);
  });

  it("is stale from five minutes on", () => {
    const entry = weatherEntry(sunny, MORNING, "en");
    expect(isWeatherEntryFresh(entry, MORNING + WEATHER_CACHE_TTL_MS, "en")).toBe(false);
  });

  it("is stale once Macao's date has changed, even within five minutes", () => {
    const beforeMidnight = Date.UTC(2026, 10, 23, 15, 58); // 23:58 in Macao
    const entry = weatherEntry(sunny, beforeMidnight, "en");
    expect(entry.date).toBe("2026-11-23");
    expect(isWeatherEntryFresh(entry, beforeMidnight + 3 * 60_000, "en")).toBe(false);
  });

  it("is stale for another language and for a time stamp in the future", () => {
    expect(isWeatherEntryFresh(weatherEntry(sunny, MORNING, "en"), MORNING + 1000, "pt")).toBe(false);
    expect(isWeatherEntryFresh(weatherEntry(sunny, MORNING + 60_000, "en"), MORNING, "en")).toBe(false);
  });

  it("reads malformed entries as nothing", () => {
    expect(parseWeatherEntry(null)).toBeNull();
    expect(parseWeatherEntry("{not json")).toBeNull();
    expect(parseWeatherEntry(JSON.stringify({ savedAt: MORNING, date: "2026-11-23" }))).toBeNull();
    expect(parseWeatherEntry(JSON.stringify({ ...weatherEntry(sunny, MORNING, "en"), weather: { t: "hot" } }))).toBeNull();
  });
});

describe("loadWeather", () => {
  it("uses a fresh cached copy without asking the server", async () => {
    const session = memoryStorage({ [STORAGE_KEYS.weather]: JSON.stringify(weatherEntry(sunny, MORNING, "zh-hant")) });
    const fetchWeather = vi.fn(async () => rainy);
    const result = await loadWeather({ session, local: null, lang: "zh-hant", now: () => MORNING + 60_000, fetchWeather });
    expect(result).toEqual(sunny);
    expect(fetchWeather).not.toHaveBeenCalled();
  });

  it("fetches again when the copy is older than five minutes, and stores the new one with its time stamp", async () => {
    const session = memoryStorage({ [STORAGE_KEYS.weather]: JSON.stringify(weatherEntry(sunny, MORNING, "en")) });
    const later = MORNING + WEATHER_CACHE_TTL_MS + 1;
    const result = await loadWeather({ session, local: null, lang: "en", now: () => later, fetchWeather: async () => rainy });
    expect(result).toEqual(rainy);
    expect(parseWeatherEntry(session.getItem(STORAGE_KEYS.weather))).toEqual({ weather: rainy, savedAt: later, date: "2026-11-23", lang: "en" });
  });

  it("removes copies that older versions kept in localStorage", async () => {
    const local = memoryStorage(Object.fromEntries(LEGACY_WEATHER_KEYS.map((k) => [k, "{}"])));
    local.setItem("portal.fontSize", "keep me");
    await loadWeather({ session: memoryStorage(), local, lang: "en", now: () => MORNING, fetchWeather: async () => sunny });
    expect([...local.data.keys()]).toEqual(["portal.fontSize"]);
  });

  it("clears the cache when the fetch fails or brings no weather", async () => {
    for (const fetchWeather of [async () => Promise.reject(new Error("offline")), async () => null]) {
      const session = memoryStorage({ [STORAGE_KEYS.weather]: JSON.stringify(weatherEntry(sunny, MORNING - WEATHER_CACHE_TTL_MS * 2, "en")) });
      const result = await loadWeather({ session, local: null, lang: "en", now: () => MORNING, fetchWeather });
      expect(result).toBeNull();
      expect(session.getItem(STORAGE_KEYS.weather)).toBeNull();
    }
  });

  it("still shows the weather when the session storage cannot be written", async () => {
    const session = { ...memoryStorage(), setItem: () => { throw new Error("quota"); } };
    const result = await loadWeather({ session, local: null, lang: "en", now: () => MORNING, fetchWeather: async () => sunny });
    expect(result).toEqual(sunny);
  });
});
