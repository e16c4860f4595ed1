// A reader's first screen (issue 10): the lead story's headline and picture are on it at 375 × 800 and 1440 × 900
// in every language; adverts say they are adverts; the urgent and notice bars do not repeat each other; after a
// small scroll there is one logo, not two.
import assert from "node:assert/strict";
import { test } from "node:test";
import { URL_LANGS, VIEWPORTS, url } from "../helpers.mjs";
import { afterTwoFrames, islandsStarted } from "./frame-helpers.mjs";
import { latestNews, quietPage } from "./news-helpers.mjs";

const SIZES = [
  { name: "phone", viewport: { width: 375, height: 800 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
];
const AD_LABEL = { "zh-hant": "廣告", "zh-hans": "广告", en: "Advertisement", pt: "Publicidade" };

/** The part of an element's box inside the viewport, in px (0 when it is below the fold). */
const visibleHeight = (locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  });

for (const { name, viewport } of SIZES) {
  for (const lang of URL_LANGS) {
    test(`${lang} home at ${viewport.width} × ${viewport.height}: the lead headline and its picture are on the first screen`, async (t) => {
      const { page } = await quietPage(t, { viewport });
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

  test(`${name}: every advert on home and on an article shows its label in the page's language`, async (t) => {
    const { page } = await quietPage(t, { viewport });
    const [story] = (await latestNews("en", "PageSize=1")).items;
    for (const [lang, path] of [["zh-hant", "/zh-hant/"], ["en", "/en/"], ["pt", "/pt/"], ["en", `/en/news-detail/${story.id}`]]) {
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

  test(`${name}: the urgent bar and the notice bar do not repeat each other`, async (t) => {
    const { page } = await quietPage(t, { viewport });
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

  test(`${name}: after a small scroll one logo shows, not two`, async (t) => {
    const { page } = await quietPage(t, { viewport });
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

test("phone: the header's search icon opens the search page with the box focused, ready to type", async (t) => {
  const { page } = await quietPage(t, { viewport: { width: 375, height: 800 } });
  await page.goto(url("/zh-hant/"));
  await Promise.all([page.waitForURL(/\/zh-hant\/search/), page.locator(".masthead-search-link").click()]);
  await page.locator("[data-testid=search-page-form][data-ready]").waitFor();
  await page.waitForFunction(() => document.activeElement?.id === "search-keyword");
  await page.keyboard.type("澳門");
  assert.equal(await page.getByTestId("search-keyword").inputValue(), "澳門");
});

test("the menus' newsroom entries lead to that newsroom in its own language (英文新聞 → English,葡文新聞 → Portuguese)", async (t) => {
  const { page } = await quietPage(t, { viewport: { width: 1440, height: 900 } });
  const cases = [
    ["zh-hant", "英文新聞", "/en/news_en", "en"],
    ["zh-hant", "葡文新聞", "/pt/news_pt", "pt"],
    ["en", "Portuguese News", "/pt/news_pt", "pt"],
  ];
  for (const [lang, name, path, htmlLang] of cases) {
    await page.goto(url(`/${lang}/`));
    const link = page.locator("#site-header nav a", { hasText: name }).first();
    assert.equal(new URL(await link.getAttribute("href"), url("/")).pathname, path, `${lang}: ${name}`);
    // Opened from the menu: the News panel, then the entry.
    await islandsStarted(page);
    await page.locator("#site-header .menu-item.has-children", { hasText: lang === "en" ? "News" : "新聞" }).first().hover();
    await link.waitFor({ state: "visible" });
    await Promise.all([page.waitForURL(url(path), { waitUntil: "commit" }), link.click()]);
    await page.waitForLoadState();
    assert.equal(await page.evaluate(() => document.documentElement.lang), htmlLang);
  }
});

test("desktop: clicking a top item's arrow after hovering keeps its panel open; a second click closes it", async (t) => {
  const { page } = await quietPage(t, { viewport: { width: 1440, height: 900 } });
  await page.goto(url("/en/"));
  const item = page.locator("#site-header .menu-item.has-children", { hasText: "News" }).first();
  const arrow = item.locator(".menu-toggle-sub");
  await arrow.and(page.locator("[aria-expanded]")).waitFor();
  // A hover before the islands client has come would not open the panel until the pointer moves again.
  await islandsStarted(page);
  await item.locator(".menu-link").first().hover();
  await item.locator('.menu-toggle-sub[aria-expanded="true"]').waitFor();
  await arrow.click();
  await page.waitForTimeout(400); // longer than the hover's close delay
  assert.equal(await arrow.getAttribute("aria-expanded"), "true", "the click pinned the panel open");
  await arrow.click();
  await item.locator('.menu-toggle-sub[aria-expanded="false"]').waitFor();
});

test("a page lists every news topic, linked from each topic page", async (t) => {
  const { page } = await quietPage(t, { viewport: { width: 375, height: 800 } });
  const res = await page.goto(url("/en/news-topics"));
  assert.equal(res?.status(), 200);
  const cards = page.locator("main a[href*='/en/news-topic/']");
  assert.ok((await cards.count()) >= 2, "the demo's topics are listed");
  const href = await cards.first().getAttribute("href");
  await page.goto(url(href));
  assert.ok((await page.locator("main a[href$='/en/news-topics']").count()) >= 1, "the topic page leads back to all topics");
});
