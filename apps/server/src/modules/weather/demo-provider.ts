import type { WeatherCondition } from "@portal/contract/schemas/common";
import { macauDate, macauHour, macauIso } from "../../platform/macau-time.ts";
import { FORECAST_DAYS, roundTo1, type ForecastObservation, type ForecastReport, type WeatherObservation, type WeatherProvider } from "./provider.ts";

/**
 * The built-in demo provider (WEATHER_PROVIDER=demo, the default): plausible Macao weather computed from the date
 * and hour alone — no network, the same answer for the same hour on every instance. Monthly means follow Macao's
 * climate normals (mean temperature, relative humidity, share of rainy days); each day gets its own deviation and
 * sky from a hash of its date; the temperature follows a daily curve with its low near 06:00 and its high near
 * 14:00.
 */

/** Per month: mean temperature °C, mean relative humidity %, share of days with rain. */
const NORMALS: readonly (readonly [number, number, number])[] = [
  [15.1, 74, 0.2],
  [15.8, 81, 0.3],
  [18.3, 85, 0.4],
  [22.0, 86, 0.45],
  [25.7, 84, 0.55],
  [27.9, 83, 0.65],
  [28.8, 81, 0.6],
  [28.6, 82, 0.6],
  [27.8, 77, 0.5],
  [25.3, 70, 0.25],
  [21.3, 68, 0.15],
  [16.8, 65, 0.12],
];

/** A deterministic number in [0, 1) from a text (FNV-1a, then a final mix). */
function unit(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 2 ** 32;
}

function skyOf(date: string, month: number, rainShare: number, humid: boolean, night: boolean): WeatherCondition {
  const r = unit(`${date}:sky`);
  const summer = month >= 4 && month <= 9;
  if (r < rainShare) {
    const kind = r / rainShare;
    if (summer && kind < 0.25) return "thunderstorm";
    return kind < 0.6 ? "showers" : "rain";
  }
  const dry = (r - rainShare) / (1 - rainShare);
  if (humid && dry < 0.15) return "mist";
  if (dry < 0.35) return "cloudy";
  if (dry < 0.7) return night ? "partly-cloudy-night" : "partly-cloudy";
  return night ? "clear-night" : "sunny";
}

/** -1 at 06:00 (the day's low), +1 at 14:00 (its high), smooth in between. */
export function dailyCurve(hour: number): number {
  if (hour >= 6 && hour <= 14) return -Math.cos((Math.PI * (hour - 6)) / 8);
  const sinceHigh = (hour - 14 + 24) % 24; // 0 … 16 hours after 14:00
  return Math.cos((Math.PI * sinceHigh) / 16);
}

const isWet = (condition: WeatherCondition) => condition === "showers" || condition === "rain" || condition === "thunderstorm" || condition === "mist";

/** A day's mean, swing and humidity: the same numbers for the day's current weather and for its forecast. */
function dayOf(date: string, night: boolean) {
  const month = Number(date.slice(5, 7));
  const [mean, humidity, rainShare] = NORMALS[month - 1]!;
  const deviation = (unit(`${date}:t`) - 0.5) * 4; // ±2 °C from the month's mean
  const condition = skyOf(date, month, rainShare, humidity >= 80, night);
  const wet = isWet(condition);
  const range = wet ? 3.5 : 6; // the day's swing between low and high
  return { condition, wet, range, dayMean: mean + deviation, humidity };
}

export function demoObservation(now: Date): WeatherObservation {
  const date = macauDate(now);
  const hour = macauHour(now);
  const night = hour < 6 || hour >= 18;
  const { condition, wet, range, dayMean, humidity } = dayOf(date, night);
  const swing = dailyCurve(hour);
  const temperature = roundTo1(dayMean + (range / 2) * swing);
  return {
    temperature,
    humidity: Math.round(Math.min(99, Math.max(40, humidity + (wet ? 12 : 0) - 8 * swing))),
    min: roundTo1(dayMean - range / 2),
    max: roundTo1(dayMean + range / 2),
    condition,
    observedAt: macauIso(new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000)),
    date,
  };
}

/** The next FORECAST_DAYS days after `now`'s Macao date, issued at the start of `now`'s hour. */
export function demoForecast(now: Date): ForecastReport {
  const today = Date.parse(`${macauDate(now)}T00:00:00Z`);
  const days: ForecastObservation[] = [];
  for (let i = 1; i <= FORECAST_DAYS; i++) {
    const date = new Date(today + i * 86_400_000).toISOString().slice(0, 10);
    const { condition, wet, range, dayMean, humidity } = dayOf(date, false);
    const humid = humidity + (wet ? 12 : 0);
    days.push({
      date,
      min: Math.round(dayMean - range / 2),
      max: Math.round(dayMean + range / 2),
      humidityMin: Math.round(Math.max(40, humid - 15)),
      humidityMax: Math.round(Math.min(99, humid + 8)),
      condition,
    });
  }
  return { issuedAt: macauIso(new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000)), days };
}

export function createDemoWeatherProvider(): WeatherProvider {
  return { name: "demo", current: async (now) => demoObservation(now), forecast: async (now) => demoForecast(now) };
}
