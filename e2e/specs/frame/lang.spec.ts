// The frame's language features (spec §1, §2, §9): the language switch keeps the page and its query, its labels
// follow the width, the lunar date shows in Chinese only, and switching language drops the stored weather.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { HTML_LANG, KEYS, quietOverlays, url, URL_LANGS, type UrlLang, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "./helpers.ts";

const switchLink = (page: Page, lang: UrlLang) => page.locator(`[data-testid="lang-switch"] a[data-lang="${lang}"]`);

test("the language switch rewrites the language segment and keeps the query (a list and the search page)", async ({ openPage }) => {
  const { page, context } = await openPage({ viewport: VIEWPORTS.desktop });
  await quietOverlays(context);
  await page.goto(url("/zh-hant/news-list?category=local&page=2"));
  // Every link of the switch points at this page in its language, query kept.
  const hrefs = await page.locator('[data-testid="lang-switch"] a').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  assert.deepEqual(hrefs, URL_LANGS.map((lang) => `/${lang}/news-list?category=local&page=2`));
  assert.equal(await switchLink(page, "zh-hant").getAttribute("aria-current"), "true");

  await waitForIsland(page, "LangSwitch");
  await Promise.all([page.waitForURL(url("/en/news-list?category=local&page=2")), switchLink(page, "en").click()]);
  assert.equal(await page.evaluate(() => document.documentElement.lang), HTML_LANG.en);
  assert.equal(await switchLink(page, "en").getAttribute("aria-current"), "true");

  await page.goto(url("/en/search?keyword=%E5%8F%B0&sort=newest"));
  await waitForIsland(page, "LangSwitch");
  await Promise.all([page.waitForURL(url("/pt/search?keyword=%E5%8F%B0&sort=newest")), switchLink(page, "pt").click()]);
  assert.equal(await page.evaluate(() => document.documentElement.lang), HTML_LANG.pt);
});

/** The switch's visible text, link by link (innerText leaves out what CSS hides). */
const visibleLabels = (page: Page): Promise<string[]> =>
  page.locator('[data-testid="lang-switch"] a').evaluateAll((links: HTMLAnchorElement[]) => links.map((a) => a.innerText.trim()));

test("the language switch shows short labels below 576 px and full names on desktop", async ({ openPage }) => {
  const mobile = await openPage({ viewport: VIEWPORTS.mobile });
  await mobile.page.goto(url("/zh-hant/debug"));
  assert.deepEqual(await visibleLabels(mobile.page), ["繁", "简", "EN", "PT"]);

  const desktop = await openPage({ viewport: VIEWPORTS.desktop });
  await desktop.page.goto(url("/zh-hant/debug"));
  assert.deepEqual(await visibleLabels(desktop.page), ["繁體", "简体", "English", "Português"]);
});

test("the header shows the lunar date in zh-hant and zh-hans only (1440 px)", async ({ openPage }) => {
  const { page } = await openPage({ viewport: VIEWPORTS.desktop });
  const lunarLabel: Partial<Record<UrlLang, string>> = { "zh-hant": "農曆", "zh-hans": "农历" };
  for (const lang of URL_LANGS) {
    await page.goto(url(`/${lang}/debug`));
    const lunar = page.locator('[data-testid="site-header"] [data-testid="header-lunar"]');
    if (lang in lunarLabel) {
      assert.equal(await lunar.isVisible(), true, `lunar date visible in ${lang}`);
      // "農曆" + the lunar month and day, e.g. 農曆十月初四.
      assert.match((await lunar.innerText()).trim(), new RegExp(`^${lunarLabel[lang]}\\S*[月]\\S+`), `lunar date text in ${lang}`);
    } else {
      assert.equal(await lunar.count(), 0, `no lunar date in ${lang}`);
    }
  }
});

test("switching language drops the stored weather (it is in the old language)", async ({ openPage }) => {
  const { page, context } = await openPage({ viewport: VIEWPORTS.desktop });
  await quietOverlays(context);
  await page.goto(url("/zh-hant/debug"));
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, KEYS.weather);
  assert.equal(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), KEYS.weather)) ?? "null").lang, "zh-hant");

  // Click the switch but keep this page (a capturing listener cancels the navigation; the island's own click
  // handler still runs): the stored weather is gone at the click, before the next page loads.
  await waitForIsland(page, "LangSwitch");
  await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true }));
  await switchLink(page, "en").click();
  assert.equal(page.url(), url("/zh-hant/debug"), "the navigation was held back");
  assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), KEYS.weather), null);

  // And the page in the new language stores its own weather.
  await Promise.all([page.waitForURL(url("/en/debug")), switchLink(page, "en").click()]);
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, KEYS.weather);
  assert.equal(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), KEYS.weather)) ?? "null").lang, "en");
});
