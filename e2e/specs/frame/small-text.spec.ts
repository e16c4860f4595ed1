// The small things a visitor trips over (issue 21, item 24; docs/frame.md "Small text"): durations without a zero
// unit, a page's name in parts without a colon, one style per link role, e-mail addresses that break only before
// "@" or ".", and the footer advert whole on a phone.
import assert from "node:assert/strict";
import type { Locator } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { url, URL_LANGS, type Viewport } from "../../helpers.ts";
import { islandsStarted, waitForIsland } from "./helpers.ts";

const PHONE: Viewport = { width: 375, height: 800 };
const DESKTOP: Viewport = { width: 1440, height: 900 };

test("durations name no zero unit: '20 s', not '0 min 20 s', on programmes, play items, the podcast and short videos", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: DESKTOP });
  const pages = ["/en/program-detail/macau-tonight", "/pt/program/playitem_video/macau-tonight-1", "/zh-hant/podcast", "/zh-hans/short-video", "/en/podcast"];
  let seen = 0;
  for (const path of pages) {
    await page.goto(url(path));
    const durations = await page.locator('time[datetime^="PT"]').evaluateAll((els) => els.map((el) => ({ iso: el.getAttribute("datetime"), text: el.textContent.trim() })));
    assert.ok(durations.length > 0, `${path} shows durations`);
    for (const { iso, text } of durations) {
      seen += 1;
      assert.doesNotMatch(text, /(^|\s)0\s*(h|min|小時|小时|分鐘|分钟|分)(\s|$)/, `${path}: "${text}" names a zero unit`);
      // Under a minute, the seconds alone.
      const match = /^PT(\d+)S$/.exec(iso ?? "");
      if (match) assert.match(text, new RegExp(`^${match[1]} (s|秒)$`), `${path}: ${iso} reads "${text}"`);
    }
  }
  assert.ok(seen >= 5);
});

test("a page named in parts joins them with one separator, no colon, in Chinese as in the others", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: DESKTOP });
  const cases: [string, boolean][] = [
    ["/zh-hant/video/program-playlist/macau-tonight", true],
    ["/zh-hans/subject-term?id=1", true],
    ["/zh-hant/subject-mv?id=1", true],
    ["/zh-hant/live", false],
    ["/zh-hans/program_list", false],
    ["/en/video/program-playlist/macau-tonight", true],
  ];
  for (const [path, headingInParts] of cases) {
    await page.goto(url(path));
    const title = await page.title();
    const name = title.split(" | ")[0];
    assert.ok(name.includes(" – "), `${path}: the title "${title}" names its parts with " – "`);
    assert.doesNotMatch(name, /[：:]/, `${path}: no colon in the title "${title}"`);
    if (headingInParts) {
      const heading = ((await page.locator("h1").first().textContent()) ?? "").trim();
      assert.equal(heading, name, `${path}: the heading names the page as its title does`);
    }
  }
});

/** The computed styles that make a link's look. */
interface LinkStyle {
  color: string;
  weight: string;
  size: string;
  line: string;
}
const linkStyle = (locator: Locator): Promise<LinkStyle> =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, weight: style.fontWeight, size: style.fontSize, line: style.textDecorationLine };
  });

test("one style per link role: every 'more' link alike, every 'back to the list' link alike, in-text links red and underlined", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: DESKTOP });
  // "More" beside the headings of home's sections and bands, and of a programme's sections.
  await page.goto(url("/en/"));
  const more: [string, LinkStyle][] = [];
  for (const selector of [".home-section:not(.home-section--dark) .home-section__more", ".short-band__more", ".food-band__more"]) {
    const link = page.locator(selector).first();
    assert.equal(await link.count(), 1, `home has ${selector}`);
    more.push([selector, await linkStyle(link)]);
  }
  await page.goto(url("/en/program-detail/macau-tonight"));
  more.push(["programme section", await linkStyle(page.locator(".program-section-title__more").first())]);
  for (const [selector, style] of more.slice(1)) assert.deepEqual(style, more[0][1], `${selector} looks like the other "more" links`);

  // Back to the list: a job, a sport topic's story, a press release.
  const back: [string, LinkStyle][] = [];
  for (const path of ["/en/recruitment/1", "/en/sport_topic/macau-marathon/1", "/en/about_us/press_release/1"]) {
    await page.goto(url(path));
    const link = page.locator("main a", { hasText: "← Back to" }).first();
    assert.equal(await link.count(), 1, `${path} has its link back`);
    back.push([path, await linkStyle(link)]);
  }
  for (const [path, style] of back.slice(1)) assert.deepEqual(style, back[0][1], `${path}: the link back looks like the others`);

  // Links in running text: a site page and a notice, red like the brand and underlined.
  for (const path of ["/en/terms", "/en/notice-detail/11"]) {
    await page.goto(url(path));
    const link = page.locator("main .rich-text a").first();
    assert.equal(await link.count(), 1, `${path} has a link in its text`);
    const { color, brand, line } = await link.evaluate((el) => {
      const probe = document.createElement("span");
      probe.style.color = "var(--color-brand)";
      document.body.append(probe);
      const brandColor = getComputedStyle(probe).color;
      probe.remove();
      return { color: getComputedStyle(el).color, brand: brandColor, line: getComputedStyle(el).textDecorationLine };
    });
    assert.equal(color, brand, `${path}: an in-text link is red`);
    assert.equal(line, "underline", `${path}: an in-text link is underlined`);
  }
});

/** Where each e-mail link's text breaks into lines: the characters that start a new line. */
const lineStarts = (link: Locator) =>
  link.evaluate((el) => {
    const starts: string[] = [];
    let previousTop: number | null = null;
    // Text nodes only (SHOW_TEXT).
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (previousTop !== null && rect.top > previousTop + 3) starts.push(node.data[i]);
        previousTop = rect.top;
      }
    }
    return { text: el.textContent, starts, right: el.getBoundingClientRect().right };
  });

for (const lang of ["en", "pt", "zh-hant"]) {
  test(`${lang} at 375 px: e-mail addresses stay whole or break before "@" or "." only`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport: PHONE });
    let count = 0;
    for (const path of ["/contact_us", "/advertising", "/news_provide"]) {
      await page.goto(url(`/${lang}${path}`));
      const links = page.locator('main a[href^="mailto:"]');
      assert.ok((await links.count()) > 0, `${path} shows e-mail addresses`);
      for (const link of await links.all()) {
        const { text, starts, right } = await lineStarts(link);
        count += 1;
        assert.match(text, /^[^@\s]+@[^@\s]+$/, `${path}: the link shows the address (${text})`);
        for (const start of starts) assert.ok(start === "@" || start === ".", `${path}: "${text}" breaks before "${start}"`);
        assert.ok(right <= PHONE.width, `${path}: "${text}" ends inside the screen (${right})`);
      }
    }
    assert.ok(count >= 7);
  });
}

for (const lang of URL_LANGS) {
  test(`${lang} at 375 px: each footer advert shows whole — picture and title inside the screen, the title not cut`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport: PHONE });
    await page.goto(url(`/${lang}/`));
    await islandsStarted(page);
    const footer = page.getByTestId("footer-ads");
    await footer.scrollIntoViewIfNeeded();
    await waitForIsland(page, "FooterAds");
    const total = await footer.getByTestId("footer-ad").count();
    assert.ok(total >= 1, "the demo has footer adverts");
    for (let i = 0; i < total; i++) {
      const item = footer.locator('[data-testid="footer-ad"]:not([aria-hidden])');
      const ad = await item.evaluate((el) => {
        const inside = (e: Element) => {
          const box = e.getBoundingClientRect();
          return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
        };
        const title = el.querySelector(".footer-ad__title");
        const picture = el.querySelector(".footer-ad__thumb");
        if (!title || !picture) throw new Error(`advert ${el.getAttribute("data-ad-id")} has no title or no picture`);
        return {
          id: el.getAttribute("data-ad-id"),
          whole: inside(el) && inside(title) && inside(picture),
          cut: title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1,
          pictureWidth: picture.getBoundingClientRect().width,
          title: title.textContent,
        };
      });
      assert.ok(ad.whole, `advert ${ad.id} lies inside the screen`);
      assert.equal(ad.cut, false, `advert ${ad.id}'s title "${ad.title}" is shown whole`);
      assert.ok(ad.pictureWidth >= 96, `advert ${ad.id}'s picture is ${ad.pictureWidth} px wide`);
      if (i < total - 1) {
        await footer.getByTestId("footer-ads-next").click();
        await page.waitForFunction((id) => document.querySelector('[data-testid="footer-ad"]:not([aria-hidden])')?.getAttribute("data-ad-id") !== id, ad.id);
      }
    }
  });
}
