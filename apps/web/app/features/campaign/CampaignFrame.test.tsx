import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FrameData } from "../../layout/frame-data.ts";
import { screenOf } from "../../routes.test-support.ts";
import { CampaignBar, CampaignFooter } from "./CampaignFrame.tsx";
import { CAMPAIGN_PAGES, campaignPath } from "./campaign-paths.ts";

const frame: FrameData = {
  siteName: "TDM",
  signInProviders: [],
  logo: null,
  grey: false,
  menuTree: [],
  menu: [],
  footLeft: [],
  footRight: [],
  footApps: [],
  footCopyright: "<p>© 2026 <a href=\"/en/terms\">TDM</a></p>",
  menuBanner: null,
  notices: [],
  urgent: [],
  popup: null,
  cookieHtml: null,
  lunar: null,
  footerAds: [],
  youtubeChannel: null,
};

describe("the campaign's bare frame (spec §2)", () => {
  it("links the campaign's three pages and the portal's home, marking the page shown", () => {
    const html = renderToStaticMarkup(<CampaignFooter lang="en" frame={frame} pathname="/en/tdm40-ticket" />);
    const nav = html.slice(html.indexOf("<nav"), html.indexOf("</nav>"));
    const links = [...nav.matchAll(/<a href="([^"]*)"( aria-current="page")?>([^<]*)<\/a>/g)].map((m) => [m[1], Boolean(m[2]), m[3]]);
    expect(links).toEqual([
      ["/en/tdm40", false, "TDM at 40"],
      ["/en/tdm40-congratulate", false, "Write us a message"],
      ["/en/tdm40-ticket", true, "Register for the gala"],
      ["/en/", false, "TDM home"],
    ]);
  });

  it("shows the staff's copyright HTML as written", () => {
    expect(renderToStaticMarkup(<CampaignFooter lang="en" frame={frame} pathname="/en/tdm40" />)).toContain('<p>© 2026 <a href="/en/terms">TDM</a></p>');
  });

  it("switches language to the same campaign page, query kept, marking the language shown", () => {
    const html = renderToStaticMarkup(<CampaignBar lang="en" frame={frame} pathWithQuery="/en/tdm40-congratulate?page=2" />);
    const links = [...html.matchAll(/<a href="([^"]*)" lang="[^"]*" hrefLang="[^"]*"( aria-current="true")?/g)].map((m) => [m[1], Boolean(m[2])]);
    expect(links).toEqual([
      ["/zh-hant/tdm40-congratulate?page=2", false],
      ["/zh-hans/tdm40-congratulate?page=2", false],
      ["/en/tdm40-congratulate?page=2", true],
      ["/pt/tdm40-congratulate?page=2", false],
    ]);
  });

  it("puts each campaign page below its language, where its own screen serves it", () => {
    expect(CAMPAIGN_PAGES.map((page) => screenOf(campaignPath("pt", page)))).toEqual(["routes/campaign/tdm40.tsx", "routes/campaign/congratulate.tsx", "routes/campaign/ticket.tsx"]);
    expect(campaignPath("pt", "tdm40-ticket")).toBe("/pt/tdm40-ticket");
  });
});
