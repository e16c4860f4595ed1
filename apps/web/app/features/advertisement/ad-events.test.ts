import { describe, expect, it } from "vitest";
import { statisticsEventBody } from "@portal/contract/schemas/common";
import { adEvent, firstView } from "./ad-events.ts";

describe("advert statistics events", () => {
  it("builds ad_view and ad_click events the statistics call accepts", () => {
    const view = adEvent("ad_view", 12, "localhost");
    expect(view).toEqual({ event: "ad_view", object_id: 12, source: "pc", platform: "web", site_id: 0 });
    expect(statisticsEventBody.safeParse(view).success).toBe(true);
    expect(adEvent("ad_click", 3, "www.tdm.com.mo").site_id).toBe(1);
  });

  it("counts a view once per advert and page", () => {
    const registry = new Set<number>();
    expect(firstView(1, registry)).toBe(true);
    expect(firstView(1, registry)).toBe(false);
    expect(firstView(2, registry)).toBe(true);
  });
});
