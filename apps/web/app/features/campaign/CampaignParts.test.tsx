import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Campaign, CampaignTicketEvent } from "@portal/contract/schemas/campaign";
import { CongratulationCards, formatCampaignDate, GalaFacts, ticketAvailability } from "./CampaignParts.tsx";

const ticket = (extra: Partial<CampaignTicketEvent> = {}): CampaignTicketEvent => ({
  title: "Anniversary gala",
  // 20:00 on 1 December in Macao.
  startsAt: "2026-12-01T12:00:00Z",
  venue: "Macau Forum",
  opensAt: "2026-11-01T00:00:00Z",
  closesAt: "2026-11-30T16:00:00Z",
  total: 500,
  remaining: 120,
  open: true,
  ...extra,
});
const campaign = (extra: Partial<CampaignTicketEvent> = {}): Campaign => ({
  slug: "tdm40",
  title: "TDM at 40",
  subtitle: "",
  intro: "",
  cover: null,
  milestones: [],
  ticket: ticket(extra),
  congratulationsModerated: true,
});

describe("campaign dates (Macao time)", () => {
  it("gives the day in Macao, a UTC evening being the next day", () => {
    expect(formatCampaignDate("2026-11-27T17:00:00Z", "en")).toBe("28 November 2026");
    expect(formatCampaignDate("2026-11-27T17:00:00Z", "zh-hant")).toBe("2026年11月28日");
  });

  it("adds the hour when asked, in Macao time", () => {
    expect(formatCampaignDate("2026-12-01T12:00:00Z", "en", true)).toBe("1 Dec 2026, 20:00");
  });
});

describe("gala facts", () => {
  it("reads the campaign's own stock for the page", () => {
    expect(ticketAvailability(campaign(), "en")).toBe("120 of 500 tickets left");
    expect(ticketAvailability(campaign({ remaining: 0, open: false }), "pt")).toBe("Todos os bilhetes foram atribuídos");
    expect(ticketAvailability(campaign({ open: false }), "zh-hant")).toBe("現在不是登記時間");
  });

  it("shows when, where and the stock in the element the ticket form updates", () => {
    const html = renderToStaticMarkup(<GalaFacts lang="en" campaign={campaign()} />);
    expect(html).toContain('<time dateTime="2026-12-01T12:00:00Z">1 Dec 2026, 20:00</time>');
    expect(html).toContain("<dd>Macau Forum</dd>");
    expect(html).toMatch(/<dd id="ticket-stock"[^>]*>120 of 500 tickets left<\/dd>/);
  });
});

describe("congratulation cards", () => {
  it("shows a message as text, never as markup, with its author and day", () => {
    const html = renderToStaticMarkup(
      <CongratulationCards lang="en" items={[{ id: 1, message: "<img src=x onerror=alert(1)> Happy 40th!", nickName: "Ana", createdAt: "2026-11-27T17:00:00Z" }]} />,
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; Happy 40th!");
    expect(html).toContain("<strong>Ana</strong>");
    expect(html).toContain(">28 November 2026</time>");
  });

  it("shows the messages in the order given", () => {
    const html = renderToStaticMarkup(
      <CongratulationCards
        lang="en"
        items={[
          { id: 2, message: "newer", nickName: "B", createdAt: "2026-11-02T00:00:00Z" },
          { id: 1, message: "older", nickName: "A", createdAt: "2026-11-01T00:00:00Z" },
        ]}
      />,
    );
    expect(html.indexOf("newer")).toBeLessThan(html.indexOf("older"));
  });
});
