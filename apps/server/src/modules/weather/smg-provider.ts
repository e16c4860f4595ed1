import { XMLParser } from "fast-xml-parser";
import type { WeatherCondition } from "@portal/contract/schemas/common";
import { macauDate, macauHour, macauIso, parseMacauDateTime } from "../../platform/macau-time.ts";
import { roundTo1, WeatherProviderError, type WeatherObservation, type WeatherProvider } from "./provider.ts";

/**
 * Adapter for the actual-weather XML feed of the Macao Meteorological and Geophysical Bureau (SMG):
 * https://xml.smg.gov.mo/c_actualweather.xml (Chinese station names) or e_actualweather.xml (English); both carry
 * the same numbers. Used when WEATHER_PROVIDER=smg with WEATHER_SMG_URL.
 *
 * Shape (see fixtures/c_actualweather.xml): ActualWeather › System › SysPubdate, and ActualWeather › Custom ›
 * WeatherReport* › station[@code] with stationname, RecordTime (Macao time) and measures Temperature,
 * Temperature_daily_max, Temperature_daily_min, Humidity, Rainfall (by Type: 3 last minutes, 4 past hour,
 * 5 since midnight), each holding Value and a one-decimal dValue.
 *
 * The temperature is Taipa Grande's (TG, the bureau's reference station), else Fortaleza do Monte's (FM), else the
 * first station reporting one. The feed reports no sky, so the icon is inferred: rain in the past hour → showers
 * (or rain from 2.5 mm), humidity ≥ 95 % → mist, ≥ 85 % → cloudy, ≥ 75 % → partly cloudy, otherwise sunny / clear
 * night (night is 18:00–06:00).
 */

export const SMG_PREFERRED_STATIONS = ["TG", "FM"] as const;
const FETCH_TIMEOUT_MS = 5_000;
const MAX_BYTES = 2 * 1024 * 1024;

export interface SmgStation {
  code: string;
  name: string;
  recordTime: Date | null;
  temperature: number | null;
  min: number | null;
  max: number | null;
  humidity: number | null;
  /** Rainfall in mm by Type ("3", "4", "5"). */
  rainfall: Record<string, number>;
}

export interface SmgReport {
  publishedAt: Date | null;
  stations: SmgStation[];
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  isArray: (name) => name === "WeatherReport" || name === "station" || name === "Rainfall",
});

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number") return String(value);
  if (isNode(value) && typeof value["#text"] === "string") return value["#text"].trim() || null;
  return null;
}

/** A measure's value: dValue (one decimal), else Value; null when missing or not a number. */
function measure(node: unknown): number | null {
  if (!isNode(node)) return null;
  const raw = text(node.dValue) ?? text(node.Value);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function stationOf(node: Node): SmgStation | null {
  const code = text(node["@_code"])?.toUpperCase();
  if (!code) return null;
  const rainfall: Record<string, number> = {};
  for (const r of asArray(node.Rainfall)) {
    const type = isNode(r) ? text(r.Type) : null;
    const value = measure(r);
    if (type && value !== null) rainfall[type] = value;
  }
  const record = text(node.RecordTime);
  return {
    code,
    name: text(node.stationname) ?? code,
    recordTime: record ? parseMacauDateTime(record) : null,
    temperature: measure(node.Temperature),
    min: measure(node.Temperature_daily_min),
    max: measure(node.Temperature_daily_max),
    humidity: measure(node.Humidity),
    rainfall,
  };
}

/** Parses the feed; throws WeatherProviderError when it is not the actual-weather XML. */
export function parseSmgActualWeather(xml: string): SmgReport {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (err) {
    throw new WeatherProviderError("SMG feed is not well-formed XML", { cause: err });
  }
  const root = doc.ActualWeather;
  if (!isNode(root)) throw new WeatherProviderError("SMG feed has no ActualWeather element");
  const system = isNode(root.System) ? root.System : {};
  const published = text(system.SysPubdate);
  const custom = isNode(root.Custom) ? root.Custom : {};
  const stations: SmgStation[] = [];
  for (const report of asArray(custom.WeatherReport)) {
    if (!isNode(report)) continue;
    for (const station of asArray(report.station)) {
      const parsed = isNode(station) ? stationOf(station) : null;
      if (parsed) stations.push(parsed);
    }
  }
  return { publishedAt: published ? parseMacauDateTime(published) : null, stations };
}

function conditionOf(station: SmgStation, observedAt: Date): WeatherCondition {
  const rain = station.rainfall["4"] ?? station.rainfall["3"] ?? 0;
  if (rain >= 2.5) return "rain";
  if (rain > 0) return "showers";
  const hour = macauHour(observedAt);
  const night = hour < 6 || hour >= 18;
  const humidity = station.humidity ?? 0;
  if (humidity >= 95) return "mist";
  if (humidity >= 85) return "cloudy";
  if (humidity >= 75) return night ? "partly-cloudy-night" : "partly-cloudy";
  return night ? "clear-night" : "sunny";
}

/** The observation the portal shows, from a parsed report. */
export function observationFromSmg(report: SmgReport): WeatherObservation {
  const withTemperature = report.stations.filter((s) => s.temperature !== null);
  const station =
    SMG_PREFERRED_STATIONS.map((code) => withTemperature.find((s) => s.code === code)).find((s) => s !== undefined) ??
    withTemperature[0];
  if (!station || station.temperature === null) throw new WeatherProviderError("SMG feed reports no temperature");
  const observedAt = station.recordTime ?? report.publishedAt;
  if (!observedAt) throw new WeatherProviderError("SMG feed has no observation time");
  return {
    temperature: roundTo1(station.temperature),
    humidity: station.humidity === null ? null : Math.round(station.humidity),
    min: station.min === null ? null : roundTo1(station.min),
    max: station.max === null ? null : roundTo1(station.max),
    condition: conditionOf(station, observedAt),
    observedAt: macauIso(observedAt),
    date: macauDate(observedAt),
  };
}

export function createSmgWeatherProvider(url: string, options: { timeoutMs?: number } = {}): WeatherProvider {
  return {
    name: "smg",
    async current() {
      let body: string;
      try {
        const response = await fetch(url, {
          headers: { accept: "application/xml, text/xml" },
          signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
        });
        if (!response.ok) throw new WeatherProviderError(`SMG feed answered HTTP ${response.status}`);
        body = await response.text();
      } catch (err) {
        if (err instanceof WeatherProviderError) throw err;
        throw new WeatherProviderError("SMG feed could not be fetched", { cause: err });
      }
      if (body.length > MAX_BYTES) throw new WeatherProviderError("SMG feed is unexpectedly large");
      return observationFromSmg(parseSmgActualWeather(body));
    },
  };
}
