import { describe, expect, it } from "vitest";
import { forecastDay, macauMoment, telHref, whatsappHref } from "./site-format.ts";

describe("the site pages' formats", () => {
  it("dials the digits of a written phone number", () => {
    expect(telHref("+853 2851 9188")).toBe("tel:+85328519188");
    expect(telHref(" 2851-9188 ")).toBe("tel:28519188");
    expect(whatsappHref("+853 6288 0001")).toBe("https://wa.me/85362880001");
  });

  it("names a forecast day by Macao's calendar in each language", () => {
    expect(forecastDay("2026-11-27", "en")).toEqual({ weekday: "Fri", day: "27 Nov" });
    expect(forecastDay("2026-11-27", "zh-hant")).toEqual({ weekday: "星期五", day: "11月27日" });
    expect(forecastDay("2026-11-27", "pt")).toEqual({ weekday: "sexta", day: "27 de novembro" });
    expect(forecastDay("not a date", "en")).toEqual({ weekday: "", day: "not a date" });
  });

  it("shows a moment on Macao's clock, whatever the zone it was written in", () => {
    expect(macauMoment("2026-11-26T06:00:00Z", "en")).toBe("26 Nov, 14:00");
    expect(macauMoment("2026-11-26T23:30:00+08:00", "en")).toBe("26 Nov, 23:30");
    expect(macauMoment(null, "en")).toBe("");
  });
});
