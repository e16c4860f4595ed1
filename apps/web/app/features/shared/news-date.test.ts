import { describe, expect, it } from "vitest";
import { formatDay, formatNewsDate } from "./news-date.ts";

const NOW = Date.parse("2026-06-15T12:00:00Z"); // 20:00 in Macau
const MIN = 60_000;

describe("formatNewsDate", () => {
  it("reads the last minute as just now, in each language", () => {
    const iso = new Date(NOW - 20_000).toISOString();
    expect(formatNewsDate(iso, "zh-hant", NOW)!.text).toBe("剛剛");
    expect(formatNewsDate(iso, "zh-hans", NOW)!.text).toBe("刚刚");
    expect(formatNewsDate(iso, "en", NOW)!.text).toBe("Just now");
    expect(formatNewsDate(iso, "pt", NOW)!.text).toBe("Agora mesmo");
  });

  it("counts minutes and hours within a day", () => {
    const minutes = new Date(NOW - 12 * MIN).toISOString();
    expect(formatNewsDate(minutes, "en", NOW)!.text).toBe("12 minutes ago");
    expect(formatNewsDate(minutes, "zh-hant", NOW)!.text).toBe("12 分鐘前");
    expect(formatNewsDate(minutes, "pt", NOW)!.text).toBe("há 12 minutos");
    const hours = new Date(NOW - (3 * 60 + 59) * MIN).toISOString();
    expect(formatNewsDate(hours, "en", NOW)!.text).toBe("3 hours ago");
    expect(formatNewsDate(hours, "zh-hans", NOW)!.text).toBe("3小时前");
    expect(formatNewsDate(new Date(NOW - 23 * 60 * MIN).toISOString(), "en", NOW)!.text).toBe("23 hours ago");
  });

  it("gives the day and month (Macau time) after a day, and the year when it is another one", () => {
    // 2026-06-13 17:00 in Macau.
    expect(formatNewsDate("2026-06-13T09:00:00Z", "en", NOW)!.text).toBe("13 Jun");
    expect(formatNewsDate("2026-06-13T09:00:00Z", "zh-hant", NOW)!.text).toBe("6月13日");
    expect(formatNewsDate("2026-06-13T09:00:00Z", "pt", NOW)!.text).toBe("13 de junho");
    // 31 December 2025 at 20:00 UTC is already 1 January 2026 in Macau: this year.
    expect(formatNewsDate("2025-12-31T20:00:00Z", "en", NOW)!.text).toBe("1 Jan");
    expect(formatNewsDate("2025-12-31T10:00:00Z", "en", NOW)!.text).toBe("31 Dec 2025");
    expect(formatNewsDate("2025-12-31T10:00:00Z", "zh-hans", NOW)!.text).toBe("2025年12月31日");
  });

  it("keeps the full date and time and the ISO instant, and reads a slightly future date as now", () => {
    const date = formatNewsDate("2026-06-15T09:30:00Z", "en", NOW)!;
    expect(date.full).toBe("15 June 2026 at 17:30");
    expect(date.iso).toBe("2026-06-15T09:30:00.000Z");
    expect(formatNewsDate(new Date(NOW + 5 * MIN).toISOString(), "en", NOW)!.text).toBe("Just now");
  });

  it("answers null for an unreadable date", () => {
    expect(formatNewsDate("yesterday", "en", NOW)).toBeNull();
  });
});

describe("formatDay", () => {
  it("writes the day in Macau time as readers of the language do", () => {
    // 22 November 2026 at 17:00 UTC is already the 23rd in Macau.
    expect(formatDay("2026-11-22T17:00:00Z", "en")).toBe("23 November 2026");
    expect(formatDay("2026-11-22T10:00:00Z", "zh-hant")).toBe("2026年11月22日");
    expect(formatDay("2026-11-22T10:00:00Z", "pt")).toBe("22 de novembro de 2026");
  });

  it("answers an empty text for no date or an unreadable one", () => {
    expect(formatDay(null, "en")).toBe("");
    expect(formatDay("soon", "en")).toBe("");
  });
});
