import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CompanyInfoCard } from "@portal/contract/schemas/company";
import { PressCard } from "./PressCard.tsx";

const card = (extra: Partial<CompanyInfoCard> = {}): CompanyInfoCard => ({
  id: 12,
  type: "press_release",
  title: "TDM at 40",
  summary: "The anniversary gala.",
  cover: "/demo/press.jpg",
  source: null,
  // 01:00 on 28 November in Macao, still the 27th in UTC.
  publishedAt: "2026-11-27T17:00:00Z",
  likeCount: 0,
  viewCount: 0,
  ...extra,
});

describe("press card", () => {
  it("links the item's detail page and gives its day in Macao time, in the page's language", () => {
    const html = renderToStaticMarkup(<PressCard lang="en" item={card()} />);
    expect(html).toContain('href="/en/about_us/press_release/12"');
    expect(html).toContain('<time dateTime="2026-11-27T17:00:00Z">28 November 2026</time>');
    expect(renderToStaticMarkup(<PressCard lang="zh-hant" item={card()} />)).toContain(">2026年11月28日</time>");
  });

  it("names the newspaper of a press article after the date, and none for the company's own release", () => {
    expect(renderToStaticMarkup(<PressCard lang="en" item={card({ type: "press_article", source: "Macao Daily" })} />)).toContain("</time><span> · Macao Daily</span>");
    expect(renderToStaticMarkup(<PressCard lang="en" item={card()} />)).not.toContain(" · ");
  });
});
