import { GET } from "../endpoint.ts";
import type { Weather, WeatherWarning } from "../schemas/common.ts";

/** Spec §7 Common weather: Macao's current weather (503 when the provider fails) and the warnings in force. */
const BASE = "/api/v1.0/common";

export const weatherApi = {
  current: GET(`${BASE}/weather`).returns<Weather>(),
  /** Typhoon signals and other warnings (a short shared cache: they change at short notice). */
  warnings: GET(`${BASE}/weather-notify`).returns<WeatherWarning[]>(),
};
