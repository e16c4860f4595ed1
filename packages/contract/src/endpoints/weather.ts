import { GET } from "../endpoint.ts";
import type { Weather, WeatherForecast, WeatherWarning } from "../schemas/common.ts";

/** Spec §7 Common weather: Macao's current weather and forecast (503 when the provider fails) and the warnings in force. */
const BASE = "/api/v1.0/common";

export const weatherApi = {
  current: GET(`${BASE}/weather`).returns<Weather>(),
  /** The days after today (the weather page): cached like the current weather, five minutes and the same day. */
  forecast: GET(`${BASE}/weather/forecast`).returns<WeatherForecast>(),
  /** Typhoon signals and other warnings (a short shared cache: they change at short notice). */
  warnings: GET(`${BASE}/weather-notify`).returns<WeatherWarning[]>(),
};
