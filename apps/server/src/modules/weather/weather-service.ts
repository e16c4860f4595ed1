import { and, desc, isNull, lte, gt, or } from "drizzle-orm";
import { WEATHER_CACHE_TTL_MS } from "@portal/contract/constants";
import type { ApiLocale } from "@portal/contract/locales";
import { weatherIconPath, type Weather, type WeatherCondition, type WeatherForecast, type WeatherWarning } from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import { weatherWarnings } from "./tables.ts";
import type { KvStore } from "../../kv/store.ts";
import { AppError } from "../../platform/errors.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import type { WeatherObservation, WeatherProvider } from "./provider.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { weatherReplies } from "./replies.ts";

const DESCRIPTIONS: Record<WeatherCondition, Record<ApiLocale, string>> = {
  sunny: { zh_TW: "天晴", zh_CN: "天晴", en: "Sunny", pt: "Sol" },
  "clear-night": { zh_TW: "天色良好", zh_CN: "天色良好", en: "Fine", pt: "Céu limpo" },
  "partly-cloudy": { zh_TW: "多雲間晴", zh_CN: "多云间晴", en: "Sunny intervals", pt: "Períodos de sol" },
  "partly-cloudy-night": { zh_TW: "部分時間多雲", zh_CN: "部分时间多云", en: "Partly cloudy", pt: "Parcialmente nublado" },
  cloudy: { zh_TW: "多雲", zh_CN: "多云", en: "Cloudy", pt: "Nublado" },
  mist: { zh_TW: "有薄霧", zh_CN: "有薄雾", en: "Mist", pt: "Neblina" },
  showers: { zh_TW: "有驟雨", zh_CN: "有骤雨", en: "Showers", pt: "Aguaceiros" },
  rain: { zh_TW: "有雨", zh_CN: "有雨", en: "Rain", pt: "Chuva" },
  thunderstorm: { zh_TW: "有雷暴", zh_CN: "有雷暴", en: "Thunderstorms", pt: "Trovoada" },
};

export function localiseWeather(observation: WeatherObservation, locale: ApiLocale): Weather {
  return {
    t: observation.temperature,
    date: observation.date,
    cover: weatherIconPath(observation.condition),
    description: DESCRIPTIONS[observation.condition][locale],
    humidity: observation.humidity,
    min: observation.min,
    max: observation.max,
    observedAt: observation.observedAt,
  };
}

interface CachedEntry<T> {
  /** When the provider answered, by the server's clock (ms). */
  at: number;
  value: T;
}

export interface WeatherService {
  /** The current weather in the request's language; AppError 503 weatherUnavailable when the provider fails. */
  current(locale: ApiLocale): Promise<Weather>;
  /** The days after today; no days when the provider has no forecast; 503 weatherUnavailable when it fails. */
  forecast(locale: ApiLocale): Promise<WeatherForecast>;
}

/**
 * The provider's answers are kept in the kv store for five minutes (WEATHER_CACHE_TTL_MS) and only for the Macao
 * day they were fetched on (spec §9's same-day rule), shared by every instance, in one language-neutral copy.
 * Freshness is judged by the server's clock (deps.now()). Concurrent misses in one process share one provider
 * call. A failing cache is only logged: the provider is asked instead.
 */
export function createWeatherService(options: {
  kv: KvStore;
  now: () => Date;
  provider: WeatherProvider;
  log?: (message: string, err: unknown) => void;
}): WeatherService {
  const { kv, now, provider } = options;
  const log = options.log ?? (() => {});
  const inFlight = new Map<string, Promise<unknown>>();

  async function cached<T>(key: string, at: Date): Promise<T | null> {
    try {
      const raw = await kv.get(key);
      if (!raw) return null;
      const entry = JSON.parse(raw) as CachedEntry<T>;
      const age = at.getTime() - entry.at;
      const sameDay = macauDate(new Date(entry.at)) === macauDate(at);
      return age >= 0 && age < WEATHER_CACHE_TTL_MS && sameDay ? entry.value : null;
    } catch (err) {
      log("weather cache could not be read", err);
      return null;
    }
  }

  async function fetchAndStore<T>(key: string, load: (at: Date) => Promise<T>): Promise<T> {
    const at = now();
    const value = await load(at);
    const entry: CachedEntry<T> = { at: at.getTime(), value };
    await kv.set(key, JSON.stringify(entry), WEATHER_CACHE_TTL_MS).catch((err: unknown) => log("weather cache could not be written", err));
    return value;
  }

  /** The cached answer, else one shared provider call; 503 weatherUnavailable when the provider fails. */
  async function read<T>(what: "current" | "forecast", load: (at: Date) => Promise<T>): Promise<T> {
    const key = `weather:${what}:${provider.name}`;
    const hit = await cached<T>(key, now());
    if (hit) return hit;
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = fetchAndStore(key, load).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    try {
      return await pending;
    } catch (err) {
      log(`weather provider ${provider.name} failed (${what})`, err);
      throw new AppError(503, weatherReplies.weatherUnavailable, {}, 503);
    }
  }

  return {
    async current(locale) {
      return localiseWeather(await read("current", (at) => provider.current(at)), locale);
    },
    async forecast(locale) {
      const forecast = provider.forecast;
      if (!forecast) return { days: [], issuedAt: null };
      const report = await read("forecast", (at) => forecast.call(provider, at));
      return {
        issuedAt: report.issuedAt,
        days: report.days.map((day) => ({
          date: day.date,
          min: day.min,
          max: day.max,
          humidityMin: day.humidityMin,
          humidityMax: day.humidityMax,
          cover: weatherIconPath(day.condition),
          description: DESCRIPTIONS[day.condition][locale],
        })),
      };
    },
  };
}

/** GET /api/v1.0/common/weather-notify: the warnings in force (issued, not yet ended), newest first. */
export async function getWeatherWarnings(db: Db, locale: ApiLocale, now: Date): Promise<WeatherWarning[]> {
  const rows = await db
    .select()
    .from(weatherWarnings)
    .where(and(lte(weatherWarnings.issuedAt, now), or(isNull(weatherWarnings.endsAt), gt(weatherWarnings.endsAt, now))))
    .orderBy(desc(weatherWarnings.issuedAt), desc(weatherWarnings.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    title: pickText(r.title, locale),
    content: pickOptionalText(r.content, locale),
    issuedAt: r.issuedAt.toISOString(),
  }));
}
