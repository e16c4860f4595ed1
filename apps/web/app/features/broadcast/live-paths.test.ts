import { describe, expect, it } from "vitest";
import { clockOf, macauDateOf, scheduleDateParam, scheduleDays, schedulePath } from "./live-paths.ts";
import { answeredAddress, clock, formAddress, isLoginScreen, langOfPath, sourceKey, swappable } from "./radio-mini.ts";

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
  const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => swappable({ href, target: "", hasDownload: false, ...extra }, here);

  it("follows links to pages of the site, in any of its languages (the language switch too)", () => {
    expect(link("/zh-hant/news_zh")?.pathname).toBe("/zh-hant/news_zh");
    expect(link("https://portal.example.mo/zh-hant/program_list?date=2026-11-25")?.search).toBe("?date=2026-11-25");
    expect(link("/en/live?channel=radio-macau")?.pathname, "another language").toBe("/en/live");
    expect(link("/pt")?.pathname).toBe("/pt");
    expect(langOfPath("/zh-hans/news_zh")).toBe("zh-hans");
    expect(langOfPath("/healthz")).toBeNull();
  });

  it("leaves other links to the browser", () => {
    expect(link("https://elsewhere.example.com/zh-hant/news_zh"), "another site").toBeNull();
    expect(link("/zh-hant/news_zh", { target: "_blank" })).toBeNull();
    expect(link("/zh-hant/report.pdf", { hasDownload: true })).toBeNull();
    expect(link("/zh-hant/feed.xml"), "a file").toBeNull();
    expect(link("/zh-hant/live?channel=radio-macau#main"), "a jump within the page").toBeNull();
    expect(link("/healthz"), "not a page of a language").toBeNull();
  });

  it("sends GET forms (the header's search) as the browser would, and leaves the others", () => {
    const search = { action: "https://portal.example.mo/en/search", method: "get", target: "" };
    expect(formAddress(search, [["q", "macau grand prix"]], here)?.href).toBe("https://portal.example.mo/en/search?q=macau+grand+prix");
    expect(formAddress({ ...search, action: "https://portal.example.mo/en/search?old=1" }, [["q", "x"]], here)?.search, "the fields replace the query").toBe("?q=x");
    expect(formAddress({ ...search, method: "post" }, [["q", "x"]], here)).toBeNull();
    expect(formAddress({ ...search, target: "_blank" }, [["q", "x"]], here)).toBeNull();
    expect(formAddress({ ...search, action: "https://elsewhere.example.com/en/search" }, [["q", "x"]], here)).toBeNull();
    expect(formAddress(search, [["file", new Blob(["x"]) as File]], here), "a file").toBeNull();
  });

  it("knows the login screen, which the login pop-up stands in for", () => {
    expect(isLoginScreen(new URL("https://portal.example.mo/en/user"))).toBe(true);
    expect(isLoginScreen(new URL("https://portal.example.mo/zh-hant/user/"))).toBe(true);
    expect(isLoginScreen(new URL("https://portal.example.mo/en/user/registration"))).toBe(false);
    expect(isLoginScreen(new URL("https://portal.example.mo/xx/user"))).toBe(false);
  });

  it("keeps the address a page was answered from, after a redirect, with the link's #fragment", () => {
    const asked = new URL("https://portal.example.mo/en/news_zh#top");
    expect(answeredAddress(asked, "https://portal.example.mo/en/news_en").href).toBe("https://portal.example.mo/en/news_en#top");
    expect(answeredAddress(new URL("https://portal.example.mo/en/live"), "https://portal.example.mo/en/live").href).toBe("https://portal.example.mo/en/live");
    expect(answeredAddress(asked, "").href, "no address (a test double)").toBe(asked.href);
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
    expect(sourceKey({ podcast: 3, url: "/b.mp3" })).toBe("podcast:3");
  });
});
