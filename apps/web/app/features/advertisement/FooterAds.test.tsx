import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdvertItem } from "@portal/contract/schemas/common";
import { toAdSlide } from "../shared/ad-slots.ts";
import FooterAds, { type FooterAdsLabels } from "./FooterAds.island.tsx";

const labels: FooterAdsLabels = { region: "Promotions", previous: "Prev", next: "Next", pause: "Pause", play: "Play", position: "{current} of {total}", newWindow: "(new window)" };
const advert = (id: number, extra: Partial<AdvertItem> = {}): AdvertItem => ({
  id,
  url: null,
  cover: null,
  respCover: null,
  title: `Advert ${id}`,
  newWindow: false,
  hasInnerDetail: true,
  ...extra,
});
const render = (adverts: AdvertItem[]) =>
  renderToStaticMarkup(<FooterAds slides={adverts.map((a) => toAdSlide(a, "en"))} autoplayMs={8000} labels={labels} />);

describe("footer adverts", () => {
  it("shows one advert as a single short item, without carousel controls, and the default image without a cover", () => {
    const html = render([advert(1)]);
    expect(html).not.toContain("aria-roledescription");
    expect(html).not.toContain("<button");
    expect(html).toContain('href="/en/advertisement/1"');
    expect(html).toContain('src="/demo/default-ad.svg"');
    expect(html.match(/data-testid="footer-ad"/g)).toHaveLength(1);
  });

  it("shows two or more as a carousel: position, pause and arrows; only the first item is exposed", () => {
    const html = render([advert(1, { cover: "/a.svg" }), advert(2, { url: "https://www.macaotourism.gov.mo/", newWindow: true })]);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("1 of 2");
    expect(html).toContain('aria-label="Pause"');
    const items = html.match(/<li [^>]*data-testid="footer-ad"[^>]*>/g) ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]).not.toContain("aria-hidden");
    expect(items[1]).toContain('aria-hidden="true"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain("(new window)");
  });

  it("renders nothing without adverts", () => {
    expect(render([])).toBe("");
  });
});
