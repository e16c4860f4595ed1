import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SpecialCard as Card, SpecialItem } from "@portal/contract/schemas/special";
import { screenOf } from "../../routes.test-support.ts";
import { ItemCard, ItemSection, SpecialCard, specialDates } from "./SpecialParts.tsx";

const card = (extra: Partial<Card> = {}): Card => ({
  id: 5,
  slug: "grand-prix",
  title: "Macau Grand Prix",
  summary: "Four days of racing.",
  cover: "/demo/gp.jpg",
  category: { id: 1, slug: "sport", title: "Sport" },
  startsAt: "2026-11-19T01:00:00Z",
  endsAt: "2026-11-22T10:00:00Z",
  publishedAt: "2026-11-01T00:00:00Z",
  ...extra,
});

const item = (extra: Partial<SpecialItem> = {}): SpecialItem => ({
  id: 31,
  type: "video",
  title: "Race highlights",
  summary: "",
  cover: "/demo/clip.jpg",
  url: null,
  videoUrl: null,
  durationSeconds: null,
  publishedAt: "2026-11-22T10:00:00Z",
  ...extra,
});
const renderItem = (i: SpecialItem, player = false) => renderToStaticMarkup(<ItemCard item={i} lang="en" player={player} />);

describe("a special's dates", () => {
  it("gives the span from the first day to the last, in the page's language", () => {
    expect(specialDates(card(), "en")).toBe("19 November 2026 to 22 November 2026");
    expect(specialDates(card(), "zh-hant")).toBe("2026年11月19日 至 2026年11月22日");
  });

  it("gives one day when the special starts and ends on the same Macao day", () => {
    // 01:00 and 18:00 on 28 November in Macao: two different UTC days.
    expect(specialDates(card({ startsAt: "2026-11-27T17:00:00Z", endsAt: "2026-11-28T10:00:00Z" }), "en")).toBe("28 November 2026");
  });

  it("gives the one known end when the other is open, and nothing when both are", () => {
    expect(specialDates(card({ endsAt: null }), "en")).toBe("19 November 2026");
    expect(specialDates(card({ startsAt: null }), "en")).toBe("22 November 2026");
    expect(specialDates(card({ startsAt: null, endsAt: null }), "en")).toBe("");
  });
});

describe("special card", () => {
  it("links the special's page and shows its category, title and dates", () => {
    const html = renderToStaticMarkup(<SpecialCard card={card()} lang="pt" />);
    expect(html).toContain('href="/pt/subject/5"');
    expect(screenOf("/pt/subject/5")).toBe("routes/special/detail.tsx");
    expect(html).toContain('<span class="special-card__category">Sport</span>');
    expect(html).toContain('<h2 class="special-card__title">Macau Grand Prix</h2>');
    expect(html).toContain("19 de novembro de 2026");
  });

  it("shows the default picture without a cover, and no category line without a category", () => {
    const html = renderToStaticMarkup(<SpecialCard card={card({ cover: null, category: null })} lang="en" />);
    expect(html).toContain('src="/demo/default-ad.svg"');
    expect(html).not.toContain("special-card__category");
  });

  it("takes the heading level it is given", () => {
    expect(renderToStaticMarkup(<SpecialCard card={card()} lang="en" headingLevel={3} />)).toContain('<h3 class="special-card__title">');
  });
});

describe("a special's item", () => {
  it("opens an outside address in a new window, saying so to screen readers, and a site path in the same one", () => {
    const outside = renderItem(item({ url: "https://www.facebook.com/tdm/videos/1" }));
    expect(outside).toContain(
      '<a href="https://www.facebook.com/tdm/videos/1" target="_blank" rel="noopener">Race highlights<span class="visually-hidden">(opens in a new window)</span></a>',
    );
    const inside = renderItem(item({ url: "/en/news-detail/3" }));
    expect(inside).toContain('<a href="/en/news-detail/3">Race highlights</a>');
    expect(inside).not.toContain("_blank");
    expect(inside).not.toContain("new window");
  });

  it("shows the title without a link when the item leads nowhere", () => {
    expect(renderItem(item())).toContain('<h3 class="item-card__title">Race highlights</h3>');
  });

  it("plays the video in place only where players are wanted and the item has one", () => {
    const withVideo = item({ videoUrl: "/media/clip.mp4" });
    expect(renderItem(withVideo, true)).toContain('<video class="item-card__media" controls="" preload="none" poster="/demo/clip.jpg" src="/media/clip.mp4"');
    expect(renderItem(withVideo, false)).not.toContain("<video");
    expect(renderItem(item(), true)).not.toContain("<video");
  });

  it("shows the default picture without a cover", () => {
    expect(renderItem(item({ cover: null }))).toContain('src="/demo/default-ad.svg"');
  });

  it("gives the running time after the day only when the item has one", () => {
    expect(renderItem(item({ durationSeconds: 95 }))).toContain(">22 November 2026</time><span> · Running time 1 min 35 s</span>");
    expect(renderItem(item({ durationSeconds: 0 }))).not.toContain("Running time");
    expect(renderItem(item())).not.toContain("Running time");
  });

  it("shows the summary only when there is one", () => {
    expect(renderItem(item())).not.toContain("item-card__summary");
    expect(renderItem(item({ summary: "The final laps." }))).toContain('<p class="item-card__summary">The final laps.</p>');
  });
});

describe("a section of items", () => {
  it("shows nothing when it has no items", () => {
    expect(renderToStaticMarkup(<ItemSection id="news" title="Related news" items={[]} lang="en" />)).toBe("");
  });

  it("titles its items and ends with what it is given, such as a pager", () => {
    const html = renderToStaticMarkup(
      <ItemSection id="reviews" title="Catch up" items={[item({ id: 1, type: "review" }), item({ id: 2, type: "review" })]} lang="en">
        <nav>pages</nav>
      </ItemSection>,
    );
    expect(html).toMatch(/^<section class="subject-section" aria-labelledby="reviews-title" id="reviews"><h2 id="reviews-title">Catch up<\/h2>/);
    expect(html.match(/data-testid="item-review"/g)).toHaveLength(2);
    expect(html).toMatch(/<\/ul><nav>pages<\/nav><\/section>$/);
  });
});
