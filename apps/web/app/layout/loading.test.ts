import { describe, expect, it } from "vitest";
import { startsNavigation, type LinkClick } from "./loading.ts";

const here = new URL("https://portal.example/en/news_en?page=1");
const click = (more: Partial<LinkClick>): LinkClick => ({
  button: 0,
  modified: false,
  defaultPrevented: false,
  href: "/en/weather",
  target: null,
  download: false,
  ...more,
});

describe("loading bar start", () => {
  it("starts for a plain click on a link to another page of the site", () => {
    expect(startsNavigation(click({}), here)).toBe(true);
    expect(startsNavigation(click({ href: "?page=2" }), here)).toBe(true);
    expect(startsNavigation(click({ href: "https://portal.example/pt/" }), here)).toBe(true);
  });

  it("does not start for new tabs, downloads, other sites, handled clicks or jumps within the page", () => {
    expect(startsNavigation(click({ modified: true }), here)).toBe(false);
    expect(startsNavigation(click({ button: 1 }), here)).toBe(false);
    expect(startsNavigation(click({ target: "_blank" }), here)).toBe(false);
    expect(startsNavigation(click({ download: true }), here)).toBe(false);
    expect(startsNavigation(click({ defaultPrevented: true }), here)).toBe(false);
    expect(startsNavigation(click({ href: "https://www.youtube.com/" }), here)).toBe(false);
    expect(startsNavigation(click({ href: "#main" }), here)).toBe(false);
    expect(startsNavigation(click({ href: "mailto:news@tdm.example" }), here)).toBe(false);
    expect(startsNavigation(click({ href: null }), here)).toBe(false);
  });
});
