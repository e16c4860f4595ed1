import { useEffect, useState } from "react";
import { weatherApi } from "@portal/contract/endpoints/weather";
import type { UrlLang } from "@portal/contract/locales";
import type { Weather as WeatherData } from "@portal/contract/schemas/common";
import { browserClient } from "../data/browser-client.ts";
import { dataCall } from "../data/call.ts";
import { safeStorage } from "./storage-keys.ts";
import { loadWeather } from "./weather-cache.ts";

interface Props {
  lang: UrlLang;
  label: string;
  /** "Macao weather: {temperature}°C, {description}". */
  template: string;
}

/** The header weather: fetched from the browser, cached for the session (weather-cache.ts). */
export default function Weather({ lang, label, template }: Props) {
  const [weather, setWeather] = useState<WeatherData | null>(null);
  useEffect(() => {
    const call = dataCall(browserClient(lang));
    let alive = true;
    void loadWeather({
      session: safeStorage("session"),
      local: safeStorage("local"),
      lang,
      now: Date.now,
      // A failed call (non-zero code, 503 from the provider, offline) throws: loadWeather shows nothing then.
      fetchWeather: () => call(weatherApi.current),
    }).then((result) => alive && setWeather(result));
    return () => {
      alive = false;
    };
  }, [lang]);

  const temperature = weather ? Math.round(weather.t) : null;
  const description = weather?.description ?? "";
  // Not a link yet: the weather page (spec §2 weather) comes with issue 13, and the header links only to pages
  // that exist (apps/server/src/test/site-links.test.ts).
  return (
    <span className="weather" data-testid="header-weather" data-state={weather ? "ready" : "empty"} title={description || undefined}>
      {weather?.cover ? <img className="weather-icon" src={weather.cover} alt="" width={20} height={20} /> : null}
      <span className="weather-temp" aria-hidden="true">{temperature === null ? "" : `${temperature}°C`}</span>
      <span className="visually-hidden">
        {weather ? template.replace("{temperature}", String(temperature)).replace("{description}", description) : label}
      </span>
    </span>
  );
}
