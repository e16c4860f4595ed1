import { describe, expect, it } from "vitest";
import { pageTitle, TITLE_SEPARATOR } from "./page-title.ts";

describe("pageTitle", () => {
  it("joins a page's parts with the one separator, in every language", () => {
    expect(pageTitle("澳門今夜", "全部重溫")).toBe("澳門今夜 – 全部重溫");
    expect(pageTitle("Live", "TDM Macau")).toBe("Live – TDM Macau");
    expect(TITLE_SEPARATOR).not.toMatch(/[:：]/);
  });

  it("leaves out missing and empty parts", () => {
    expect(pageTitle("Tickets", undefined)).toBe("Tickets");
    expect(pageTitle(null, " ", "Videos")).toBe("Videos");
    expect(pageTitle()).toBe("");
  });
});
