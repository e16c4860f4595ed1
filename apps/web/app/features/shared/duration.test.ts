import { describe, expect, it } from "vitest";
import { formatDuration, isoDuration } from "./duration.ts";

describe("formatDuration", () => {
  it("says a short length in seconds alone, never '0 min'", () => {
    expect(formatDuration(20, "en")).toBe("20 s");
    expect(formatDuration(20, "pt")).toBe("20 s");
    expect(formatDuration(20, "zh-hant")).toBe("20 秒");
    expect(formatDuration(20, "zh-hans")).toBe("20 秒");
  });

  it("gives minutes and seconds, leaving out a zero unit", () => {
    expect(formatDuration(65, "en")).toBe("1 min 5 s");
    expect(formatDuration(180, "en")).toBe("3 min");
    expect(formatDuration(65, "zh-hant")).toBe("1 分鐘 5 秒");
    expect(formatDuration(65, "zh-hans")).toBe("1 分钟 5 秒");
    expect(formatDuration(1505, "pt")).toBe("25 min 5 s");
  });

  it("gives hours and minutes from an hour", () => {
    expect(formatDuration(3600, "en")).toBe("1 h");
    expect(formatDuration(3725, "en")).toBe("1 h 2 min");
    expect(formatDuration(5400, "zh-hant")).toBe("1 小時 30 分鐘");
    expect(formatDuration(7200, "zh-hans")).toBe("2 小时");
  });

  it("rounds to the second and reads nothing odd as zero", () => {
    expect(formatDuration(59.6, "en")).toBe("1 min");
    expect(formatDuration(0, "en")).toBe("0 s");
    expect(formatDuration(-3, "pt")).toBe("0 s");
    expect(formatDuration(Number.NaN, "zh-hant")).toBe("0 秒");
  });
});

describe("isoDuration", () => {
  it("writes ISO 8601 durations without zero units", () => {
    expect(isoDuration(20)).toBe("PT20S");
    expect(isoDuration(65)).toBe("PT1M5S");
    expect(isoDuration(3723)).toBe("PT1H2M3S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(0)).toBe("PT0S");
  });
});
