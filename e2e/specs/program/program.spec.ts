// Programmes (spec §2 Programmes; docs/media.md): list → detail → play item, VOD playback, the language
// redirects, back-navigation keeping the episode list. Accessibility: program/a11y-*.spec.ts; the JavaScript
// budget: program/budget.spec.ts (files of their own: each test must end within Playwright Test's time-out).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { playItemVideo, url, VIEWPORTS } from "../../helpers.ts";

test("all_program → programme → play item", async ({ openPage }) => {
  const { page, errors } = await openPage();
  const response = await page.goto(url("/en/program"));
  assert.equal(new URL(page.url()).pathname, "/en/program/all_program", "/{lang}/program goes to all_program");
  assert.equal(response?.status(), 200);
  assert.equal(await page.locator("[data-testid=programs-radio] [data-testid=program-card]").count(), 4);
  await page.locator("[data-testid=programs-tv] a", { hasText: "Street Stories" }).first().click();
  await page.waitForURL(/\/en\/program-detail\/street-stories$/);
  assert.equal(await page.locator("h1").textContent(), "Street Stories");
  // The newest three of four episodes, newest first.
  assert.equal(await page.locator("[data-testid=episode-item]").count(), 3);
  await page.locator("[data-testid=episode-item] a", { hasText: "Three generations at the Red Market" }).click();
  await page.waitForURL(/\/en\/program\/playitem_video\/street-stories-4$/);
  assert.equal(await page.locator("h1").textContent(), "Three generations at the Red Market");
  assert.deepEqual(errors, []);
});

test("an MP4 episode plays: currentTime advances after pressing play", async ({ openPage }) => {
  const { page } = await openPage();
  await page.goto(url("/zh-hant/program/playitem_video/macau-tonight-1"));
  const played = await playItemVideo(page);
  assert.ok(played > 0.5, `currentTime ${played}`);
});

test("language variants of the type lists go to the current language's; radio Gourmet Walk goes to the video item", async ({ openPage }) => {
  const { page } = await openPage();
  for (const [from, to] of [
    ["/zh-hant/program/tv_en", "/zh-hant/program/tv_zh"],
    ["/en/program/radio_pt", "/en/program/radio_en"],
    // A parameter no page reads is dropped on the way (docs/security.md "Forced renders").
    ["/pt/program/sport_zh?x=1", "/pt/program/sport_pt"],
    ["/zh-hant/program/playitem_radio/gourmetwalk-1", "/zh-hant/program/playitem_video/gourmetwalk-1"],
    ["/en/radio/program-playlist/gourmetwalk", "/en/video/program-playlist/gourmetwalk"],
  ]) {
    const response = await page.goto(url(from));
    assert.equal(response?.status(), 200, from);
    const here = new URL(page.url());
    assert.equal(here.pathname + here.search, to, from);
  }
  assert.equal(await page.locator("h1").textContent(), "Gourmet Walk – All episodes");
});

test("'more' puts the next episodes in the address; back from a play item keeps them and the scroll position", async ({ openPage }) => {
  const { page } = await openPage({ viewport: VIEWPORTS.mobile });
  await page.goto(url("/en/video/program-playlist/street-stories"));
  assert.equal(await page.locator("[data-testid=episode-item]").count(), 3);
  await page.locator("[data-testid=episodes-more]").click();
  await page.waitForURL(/program-playlist\/street-stories\?page=2#ep-3$/);
  assert.equal(await page.locator("[data-testid=episode-item]").count(), 4);
  assert.equal(await page.locator("[data-testid=episodes-more]").count(), 0, "all four are shown");
  const last = page.locator("[data-testid=episode-item]").last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 100, `scrolled ${scrolled}`);
  await last.locator("a").first().click();
  await page.waitForURL(/playitem_video\/street-stories-1$/);
  await page.goBack();
  await page.waitForURL(/program-playlist\/street-stories\?page=2/);
  assert.equal(await page.locator("[data-testid=episode-item]").count(), 4, "the loaded pages are kept");
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, scrolled, { timeout: 5000 });
});
