import { useEffect, useState } from "react";
import { weatherApi } from "@portal/contract/endpoints/weather";
import type { UrlLang } from "@portal/contract/locales";
import type { Weather as WeatherData } from "@portal/contract/schemas/common";
import { browserClient } from "../data/browser-client.ts";
import { dataCall } from "../data/call.ts";
import { safeStorage } from "../browser/storage-keys.ts";
import { loadWeather } from "./weather-cache.ts";

interface Props {
  lang: UrlLang;
  label: string;
  /** The same, short, for phones (天氣, Weather, Tempo): CSS shows one of the two (header.css). */
  shortLabel: string;
  /** "Macao weather: {temperature}°C, {description}". */
  template: string;
}

/** The header weather, a link to the weather page: fetched from the browser, cached for the session (weather-cache.ts). */
export default function Weather({ lang, label, shortLabel, template }: Props) {
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
  // A link to the weather page (the forecast); before the weather arrives, or when it cannot, it reads "Weather".
  return (
    <a className="weather" href={`/${lang}/weather`} data-testid="header-weather" data-state={weather ? "ready" : "empty"} title={description || undefined}>
      {weather?.cover ? <img className="weather-icon" src={weather.cover} alt="" width={20} height={20} /> : null}
      {weather ? (
        <>
          <span className="weather-temp" aria-hidden="true">{`${temperature}°C`}</span>
          <span className="visually-hidden">{template.replace("{temperature}", String(temperature)).replace("{description}", description)}</span>
        </>
      ) : (
        <span className="weather-label">
          <span className="weather-label-full">{label}</span>
          <span className="weather-label-short">{shortLabel}</span>
        </span>
      )}
    </a>
  );
}
