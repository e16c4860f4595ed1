import { WEATHER_CACHE_TTL_MS } from "@portal/contract/constants";
import type { UrlLang } from "@portal/contract/locales";
import type { Weather } from "@portal/contract/schemas/common";
import { macauDate } from "./macau-time.ts";
import { LEGACY_WEATHER_KEYS, STORAGE_KEYS, type KeyValueStore } from "../browser/storage-keys.ts";

/**
 * The header weather's cache (spec §4): kept in sessionStorage with a time stamp; fetched again when older than
 * five minutes, when it was stored on another day (Macao time) or for another language; copies that older versions
 * left in localStorage are removed; a failed fetch clears the cache.
 */
export interface WeatherCacheEntry {
  weather: Weather;
  /** When it was stored, ms since the epoch. */
  savedAt: number;
  /** The Macao date when it was stored, YYYY-MM-DD. */
  date: string;
  lang: UrlLang;
}

function isWeather(value: unknown): value is Weather {
  if (!value || typeof value !== "object") return false;
  const w = value as Partial<Weather>;
  return typeof w.t === "number" && Number.isFinite(w.t) && typeof w.date === "string";
}

/** Reads a stored entry; anything malformed reads as nothing. */
export function parseWeatherEntry(raw: string | null): WeatherCacheEntry | null {
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<WeatherCacheEntry>;
    if (!entry || typeof entry.savedAt !== "number" || typeof entry.date !== "string" || !isWeather(entry.weather)) return null;
    return entry as WeatherCacheEntry;
  } catch {
    return null;
  }
}

/** True when the entry may be shown without asking the server again. */
export function isWeatherEntryFresh(entry: WeatherCacheEntry, now: number, lang: UrlLang): boolean {
  const age = now - entry.savedAt;
  return age >= 0 && age < WEATHER_CACHE_TTL_MS && entry.date === macauDate(now) && entry.lang === lang;
}

export function weatherEntry(weather: Weather, now: number, lang: UrlLang): WeatherCacheEntry {
  return { weather, savedAt: now, date: macauDate(now), lang };
}

export interface LoadWeatherOptions {
  session: KeyValueStore | null;
  local: KeyValueStore | null;
  lang: UrlLang;
  now: () => number;
  /** Asks the API; rejects or resolves null when there is no weather. */
  fetchWeather: () => Promise<Weather | null>;
}

/** Removes the stored weather: on failure, and when the visitor switches language. */
export function clearWeatherCache(session: KeyValueStore | null): void {
  session?.removeItem(STORAGE_KEYS.weather);
}

/** The weather to show: the fresh cached copy, or a new one from the API (then cached). Null when unavailable. */
export async function loadWeather(options: LoadWeatherOptions): Promise<Weather | null> {
  const { session, local, lang, now } = options;
  for (const key of LEGACY_WEATHER_KEYS) local?.removeItem(key);
  const cached = parseWeatherEntry(session?.getItem(STORAGE_KEYS.weather) ?? null);
  if (cached && isWeatherEntryFresh(cached, now(), lang)) return cached.weather;
  let weather: Weather | null = null;
  try {
    weather = await options.fetchWeather();
  } catch {
    weather = null;
  }
  if (!isWeather(weather)) {
    clearWeatherCache(session);
    return null;
  }
  try {
    session?.setItem(STORAGE_KEYS.weather, JSON.stringify(weatherEntry(weather, now(), lang)));
  } catch {
    // A full or disabled storage only costs a fetch on the next page.
  }
  return weather;
}
