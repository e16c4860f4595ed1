import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEATHER_CONDITIONS, type Weather, type WeatherForecast, type WeatherWarning } from "@portal/contract/schemas/common";
import { weatherWarnings } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { demoObservation } from "./demo-provider.ts";

const NOW = new Date("2026-11-22T06:05:00Z"); // 14:05 in Macao
const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
const sample = readFileSync(new URL("./fixtures/c_actualweather.xml", import.meta.url), "utf8");

const getWeather = (t: TestApp, language = "zh_TW") =>
  t.call({ method: "GET", url: "/api/v1.0/common/weather", headers: { "api-language": language } });
const getForecast = (t: TestApp, language = "zh_TW") =>
  t.call({ method: "GET", url: "/api/v1.0/common/weather/forecast", headers: { "api-language": language } });

describe("GET /api/v1.0/common/weather with the demo provider (default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = NOW;
  });
  afterAll(() => t.close());

  it("answers plausible Macao weather for the hour, the same numbers in every language", async () => {
    const zh = await getWeather(t);
    expect(zh.status).toBe(200);
    expect(zh.headers["cache-control"]).toMatch(/^public, max-age=60/);
    const weather = zh.body.data as Weather;
    expect(weather.date).toBe("2026-11-22");
    expect(weather.observedAt).toBe("2026-11-22T14:00:00+08:00");
    expect(weather.cover).toMatch(new RegExp(`^/weather-icons/(${WEATHER_CONDITIONS.join("|")})\\.svg$`));
    expect(weather.t).toBeGreaterThan(12);
    expect(weather.t).toBeLessThan(30);
    expect(weather.min! <= weather.t && weather.t <= weather.max!).toBe(true);
    const en = (await getWeather(t, "en")).body.data as Weather;
    expect({ ...en, description: "" }).toEqual({ ...weather, description: "" });
    expect(en.description).toMatch(/^[A-Z][a-z]/);
    expect(weather.description).toMatch(/^\p{Script=Han}+$/u);
    expect(en.description).not.toBe(weather.description);
  });

  it("derives every value from the date and hour alone, within Macao's climate", () => {
    expect(demoObservation(new Date("2026-07-01T04:10:00Z"))).toEqual(demoObservation(new Date("2026-07-01T04:50:00Z")));
    const seen = new Set<string>();
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3 * 3_600_000) {
      const o = demoObservation(new Date(at));
      seen.add(o.condition);
      expect(o.temperature).toBeGreaterThan(5);
      expect(o.temperature).toBeLessThan(36);
      expect(o.min! <= o.temperature && o.temperature <= o.max!).toBe(true);
      expect(o.humidity).toBeGreaterThanOrEqual(40);
      expect(o.humidity).toBeLessThanOrEqual(99);
    }
    expect([...seen].sort()).toEqual([...WEATHER_CONDITIONS].sort());
    const january = demoObservation(new Date("2026-01-15T06:00:00Z")).temperature;
    const july = demoObservation(new Date("2026-07-15T06:00:00Z")).temperature;
    expect(july - january).toBeGreaterThan(7);
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/weather" });
  });
});

describe("GET /api/v1.0/common/weather/forecast with the demo provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = NOW;
  });
  afterAll(() => t.close());

  it("answers the seven days after today in Macao, the same numbers in every language", async () => {
    const zh = await getForecast(t);
    expect(zh.status).toBe(200);
    expect(zh.headers["cache-control"]).toMatch(/^public, max-age=60/);
    const forecast = zh.body.data as WeatherForecast;
    expect(forecast.issuedAt).toBe("2026-11-22T14:00:00+08:00");
    expect(forecast.days.map((d) => d.date)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]);
    for (const day of forecast.days) {
      expect(day.min).toBeLessThan(day.max);
      expect(day.min).toBeGreaterThan(8);
      expect(day.max).toBeLessThan(30);
      expect(day.humidityMin!).toBeLessThan(day.humidityMax!);
      expect(day.cover).toMatch(new RegExp(`^/weather-icons/(${WEATHER_CONDITIONS.join("|")})\\.svg$`));
      expect(day.cover).not.toMatch(/night/);
      expect(day.description).toMatch(/^\p{Script=Han}+$/u);
    }
    const pt = (await getForecast(t, "pt")).body.data as WeatherForecast;
    expect(pt.days.map((d) => ({ ...d, description: "" }))).toEqual(forecast.days.map((d) => ({ ...d, description: "" })));
    expect(pt.days[0]!.description).toMatch(/^[A-Z][a-zç ]+/);
  });

  it("keeps a forecast five minutes, but never past Macao's midnight", async () => {
    t.clock.now = new Date("2026-11-22T15:58:00Z"); // 23:58 in Macao
    expect(((await getForecast(t)).body.data as WeatherForecast).days[0]!.date).toBe("2026-11-23");
    expect(await t.kv.get("weather:forecast:demo")).toContain('"date":"2026-11-23"');
    t.clock.now = new Date("2026-11-22T16:01:00Z"); // 00:01 the next day: three minutes later
    expect(((await getForecast(t)).body.data as WeatherForecast).days[0]!.date).toBe("2026-11-24");
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/weather/forecast" });
  });
});

describe("GET /api/v1.0/common/weather with the SMG feed", () => {
  let feed: Server;
  let hits = 0;
  let mode: "ok" | "error" | "garbage" = "ok";
  let t: TestApp;

  beforeAll(async () => {
    feed = createServer((_req, res) => {
      hits++;
      if (mode === "error") return res.writeHead(502).end("Bad gateway");
      res.writeHead(200, { "content-type": "text/xml; charset=utf-8" });
      res.end(mode === "garbage" ? "<html><body>maintenance</body></html>" : sample);
    });
    await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
    const { port } = feed.address() as AddressInfo;
    t = await createTestApp({ WEATHER_PROVIDER: "smg", WEATHER_SMG_URL: `http://127.0.0.1:${port}/c_actualweather.xml` });
    t.clock.now = NOW;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => feed.close(resolve));
  });

  it("answers the feed's observation in the request's language", async () => {
    const zh = await getWeather(t);
    expect(zh.status).toBe(200);
    expect(zh.body.data as Weather).toEqual({
      t: 22.4,
      date: "2026-11-22",
      cover: "/weather-icons/sunny.svg",
      description: "天晴",
      humidity: 68,
      min: 18.6,
      max: 23.1,
      observedAt: "2026-11-22T14:00:00+08:00",
    });
    expect(((await getWeather(t, "pt")).body.data as Weather).description).toBe("Sol");
    expect(((await getWeather(t, "en")).body.data as Weather).description).toBe("Sunny");
  });

  it("answers no forecast days (the feed has none), not an error", async () => {
    const res = await getForecast(t, "en");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ days: [], issuedAt: null });
  });

  it("keeps the provider's answer for five minutes in the kv store", async () => {
    const before = hits;
    t.clock.now = minutes(4);
    expect((await getWeather(t)).status).toBe(200);
    expect(hits).toBe(before);
    expect(await t.kv.get("weather:current:smg")).toContain('"temperature":22.4');
    t.clock.now = minutes(6);
    expect((await getWeather(t)).status).toBe(200);
    expect(hits).toBe(before + 1);
  });

  it("answers a 503 envelope, never a 500, when the feed fails, and recovers with it", async () => {
    mode = "error";
    t.clock.now = minutes(12);
    const down = await getWeather(t, "en");
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ code: 503, message: "Weather data is not available right now", data: null });
    expect(down.headers["cache-control"]).toBe("no-store");
    mode = "garbage";
    const broken = await getWeather(t, "zh_CN");
    expect(broken.status).toBe(503);
    expect(broken.body.message).toBe("暂时未能取得天气资料");
    mode = "ok";
    expect((await getWeather(t)).status).toBe(200);
  });

  it("answers a 503 envelope when the feed cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await createTestApp({ WEATHER_PROVIDER: "smg", WEATHER_SMG_URL: `http://127.0.0.1:${port}/c_actualweather.xml` });
    try {
      const res = await getWeather(unreachable, "pt");
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("Os dados meteorológicos não estão disponíveis de momento");
    } finally {
      await unreachable.close();
    }
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/weather" });
  });
});

describe("GET /api/v1.0/common/weather-notify", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = NOW;
    await t.database.db.delete(weatherWarnings);
  });
  afterAll(() => t.close());

  it("answers the warnings in force, newest first, in two languages", async () => {
    const [signal] = await t.database.db
      .insert(weatherWarnings)
      .values({
        code: "TC3",
        title: { zh_TW: "三號風球", en: "Tropical Cyclone Signal No. 3", pt: "Sinal n.º 3 de tempestade tropical" },
        content: { zh_TW: "<p>強風吹襲澳門</p>", en: "<p>Strong winds are affecting Macao</p>" },
        issuedAt: minutes(-120),
      })
      .returning({ id: weatherWarnings.id });
    const [rain] = await t.database.db
      .insert(weatherWarnings)
      .values({ code: "RAINSTORM_YELLOW", title: { zh_TW: "黃色暴雨警告" }, issuedAt: minutes(-30), endsAt: minutes(30) })
      .returning({ id: weatherWarnings.id });
    await t.database.db.insert(weatherWarnings).values([
      { code: "TC1", title: { zh_TW: "一號風球" }, issuedAt: minutes(-600), endsAt: minutes(-120) },
      { code: "THUNDERSTORM", title: { zh_TW: "雷暴警告" }, issuedAt: minutes(10) },
    ]);

    const zh = await t.call({ method: "GET", url: "/api/v1.0/common/weather-notify" });
    expect(zh.status).toBe(200);
    expect(zh.headers["cache-control"]).toBe("public, max-age=15, must-revalidate");
    expect(zh.body.data as WeatherWarning[]).toEqual([
      { id: rain!.id, code: "RAINSTORM_YELLOW", title: "黃色暴雨警告", content: null, issuedAt: minutes(-30).toISOString() },
      { id: signal!.id, code: "TC3", title: "三號風球", content: "<p>強風吹襲澳門</p>", issuedAt: minutes(-120).toISOString() },
    ]);
    const en = (await t.call({ method: "GET", url: "/api/v1.0/common/weather-notify", headers: { "api-language": "en" } })).body.data as WeatherWarning[];
    expect(en[1]).toMatchObject({ title: "Tropical Cyclone Signal No. 3", content: "<p>Strong winds are affecting Macao</p>" });
    expect(en[0]!.title).toBe("黃色暴雨警告"); // only written in Traditional Chinese
    const hans = (await t.call({ method: "GET", url: "/api/v1.0/common/weather-notify", headers: { "api-language": "zh_CN" } })).body.data as WeatherWarning[];
    expect(hans.map((w) => w.title)).toEqual(["黄色暴雨警告", "三号风球"]);

    t.clock.now = minutes(45); // the rainstorm warning has ended; the thunderstorm warning is now issued
    const later = (await t.call({ method: "GET", url: "/api/v1.0/common/weather-notify" })).body.data as WeatherWarning[];
    expect(later.map((w) => w.code)).toEqual(["THUNDERSTORM", "TC3"]);
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/weather-notify" });
  });
});
