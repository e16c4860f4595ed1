import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LiveChannel } from "@portal/contract/schemas/broadcast";
import type { SportTopicItemCard } from "@portal/contract/schemas/sport-topic";
import { screenOf } from "../../routes.test-support.ts";
import { formatTopicDate, ItemCards, LiveBlock, ResultsTables, sportTopicItemPath, sportTopicPath } from "./SportTopicParts.tsx";

const card = (id: number, extra: Partial<SportTopicItemCard> = {}): SportTopicItemCard => ({
  id,
  kind: "article",
  title: `Match report ${id}`,
  summary: "Benfica de Macau win the league.",
  cover: `/demo/sport-${id}.jpg`,
  // 01:00 on 28 November in Macao, still the 27th in UTC.
  publishedAt: "2026-11-27T17:00:00Z",
  ...extra,
});

const channel: LiveChannel = {
  id: "tdm-macau",
  kind: "tv",
  name: "TDM Macau",
  language: "zh",
  description: "",
  logo: null,
  now: null,
  next: null,
};

/** Undoes the HTML escaping of an attribute value. */
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

describe("sport topic addresses (spec §2 sport_topic/{slug}, sport_topic/{slug}/{id})", () => {
  it("puts the topic and its items below the language", () => {
    expect(sportTopicPath("en", "macau-gp")).toBe("/en/sport_topic/macau-gp");
    expect(sportTopicItemPath("zh-hant", "macau-gp", 12)).toBe("/zh-hant/sport_topic/macau-gp/12");
    expect(screenOf(sportTopicPath("en", "macau-gp"))).toBe("routes/sport-topic/topic.tsx");
    expect(screenOf(sportTopicItemPath("en", "macau-gp", 12))).toBe("routes/sport-topic/item.tsx");
  });

  it("dates an item by its day in Macao, in the page's language", () => {
    expect(formatTopicDate("2026-11-27T17:00:00Z", "en")).toBe("28 Nov 2026");
    expect(formatTopicDate("2026-11-27T17:00:00Z", "zh-hans")).toBe("2026年11月28日");
  });
});

describe("the topic's items", () => {
  it("says there is nothing yet when there are no items", () => {
    expect(renderToStaticMarkup(<ItemCards lang="en" slug="macau-gp" items={[]} />)).toBe("<p>Nothing here yet.</p>");
  });

  it("links each item below its topic and names its kind in the page's language", () => {
    const html = renderToStaticMarkup(<ItemCards lang="pt" slug="macau-gp" items={[card(1), card(2, { kind: "video" }), card(3, { kind: "result" })]} />);
    expect([...html.matchAll(/<a href="([^"]*)">/g)].map((m) => m[1])).toEqual(["/pt/sport_topic/macau-gp/1", "/pt/sport_topic/macau-gp/2", "/pt/sport_topic/macau-gp/3"]);
    const kinds = [...html.matchAll(/sport-topic-card__kind--(\w+)">([^<]*)</g)].map((m) => [m[1], m[2]]);
    expect(kinds.map(([kind]) => kind)).toEqual(["article", "video", "result"]);
    expect(new Set(kinds.map(([, label]) => label)).size).toBe(3);
    expect(renderToStaticMarkup(<ItemCards lang="en" slug="s" items={[card(1, { kind: "video" })]} />)).toContain(">Video</p>");
  });

  it("shows a picture only for an item that has a cover", () => {
    expect(renderToStaticMarkup(<ItemCards lang="en" slug="s" items={[card(1)]} />)).toContain('src="/demo/sport-1.jpg"');
    expect(renderToStaticMarkup(<ItemCards lang="en" slug="s" items={[card(1, { cover: null })]} />)).not.toContain("<img");
  });

  it("gives the day in Macao time and takes the heading level it is given", () => {
    const html = renderToStaticMarkup(<ItemCards lang="en" slug="s" items={[card(1)]} headingLevel={4} />);
    expect(html).toContain('<time class="sport-topic-card__date" dateTime="2026-11-27T17:00:00Z">28 Nov 2026</time>');
    expect(html).toContain('<h4 class="sport-topic-card__title">');
    expect(renderToStaticMarkup(<ItemCards lang="en" slug="s" items={[card(1)]} />)).toContain('<h3 class="sport-topic-card__title">');
  });
});

describe("results tables", () => {
  it("shows nothing without results", () => {
    expect(renderToStaticMarkup(<ResultsTables lang="en" results={[]} />)).toBe("");
  });

  it("gives each table its caption and column heads, and the first cell of a row as the row's head", () => {
    const html = renderToStaticMarkup(
      <ResultsTables
        lang="en"
        results={[
          { title: "Final standings", columns: ["Team", "Points"], rows: [["Benfica de Macau", "30"], ["Chao Pak Kei", "27"]] },
          { title: "Top scorers", columns: ["Player", "Goals"], rows: [["Leong", "12"]] },
        ]}
      />,
    );
    expect(html).toContain('<h2 id="sport-topic-results-title" class="sport-topic__heading">Results</h2>');
    expect([...html.matchAll(/<caption>([^<]*)<\/caption>/g)].map((m) => m[1])).toEqual(["Final standings", "Top scorers"]);
    expect(html).toContain('<thead><tr><th scope="col">Team</th><th scope="col">Points</th></tr></thead>');
    expect(html).toContain('<tr><th scope="row">Benfica de Macau</th><td>30</td></tr><tr><th scope="row">Chao Pak Kei</th><td>27</td></tr>');
  });

  it("shows cells as text, never as markup", () => {
    const html = renderToStaticMarkup(<ResultsTables lang="en" results={[{ title: "T", columns: ["A"], rows: [["<b>x</b>"]] }]} />);
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });
});

describe("the live block", () => {
  it("says the live stream is not available when the topic's channel is not", () => {
    const html = renderToStaticMarkup(<LiveBlock lang="en" topic="macau-gp" title="Race day" channel={null} />);
    expect(html).toContain('<span class="sport-topic-live__badge">Live</span> Race day');
    expect(html).toContain("<p>The live stream is not available right now.</p>");
    expect(html).not.toContain("data-island");
  });

  it("places the player island at once, with the topic that its statistics event names", () => {
    const html = renderToStaticMarkup(<LiveBlock lang="en" topic="macau-gp" title="Race day" channel={channel} />);
    const island = /<div data-island="SportTopicLive" data-when="([^"]*)" data-props="([^"]*)"/.exec(html);
    expect(island?.[1]).toBe("load");
    expect(JSON.parse(unescape(island?.[2] ?? "{}"))).toMatchObject({ topic: "macau-gp", player: { lang: "en", channelId: "tdm-macau", kind: "tv" } });
    expect(html).not.toContain("not available");
  });
});
