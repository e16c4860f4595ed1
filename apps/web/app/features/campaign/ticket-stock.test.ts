import { describe, expect, it } from "vitest";
import { stockTexts } from "./CampaignParts.tsx";
import { stockText } from "./ticket-stock.ts";

describe("tickets left (issue 21 item 14)", () => {
  it("says all are taken when none remain, whether or not registration is open", () => {
    expect(stockText(stockTexts("en"), "en", { remaining: 0, total: 500, open: false })).toBe("All tickets have been taken");
    expect(stockText(stockTexts("en"), "en", { remaining: 0, total: 500, open: true })).toBe("All tickets have been taken");
  });

  it("says registration is not open while some remain outside its window", () => {
    expect(stockText(stockTexts("en"), "en", { remaining: 120, total: 500, open: false })).toBe("Registration is not open");
  });

  it("counts what is left of the total while open, in the page's language", () => {
    expect(stockText(stockTexts("en"), "en", { remaining: 120, total: 500, open: true })).toBe("120 of 500 tickets left");
    expect(stockText(stockTexts("zh-hant"), "zh-hant", { remaining: 1, total: 500, open: true })).toBe("尚餘 1 / 500 張門票");
  });
});
