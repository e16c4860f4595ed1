import { describe, expect, it } from "vitest";
import {
  AGE_BANDS,
  COOKIE_CONSENT_TTL_MS,
  DEFAULT_FONT_SIZE,
  DEFAULT_MEMBER_NAME,
  FONT_SIZES,
  MENU_BANNER_SLUGS,
  NOTICE_TITLE_MAX_CHARS,
  STATISTICS_MAIN_HOST,
  WEATHER_CACHE_TTL_MS,
  cutNoticeTitle,
  displayMemberName,
  formatCurrency,
  statisticsSiteId,
} from "./constants.ts";
import { URL_LANGS } from "./locales.ts";

describe("displayMemberName", () => {
  it("shows LOGIN when there is no name", () => {
    expect(DEFAULT_MEMBER_NAME).toBe("LOGIN");
    expect(displayMemberName("")).toBe("LOGIN");
    expect(displayMemberName(null)).toBe("LOGIN");
    expect(displayMemberName(undefined)).toBe("LOGIN");
  });

  it("keeps names of up to 7 characters", () => {
    expect(displayMemberName("a")).toBe("a");
    expect(displayMemberName("abcdefg")).toBe("abcdefg");
    expect(displayMemberName("陳大文")).toBe("陳大文");
    expect(displayMemberName("澳門廣播電視台")).toBe("澳門廣播電視台");
  });

  it("shows names over 7 characters as the first 4 plus an ellipsis", () => {
    expect(displayMemberName("abcdefgh")).toBe("abcd...");
    expect(displayMemberName("澳門廣播電視股份")).toBe("澳門廣播...");
    expect(displayMemberName("user@example.com")).toBe("user...");
  });

  it("counts characters, not UTF-16 units (emoji and rare CJK)", () => {
    // 7 emoji = 14 UTF-16 units but 7 characters: kept whole.
    expect(displayMemberName("😀😁😂🤣😃😄😅")).toBe("😀😁😂🤣😃😄😅");
    // 8 emoji: cut after the 4th emoji without splitting a surrogate pair.
    expect(displayMemberName("😀😁😂🤣😃😄😅😆")).toBe("😀😁😂🤣...");
    expect(displayMemberName("𠀀𠀁𠀂𠀃𠀄𠀅𠀆")).toBe("𠀀𠀁𠀂𠀃𠀄𠀅𠀆");
    expect(displayMemberName("𠀀𠀁𠀂𠀃𠀄𠀅𠀆𠀇")).toBe("𠀀𠀁𠀂𠀃...");
    expect(displayMemberName("ab😀cd😀ef")).toBe("ab😀c...");
    expect(displayMemberName("ab😀cd😀ef")).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe("cutNoticeTitle", () => {
  const long = "a".repeat(NOTICE_TITLE_MAX_CHARS + 1);

  it("cuts non-Chinese titles over 400 characters to 400 plus an ellipsis", () => {
    expect(NOTICE_TITLE_MAX_CHARS).toBe(400);
    expect(cutNoticeTitle(long, false)).toBe(`${"a".repeat(400)}...`);
    expect(cutNoticeTitle("a".repeat(400), false)).toBe("a".repeat(400));
    expect(cutNoticeTitle("Short notice", false)).toBe("Short notice");
  });

  it("never cuts in Chinese locales", () => {
    expect(cutNoticeTitle(long, true)).toBe(long);
    expect(cutNoticeTitle("澳".repeat(1000), true)).toBe("澳".repeat(1000));
  });

  it("counts characters, not UTF-16 units", () => {
    expect(cutNoticeTitle("😀".repeat(400), false)).toBe("😀".repeat(400));
    expect(cutNoticeTitle("😀".repeat(401), false)).toBe(`${"😀".repeat(400)}...`);
  });
});

describe("formatCurrency", () => {
  it("puts the pataca sign MOP$ (a no-break space) before two decimals and thousands separators", () => {
    expect(formatCurrency(0)).toBe("MOP$\u00a00.00");
    expect(formatCurrency(5)).toBe("MOP$\u00a05.00");
    expect(formatCurrency(12.5)).toBe("MOP$\u00a012.50");
    expect(formatCurrency(1234.567)).toBe("MOP$\u00a01,234.57");
    expect(formatCurrency(999.999)).toBe("MOP$\u00a01,000.00");
    expect(formatCurrency(1234567.8)).toBe("MOP$\u00a01,234,567.80");
    expect(formatCurrency(100)).toBe("MOP$\u00a0100.00");
  });

  it("puts the minus before the sign and never shows -0.00", () => {
    expect(formatCurrency(-1280)).toBe("-MOP$\u00a01,280.00");
    expect(formatCurrency(-0.001)).toBe("MOP$\u00a00.00");
  });

  it("does not put separators in the decimals", () => {
    expect(formatCurrency(0.1234)).toBe("MOP$\u00a00.12");
    expect(formatCurrency(1000000)).toBe("MOP$\u00a01,000,000.00");
  });
});

describe("statisticsSiteId", () => {
  it("is 1 on the main production host only", () => {
    expect(statisticsSiteId(STATISTICS_MAIN_HOST)).toBe(1);
    expect(statisticsSiteId("www.tdm.com.mo")).toBe(1);
  });

  it("is 0 elsewhere", () => {
    for (const host of ["localhost", "127.0.0.1:3000", "staging.tdm.com.mo", "tdm.com.mo", "www.tdm.com.mo.evil.com", ""]) {
      expect(statisticsSiteId(host), host).toBe(0);
    }
  });
});

describe("spec §9 values", () => {
  it("match the spec", () => {
    expect(FONT_SIZES).toEqual([16, 18, 20]);
    expect(DEFAULT_FONT_SIZE).toBe(16);
    expect(COOKIE_CONSENT_TTL_MS).toBe(14 * 24 * 60 * 60 * 1000);
    expect(WEATHER_CACHE_TTL_MS).toBe(5 * 60 * 1000);
    expect(AGE_BANDS).toEqual(["0-14", "15-24", "25-34", "35-44", "45-54", "55-64", "65+"]);
  });

  it("menu banner slug per language", () => {
    expect(Object.keys(MENU_BANNER_SLUGS).sort()).toEqual([...URL_LANGS].sort());
    expect(MENU_BANNER_SLUGS["zh-hant"]).toBe("menu_program");
    expect(MENU_BANNER_SLUGS.en).toBe("menu_program_en");
    expect(MENU_BANNER_SLUGS.pt).toBe("menu_program_pt");
  });
});

describe("formatCurrency with negative amounts", () => {
  it("puts the sign before the symbol", () => {
    expect(formatCurrency(-1234.5)).toBe("-MOP$\u00a01,234.50");
  });
});
