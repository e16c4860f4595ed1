import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lunisolar } from "@portal/contract/schemas/common";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { lunisolarTraditional } from "./lunisolar.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lunar = async (query: string, language = "zh_TW") => {
  const res = await t.call({ method: "GET", url: `/api/v1.0/common/chinese-lunisolar${query}`, headers: { "api-language": language } });
  expect(res.status).toBe(200);
  return res.body.data as Lunisolar;
};

describe("GET /api/v1.0/common/chinese-lunisolar", () => {
  it("gives 十月十四 and 小雪 for 2026-11-22 (the first day of 小雪)", async () => {
    expect(await lunar("?date=2026-11-22")).toEqual({ date: "十月十四", solarTerms: "小雪", year: "丙午", zodiac: "馬" });
    expect(await lunar("?date=2026-11-22", "zh_CN")).toEqual({ date: "十月十四", solarTerms: "小雪", year: "丙午", zodiac: "马" });
  });

  it("gives the term in force on days that start none", async () => {
    expect((await lunar("?date=2026-11-25")).solarTerms).toBe("小雪");
    expect((await lunar("?date=2026-11-21")).solarTerms).toBe("立冬");
    expect(await lunar("?date=2026-03-10")).toMatchObject({ solarTerms: "驚蟄" });
    expect(await lunar("?date=2026-03-10", "zh_CN")).toMatchObject({ solarTerms: "惊蛰" });
  });

  it("writes leap months, the twelfth month and the year before the Spring Festival in each script", async () => {
    // 2025 has a leap sixth month; 2025-07-26 is its second day.
    expect((await lunar("?date=2025-07-26")).date).toBe("閏六月初二");
    expect((await lunar("?date=2025-07-26", "zh_CN")).date).toBe("闰六月初二");
    // 2026-02-16 is the last day of the year 乙巳 (the Spring Festival is on 2026-02-17).
    expect(await lunar("?date=2026-02-16")).toEqual({ date: "臘月廿九", solarTerms: "立春", year: "乙巳", zodiac: "蛇" });
    expect(await lunar("?date=2026-02-16", "zh_CN")).toMatchObject({ date: "腊月廿九" });
    expect(await lunar("?date=2026-02-17")).toMatchObject({ date: "正月初一", year: "丙午" });
  });

  it("uses today in Macao when no date is given", async () => {
    t.clock.now = new Date("2026-11-21T16:30:00Z"); // 00:30 on 22 November in Macao
    expect((await lunar("")).date).toBe("十月十四");
    t.clock.now = new Date("2026-11-21T15:30:00Z"); // 23:30 on 21 November in Macao
    expect((await lunar("")).date).toBe("十月十三");
    const en = await lunar("", "en");
    expect(en.date).toBe("十月十三"); // shown in Chinese locales only; other languages get the Traditional text
  });

  it("names a known term for every day of two years", () => {
    const terms = new Set<string>();
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const result = lunisolarTraditional(new Date(day).toISOString().slice(0, 10));
      terms.add(result.solarTerms);
      expect(result.date).toMatch(/^閏?[正二三四五六七八九十冬臘]月(初|十|廿|二十|三十)/);
    }
    expect(terms.size).toBe(24);
  });

  it("refuses dates that do not exist", async () => {
    for (const date of ["2026-02-30", "2026-11-31", "1800-01-01"]) {
      const res = await t.call({ method: "GET", url: `/api/v1.0/common/chinese-lunisolar?date=${date}`, headers: { "api-language": "en" } });
      expect(res.status, date).toBe(400);
      expect(res.body.message).toBe("The parameter date is not valid");
    }
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/common/chinese-lunisolar",
      query: { date: "2026-11-22" },
      fields: [{ in: "query", name: "date", kind: "date" }],
    });
  });
});
