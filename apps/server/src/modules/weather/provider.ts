import type { WeatherCondition } from "@portal/contract/schemas/common";

/** What a weather provider observes, in no language: the service localises it (weather-service.ts). */
export interface WeatherObservation {
  /** °C, one decimal. */
  temperature: number;
  /** Relative humidity in %, or null when not reported. */
  humidity: number | null;
  /** The day's lowest and highest temperature so far (or expected), °C, or null. */
  min: number | null;
  max: number | null;
  condition: WeatherCondition;
  /** When it was observed: ISO 8601 in Macao time (…+08:00). */
  observedAt: string;
  /** The observation's date in Macao, YYYY-MM-DD. */
  date: string;
}

/** One forecast day, in no language. */
export interface ForecastObservation {
  /** YYYY-MM-DD in Macao. */
  date: string;
  min: number;
  max: number;
  humidityMin: number | null;
  humidityMax: number | null;
  condition: WeatherCondition;
}

export interface ForecastReport {
  /** ISO 8601 in Macao time. */
  issuedAt: string;
  days: ForecastObservation[];
}

/** Days of forecast the weather page shows (today's outlook is the current weather). */
export const FORECAST_DAYS = 7;

/**
 * A source of the current weather in Macao. `current` rejects (with any error) when the source cannot answer;
 * the service turns that into a 503 envelope (weatherUnavailable).
 */
export interface WeatherProvider {
  /** Names the source in the cache key and in logs. */
  readonly name: string;
  current(now: Date): Promise<WeatherObservation>;
  /** The days after `now`'s date; a provider without one leaves it out (the page then shows none). */
  forecast?(now: Date): Promise<ForecastReport>;
}

export class WeatherProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WeatherProviderError";
  }
}

export const roundTo1 = (value: number) => Math.round(value * 10) / 10;
