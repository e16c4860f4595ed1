import { describe, expect, it } from "vitest";
import { clockOf, macauDateOf, scheduleDateParam, scheduleDays, schedulePath } from "./live-paths.ts";
import { clock, sourceKey, swappable } from "./radio-mini.ts";

describe("the schedule's days and addresses", () => {
  it("offers a week back and a week ahead of today in Macao", () => {
    const days = scheduleDays("2026-11-25");
    expect(days).toHaveLength(15);
    expect(days[0]).toBe("2026-11-18");
    expect(days[7]).toBe("2026-11-25");
    expect(days.at(-1)).toBe("2026-12-02");
    expect(scheduleDateParam("2026-12-02", "2026-11-25")).toBe("2026-12-02");
    expect(scheduleDateParam("2026-12-03", "2026-11-25"), "beyond the week ahead").toBe("2026-11-25");
    expect(scheduleDateParam("nonsense", "2026-11-25")).toBe("2026-11-25");
  });

  it("reads Macao dates and times", () => {
    expect(macauDateOf(Date.parse("2026-11-25T16:30:00Z")), "00:30 the next day in Macao").toBe("2026-11-26");
    expect(clockOf("2026-11-25T19:30:00+08:00")).toBe("19:30");
    expect(schedulePath("en", { channel: "radio-macau", date: "2026-11-25" })).toBe("/en/program_list?channel=radio-macau&date=2026-11-25");
  });
});

describe("the mini player's page changes", () => {
  const here = new URL("https://portal.example.mo/zh-hant/live?channel=radio-macau");
  const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => swappable({ href, target: "", hasDownload: false, ...extra }, here, "zh-hant");

  it("follows links to pages of the site in the same language", () => {
    expect(link("/zh-hant/news_zh")?.pathname).toBe("/zh-hant/news_zh");
    expect(link("https://portal.example.mo/zh-hant/program_list?date=2026-11-25")?.search).toBe("?date=2026-11-25");
  });

  it("leaves other links to the browser", () => {
    expect(link("https://elsewhere.example.com/zh-hant/news_zh"), "another site").toBeNull();
    expect(link("/en/news_en"), "another language").toBeNull();
    expect(link("/zh-hant/news_zh", { target: "_blank" })).toBeNull();
    expect(link("/zh-hant/report.pdf", { hasDownload: true })).toBeNull();
    expect(link("/zh-hant/feed.xml"), "a file").toBeNull();
    expect(link("/zh-hant/live?channel=radio-macau#main"), "a jump within the page").toBeNull();
    expect(link("/healthz"), "not a page of the language").toBeNull();
  });
});

describe("the mini player's texts", () => {
  it("writes an episode's position as m:ss, and h:mm:ss past an hour", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(7.9)).toBe("0:07");
    expect(clock(75)).toBe("1:15");
    expect(clock(3600 + 62)).toBe("1:01:02");
    expect(clock(Number.NaN)).toBe("0:00");
    expect(clock(-3)).toBe("0:00");
  });

  it("names what it plays, so a page's island can tell", () => {
    expect(sourceKey({ episode: 42, url: "/a.mp3" })).toBe("episode:42");
    expect(sourceKey({ live: "radio-macau", playlist: {} as never })).toBe("live:radio-macau");
  });
});
