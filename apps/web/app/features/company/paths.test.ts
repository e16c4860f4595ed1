import { describe, expect, it } from "vitest";
import { screenOf } from "../../routes.test-support.ts";
import { ABOUT_SECTION, INTRODUCTION_PAGES, aboutHref, isIntroductionSlug, pressDetailHref, pressListHref, type IntroductionSlug } from "./paths.ts";

describe("about us addresses (spec §2 About us)", () => {
  it("builds the press list address with the year and the page only when they narrow the list", () => {
    expect(pressListHref("en", "press_release")).toBe("/en/about_us/press_release");
    expect(pressListHref("en", "press_release", undefined, 1)).toBe("/en/about_us/press_release");
    expect(pressListHref("pt", "press_release", 2025)).toBe("/pt/about_us/press_release?year=2025");
    expect(pressListHref("zh-hant", "press_article", 2024, 3)).toBe("/zh-hant/about_us/press/article?year=2024&page=3");
    expect(pressListHref("en", "press_article", undefined, 2)).toBe("/en/about_us/press/article?page=2");
  });

  it("builds the section's pages and a press item's page below the language", () => {
    expect(pressDetailHref("zh-hans", 7)).toBe("/zh-hans/about_us/press_release/7");
    expect(aboutHref("en")).toBe("/en/about_us");
    expect(aboutHref("pt", "about_us/history")).toBe("/pt/about_us/history");
  });

  it("knows the CMS pages by slug, and nothing an object inherits", () => {
    for (const slug of ["company_profile", "structure", "report", "media_technic", "welcome"]) expect(isIntroductionSlug(slug), slug).toBe(true);
    for (const slug of ["history", "press_release", "", "constructor", "toString", "__proto__", "hasOwnProperty"]) expect(isIntroductionSlug(slug), slug).toBe(false);
  });

  it("names each CMS page after its own entry of the sub-navigation, which the page then marks as current", () => {
    for (const [slug, key] of Object.entries(INTRODUCTION_PAGES)) expect(ABOUT_SECTION.find((page) => page.path === `about_us/${slug}`)?.key, slug).toBe(key);
  });
});

describe("about us addresses lead to their screens (routes.ts)", () => {
  it("sends both press lists, with a year and a page, to the press list screen, and an item to its detail", () => {
    expect(screenOf(pressListHref("en", "press_release", 2025, 2))).toBe("routes/company/press-list.tsx");
    expect(screenOf(pressListHref("pt", "press_article", 2025, 2))).toBe("routes/company/press-list.tsx");
    expect(screenOf(pressDetailHref("en", 7))).toBe("routes/company/press-detail.tsx");
    expect(screenOf(aboutHref("zh-hant"))).toBe("routes/company/landing.tsx");
  });

  it("has a screen for every page of the sub-navigation", () => {
    for (const page of ABOUT_SECTION) expect(screenOf(aboutHref("en", page.path)), page.path).not.toBeNull();
  });

  it("serves every CMS slug, and only those, with the CMS page screen", () => {
    for (const slug of Object.keys(INTRODUCTION_PAGES) as IntroductionSlug[]) expect(screenOf(aboutHref("en", `about_us/${slug}`)), slug).toBe("routes/company/page.tsx");
    const cmsPagesInNav = ABOUT_SECTION.filter((page) => screenOf(aboutHref("en", page.path)) === "routes/company/page.tsx").map((page) => page.path.replace("about_us/", ""));
    expect(cmsPagesInNav.sort()).toEqual(Object.keys(INTRODUCTION_PAGES).sort());
  });
});
