import { describe, expect, it } from "vitest";
import { formatHeaderDate, macauDate, macauTime } from "./macau-time.ts";

describe("Macao time", () => {
  it("turns the date at midnight UTC+8", () => {
    expect(macauDate(Date.UTC(2026, 10, 23, 15, 59))).toBe("2026-11-23");
    expect(macauDate(Date.UTC(2026, 10, 23, 16, 0))).toBe("2026-11-24");
    expect(macauTime(Date.UTC(2026, 10, 23, 16, 5))).toBe("00:05");
  });

  it("writes the header date in each language", () => {
    const at = Date.UTC(2026, 10, 23, 2, 0);
    expect(formatHeaderDate(at, "zh-hant")).toContain("2026年11月23日");
    expect(formatHeaderDate(at, "zh-hant")).toContain("星期一");
    expect(formatHeaderDate(at, "en")).toBe("Monday 23 November 2026");
    expect(formatHeaderDate(at, "pt")).toContain("23 de novembro de 2026");
  });
});
