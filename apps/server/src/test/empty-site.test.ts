import { describe, expect, it } from "vitest";
import { URL_LANGS } from "@portal/contract/locales";
import { useRenderedSite } from "./rendered-site.ts";

// Issue 24: a real site starts on an empty database (SEED_DEMO=false, nothing but the migrations) and staff fill it.
// Every public page type renders there in the four languages: a page whose list is empty answers 200 with its empty
// state; a page that shows one thing staff have not made yet (a channel, a campaign, an about-us page, an item by id)
// answers the site's 404 page. Never a 500, never a bare error. Pages from the web build (`npm test` builds first).
const site = useRenderedSite({ empty: true });

/** Pages made of lists: with nothing to list they still answer 200. */
const LIST_PAGES = [
  "", "news_zh", "news-list", "news-radio", "news-topics", "news_provide", "search", "search?keyword=macau", "live",
  "special-live", "program/all_program", "program/tv_zh", "program/host-list", "program/feature-list", "short-video",
  "program/food", "program/food-list", "podcast", "about_us/press_release", "about_us/history", "contact/feedback",
  "weather", "latest", "tendering", "recruitment", "join-us/job-opportunity", "sitemap", "notice-list", "subject", "votes",
  "user", "user/registration", "supplier/login",
];

/** Pages of one thing staff make: until they do, the 404 page. */
const ITEM_PAGES = [
  "program_list", "tdm40", "tdm40-congratulate", "tdm40-ticket", "game/quiz", "about_us", "about_us/company_profile",
  "about_us/program_production", "about_us/international", "contact_us", "advertising", "privacy", "terms", "about_us/visit",
  "about_us/visit/application", "news-detail/1", "news-topic/society", "news-topic-detail/1", "program-detail/1",
  "program/playitem_video/x", "program/feature/1", "short-video/1", "program/food-detail/1", "sport_topic/x", "notice-detail/1",
  "subject/1", "vote?id=1", "advertisement/1", "about_us/press_release/1", "recruitment/1",
];

/** The text a visitor reads in the page's main part, tags and scripts left out. */
function mainText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return main.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
}

/** What a page shows that it should not: a placeholder printed as text, or nothing at all. */
function brokenText(html: string): string | null {
  const text = mainText(html);
  if (text.length < 10) return `almost nothing in <main>: "${text}"`;
  const leak = /\b(undefined|null|NaN|Invalid Date|\[object Object\])\b/.exec(text);
  return leak ? `shows "${leak[0]}" in: …${text.slice(Math.max(0, leak.index - 60), leak.index + 60)}…` : null;
}

/** Each walk renders a few hundred pages one by one: far more than the default 30 s on a slow or busy machine. */
const WALK_TIMEOUT_MS = 300_000;

describe("the empty site (no demo seed)", () => {
  it("renders every list page with 200 and an empty state, in the four languages", async () => {
    const failures: string[] = [];
    for (const lang of URL_LANGS) {
      for (const page of LIST_PAGES) {
        const { status, at } = await site.finalStatus(`/${lang}/${page}`);
        if (status !== 200) failures.push(`/${lang}/${page} → ${status}`);
        else {
          const wrong = brokenText((await site.get(at)).body);
          if (wrong) failures.push(`/${lang}/${page}: ${wrong}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it("answers the site's 404 page for what staff have not made yet, in the four languages", async () => {
    const failures: string[] = [];
    for (const lang of URL_LANGS) {
      for (const page of ITEM_PAGES) {
        const res = await site.get(`/${lang}/${page}`);
        if (res.statusCode !== 404) failures.push(`/${lang}/${page} → ${res.statusCode}`);
        else if (!res.body.includes('data-testid="not-found"')) failures.push(`/${lang}/${page}: not the site's 404 page`);
        else {
          const wrong = brokenText(res.body);
          if (wrong) failures.push(`/${lang}/${page}: ${wrong}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it("says there is nothing yet where the home page and the live page would show content", async () => {
    for (const lang of URL_LANGS) {
      expect((await site.get(`/${lang}/`)).body, `/${lang}/`).toContain('id="home-empty"');
      expect((await site.get(`/${lang}/live`)).body, `/${lang}/live`).toContain('data-testid="live-empty"');
    }
  });

  it("answers the sitemaps, robots.txt and the frame's calls", async () => {
    for (const path of ["/sitemap.xml", "/sitemap-pages.xml", "/robots.txt", "/api/v1.0/cms/menu", "/api/v1.0/cms/common", "/api/v1/common/setting"]) {
      expect((await site.get(path, "en")).statusCode, path).toBe(200);
    }
  });
});
