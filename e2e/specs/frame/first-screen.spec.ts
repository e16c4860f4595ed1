// A reader's first screen (issue 10): the lead story's headline and picture are on it at 375 × 800 and 1440 × 900
// in every language; adverts say they are adverts; the urgent and notice bars do not repeat each other; after a
// small scroll there is one logo, not two.
import assert from "node:assert/strict";
import type { Locator } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { url, URL_LANGS, type UrlLang } from "../../helpers.ts";
import { afterTwoFrames } from "./helpers.ts";
import { latestNews } from "../news/helpers.ts";

const SIZES = [
  { name: "phone", viewport: { width: 375, height: 800 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
];
const AD_LABEL: Record<UrlLang, string> = { "zh-hant": "廣告", "zh-hans": "广告", en: "Advertisement", pt: "Publicidade" };

/** The part of an element's box inside the viewport, in px (0 when it is below the fold). */
const visibleHeight = (locator: Locator): Promise<number> =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  });

for (const { name, viewport } of SIZES) {
  for (const lang of URL_LANGS) {
    test(`${lang} home at ${viewport.width} × ${viewport.height}: the lead headline and its picture are on the first screen`, async ({ quietPage }) => {
      const { page } = await quietPage({ viewport });
      await page.goto(url(`/${lang}/`));
      const lead = page.locator(".news-card--lead").first();
      const headline = lead.locator(".news-card__title");
      const box = await headline.boundingBox();
      assert.ok(box, "the lead headline is shown");
      assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `${name}: headline from ${box.y} to ${box.y + box.height} px, the screen is ${viewport.height}`);
      assert.ok((await visibleHeight(lead.locator(".news-card__media"))) >= 120, `${name}: at least 120 px of the lead picture show`);
      // The top advert comes after the news, not before it.
      const advert = page.locator(".home-top");
      if (await advert.count()) {
        const adTop = (await advert.boundingBox())?.y ?? 0;
        assert.ok(adTop > box.y, "the top advert is below the lead story");
      }
    });
  }

  test(`${name}: every advert on home and on an article shows its label in the page's language`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport });
    const [story] = (await latestNews("en", "PageSize=1")).items;
    const pages: [UrlLang, string][] = [["zh-hant", "/zh-hant/"], ["en", "/en/"], ["pt", "/pt/"], ["en", `/en/news-detail/${story.id}`]];
    for (const [lang, path] of pages) {
      await page.goto(url(path));
      const boxes = page.locator("aside.ad-box, .footer-ads-box");
      const count = await boxes.count();
      assert.ok(count >= 1, `${path} has adverts`);
      for (let i = 0; i < count; i++) {
        const label = boxes.nth(i).getByTestId("ad-label");
        assert.equal((await label.innerText()).trim().toLowerCase(), AD_LABEL[lang].toLowerCase(), `${path} advert ${i + 1}`);
      }
      // The advert's landmark is named by its visible label.
      const named = await page.locator("aside.ad-box").first().evaluate((el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent);
      assert.equal(named, AD_LABEL[lang]);
    }
  });

  test(`${name}: the urgent bar and the notice bar do not repeat each other`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport });
    await page.goto(url("/en/"));
    const urgent = (await page.getByTestId("urgent-bar").locator(".urgent-title, a").allInnerTexts()).map((s) => s.trim());
    const notices = (await page.locator("[data-testid=notice-bar] li, [data-testid=notice-bar] .notice-text").allInnerTexts()).map((s) => s.trim());
    assert.ok(urgent.length >= 1, "the demo has an urgent notice");
    for (const text of urgent) {
      const words = new Set(text.toLowerCase().split(/\W+/).filter((w) => w.length > 4));
      for (const notice of notices) {
        const shared = notice.toLowerCase().split(/\W+/).filter((w) => words.has(w));
        assert.ok(shared.length < 3, `"${notice}" repeats the urgent notice (${shared.join(", ")})`);
      }
    }
  });

  test(`${name}: after a small scroll one logo shows, not two`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport });
    await page.goto(url("/en/"));
    for (const y of [80, 200, 400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await afterTwoFrames(page);
      await page.waitForTimeout(350); // the compact bar's transition
      const shown = await page.locator(".brand, .brand-mini").evaluateAll((els) =>
        els.filter((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          const hiddenByParent = el.closest("[hidden], [inert]") !== null;
          return box.bottom > 0 && box.top < window.innerHeight && box.height > 0 && style.visibility !== "hidden" && Number(style.opacity) > 0.1 && !hiddenByParent && !el.closest("footer");
        }).length,
      );
      // Never two; on a desktop the menu bar keeps a small logo once the masthead is gone (a phone's header may
      // slide away while reading down the page).
      if (name === "desktop") assert.equal(shown, 1, `scrolled ${y} px: ${shown} logos in view`);
      else assert.ok(shown <= 1, `scrolled ${y} px: ${shown} logos in view`);
    }
  });
}

test("phone: the header's search icon opens the search page with the box focused, ready to type", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: { width: 375, height: 800 } });
  await page.goto(url("/zh-hant/"));
  await Promise.all([page.waitForURL(/\/zh-hant\/search/), page.locator(".masthead-search-link").click()]);
  await page.locator("[data-testid=search-page-form][data-ready]").waitFor();
  await page.waitForFunction(() => document.activeElement?.id === "search-keyword");
  await page.keyboard.type("澳門");
  assert.equal(await page.getByTestId("search-keyword").inputValue(), "澳門");
});
