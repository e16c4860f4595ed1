// A reader's first screen, its menus (issue 10; split from first-screen.spec.ts, which had grown past the runner's
// two minutes a file): the newsroom entries lead to that newsroom in its own language, a hovered panel is kept open
// by its arrow, and every news topic is listed.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url } from "../../helpers.ts";
import { islandsStarted } from "./helpers.ts";

test("the menus' newsroom entries lead to that newsroom in its own language (英文新聞 → English,葡文新聞 → Portuguese)", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: { width: 1440, height: 900 } });
  const cases = [
    ["zh-hant", "英文新聞", "/en/news_en", "en"],
    ["zh-hant", "葡文新聞", "/pt/news_pt", "pt"],
    ["en", "Portuguese News", "/pt/news_pt", "pt"],
  ] as const;
  for (const [lang, name, path, htmlLang] of cases) {
    await page.goto(url(`/${lang}/`));
    const link = page.locator("#site-header nav a", { hasText: name }).first();
    assert.equal(new URL((await link.getAttribute("href")) ?? "", url("/")).pathname, path, `${lang}: ${name}`);
    // Opened from the menu: the News panel, then the entry.
    await islandsStarted(page);
    await page.locator("#site-header .menu-item.has-children", { hasText: lang === "en" ? "News" : "新聞" }).first().hover();
    await link.waitFor({ state: "visible" });
    await Promise.all([page.waitForURL(url(path), { waitUntil: "commit" }), link.click()]);
    await page.waitForLoadState();
    assert.equal(await page.evaluate(() => document.documentElement.lang), htmlLang);
  }
});

test("desktop: clicking a top item's arrow after hovering keeps its panel open; a second click closes it", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(url("/en/"));
  const item = page.locator("#site-header .menu-item.has-children", { hasText: "News" }).first();
  const arrow = item.locator(".menu-toggle-sub");
  // The menu hydrates when reached for (layout/Header.tsx): the pointer resting on an entry wakes it, and it opens
  // the panel under the pointer once hydrated.
  await islandsStarted(page);
  await item.locator(".menu-link").first().hover();
  await item.locator('.menu-toggle-sub[aria-expanded="true"]').waitFor();
  await arrow.click();
  await page.waitForTimeout(400); // longer than the hover's close delay
  assert.equal(await arrow.getAttribute("aria-expanded"), "true", "the click pinned the panel open");
  await arrow.click();
  await item.locator('.menu-toggle-sub[aria-expanded="false"]').waitFor();
});

test("a page lists every news topic, linked from each topic page", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: { width: 375, height: 800 } });
  const res = await page.goto(url("/en/news-topics"));
  assert.equal(res?.status(), 200);
  const cards = page.locator("main a[href*='/en/news-topic/']");
  assert.ok((await cards.count()) >= 2, "the demo's topics are listed");
  // The cards are links found by their href: it is there.
  const href = await cards.first().getAttribute("href");
  await page.goto(url(href!));
  assert.ok((await page.locator("main a[href$='/en/news-topics']").count()) >= 1, "the topic page leads back to all topics");
});
