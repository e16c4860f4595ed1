import { describe, expect, it } from "vitest";
import { AD_ASPECT_RATIOS } from "@portal/contract/constants";
import type { AdvertItem } from "@portal/contract/schemas/common";
import { DEFAULT_AD_IMAGE, MOBILE_MEDIA, adImageSize, advertHref, slotRatios, toAdSlide } from "./ad-slots.ts";

const advert = (over: Partial<AdvertItem> = {}): AdvertItem => ({
  id: 7,
  url: null,
  cover: "/a.jpg",
  respCover: null,
  title: "Grand Prix",
  newWindow: false,
  hasInnerDetail: false,
  ...over,
});

describe("slotRatios", () => {
  it("uses the banner ratio on desktop and the wide one on mobile for homepagetop when a mobile picture exists", () => {
    expect(slotRatios("homepagetop", [advert(), advert({ respCover: "/m.jpg" })])).toEqual({
      desktop: AD_ASPECT_RATIOS.banner,
      mobile: AD_ASPECT_RATIOS.wide,
    });
  });
  it("keeps the desktop ratio on mobile when no advert has a mobile picture", () => {
    expect(slotRatios("homepagetop", [advert()])).toEqual({ desktop: 33.3, mobile: 33.3 });
  });
  it("gives the menu banner the card ratio and an unknown slot the banner ratio", () => {
    expect(slotRatios("menu_program_pt", [advert({ respCover: "/m.jpg" })])).toEqual({ desktop: 50.3, mobile: 50.3 });
    expect(slotRatios("somewhere-new", [advert()]).desktop).toBe(33.3);
  });
});

describe("advertHref", () => {
  it("links to the advert's own http(s) address", () => {
    expect(advertHref(advert({ url: "https://example.com/x" }), "en")).toBe("https://example.com/x");
    expect(advertHref(advert({ url: " http://example.com " }), "pt")).toBe("http://example.com");
  });
  it("links to a path of this site, as the console allows, and never to a path that is another host", () => {
    expect(advertHref(advert({ url: "/en/program/all_program" }), "en")).toBe("/en/program/all_program");
    expect(advertHref(advert({ url: "/\\evil.example", hasInnerDetail: true }), "en")).toBe("/en/advertisement/7");
  });
  it("refuses other schemes and falls back to the inner detail page or nothing", () => {
    expect(advertHref(advert({ url: "javascript:alert(1)", hasInnerDetail: true }), "zh-hans")).toBe("/zh-hans/advertisement/7");
    expect(advertHref(advert({ url: "//evil.example" }), "en")).toBeNull();
    expect(advertHref(advert({ hasInnerDetail: true }), "zh-hant")).toBe("/zh-hant/advertisement/7");
  });
});

describe("toAdSlide", () => {
  it("falls back to the default image, and opens a new window only for an external link", () => {
    expect(toAdSlide(advert({ cover: null, respCover: null, newWindow: true, hasInnerDetail: true }), "en")).toEqual({
      id: 7,
      title: "Grand Prix",
      href: "/en/advertisement/7",
      newWindow: false,
      cover: DEFAULT_AD_IMAGE,
      respCover: null,
    });
    const external = toAdSlide(advert({ url: "https://example.com", newWindow: true, respCover: "/m.jpg" }), "en");
    expect(external).toMatchObject({ href: "https://example.com", newWindow: true, cover: "/a.jpg", respCover: "/m.jpg" });
    expect(toAdSlide(advert({ cover: null, respCover: "/m.jpg" }), "en").cover).toBe("/m.jpg");
  });
});

describe("sizes", () => {
  it("gives an intrinsic size of the slot's ratio and the mobile media query below 576 px", () => {
    expect(adImageSize(33.3)).toEqual({ width: 1200, height: 400 });
    expect(adImageSize(62.5, 750)).toEqual({ width: 750, height: 469 });
    expect(MOBILE_MEDIA).toBe("(max-width: 575.98px)");
  });
});
