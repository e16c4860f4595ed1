import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { observationFromSmg, parseSmgActualWeather } from "./smg-provider.ts";

const sample = readFileSync(new URL("./fixtures/c_actualweather.xml", import.meta.url), "utf8");

describe("the SMG actual-weather adapter", () => {
  it("reads every station of the sample feed", () => {
    const report = parseSmgActualWeather(sample);
    expect(report.publishedAt?.toISOString()).toBe("2026-11-22T06:02:00.000Z");
    expect(report.stations.map((s) => s.code)).toEqual(["MN", "FM", "TG", "KV"]);
    const tg = report.stations.find((s) => s.code === "TG")!;
    expect(tg).toEqual({
      code: "TG",
      name: "大潭山",
      recordTime: new Date("2026-11-22T06:00:00Z"),
      temperature: 22.4,
      min: 18.6,
      max: 23.1,
      humidity: 68,
      rainfall: { "3": 0, "4": 0, "5": 0 },
    });
    const wind = report.stations.find((s) => s.code === "MN")!;
    expect(wind.temperature).toBeNull();
  });

  it("takes Taipa Grande's observation and infers the sky", () => {
    expect(observationFromSmg(parseSmgActualWeather(sample))).toEqual({
      temperature: 22.4,
      humidity: 68,
      min: 18.6,
      max: 23.1,
      condition: "sunny",
      observedAt: "2026-11-22T14:00:00+08:00",
      date: "2026-11-22",
    });
  });

  it("falls back to Fortaleza do Monte, then to any station with a temperature", () => {
    const withoutTg = sample.replace('code="TG"', 'code="XX"');
    expect(observationFromSmg(parseSmgActualWeather(withoutTg)).temperature).toBe(22.9);
    const onlyKv = withoutTg.replace('code="FM"', 'code="YY"').replace(/<station code="(XX|YY)">[\s\S]*?<\/station>/g, "");
    expect(observationFromSmg(parseSmgActualWeather(onlyKv))).toMatchObject({ temperature: 23.2, min: null, max: null, humidity: 66 });
  });

  it("shows rain in the past hour, humid air and night", () => {
    const rainy = sample.replace(
      "<Rainfall><MeasureUnit>mm</MeasureUnit><Type>4</Type><Value>0.0</Value><dValue>0.0</dValue></Rainfall>\n        <Rainfall><MeasureUnit>mm</MeasureUnit><Type>5</Type><Value>0.0</Value><dValue>0.0</dValue></Rainfall>\n        <MeanSeaLevelPressure>",
      "<Rainfall><MeasureUnit>mm</MeasureUnit><Type>4</Type><Value>3.5</Value><dValue>3.5</dValue></Rainfall>\n        <MeanSeaLevelPressure>",
    );
    expect(observationFromSmg(parseSmgActualWeather(rainy)).condition).toBe("rain");
    const drizzle = rainy.replace("<Value>3.5</Value><dValue>3.5</dValue>", "<Value>0.2</Value><dValue>0.2</dValue>");
    expect(observationFromSmg(parseSmgActualWeather(drizzle)).condition).toBe("showers");
    const humid = sample.replace("<Value>68</Value><dValue>68</dValue>", "<Value>96</Value><dValue>96</dValue>");
    expect(observationFromSmg(parseSmgActualWeather(humid)).condition).toBe("mist");
    const night = sample.replaceAll("2026-11-22 14:00", "2026-11-22 21:00");
    expect(observationFromSmg(parseSmgActualWeather(night))).toMatchObject({ condition: "clear-night", observedAt: "2026-11-22T21:00:00+08:00" });
  });

  it("refuses what is not the actual-weather feed", () => {
    expect(() => parseSmgActualWeather("<html><body>Service unavailable</body></html>")).toThrow(/ActualWeather/);
    expect(() => observationFromSmg(parseSmgActualWeather("<ActualWeather><Custom/></ActualWeather>"))).toThrow(/no temperature/);
    const noTime = sample.replace(/<RecordTime>.*?<\/RecordTime>/g, "").replace(/<SysPubdate>.*?<\/SysPubdate>/, "");
    expect(() => observationFromSmg(parseSmgActualWeather(noTime))).toThrow(/no observation time/);
  });
});
