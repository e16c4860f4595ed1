// The radio mini player (docs/media.md): it keeps playing while the listener moves between pages.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url } from "../../helpers.ts";
import { until } from "./helpers.ts";

/** The mark a test leaves on the first document: a page load loses it. */
type SamePage = Window & { __samePage?: boolean };

test("the radio mini player keeps playing across two page changes", async ({ quietPage }) => {
  const { page, errors } = await quietPage();
  await page.goto(url("/en/live?channel=radio-macau"), { waitUntil: "networkidle" });
  const views: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v2.0/statistics")) views.push(request.postData() ?? "");
  });
  await page.getByTestId("radio-listen").click();
  await until(page, () => {
    const a = document.querySelector<HTMLAudioElement>("#radio-mini audio");
    return !!a && !a.paused && a.currentTime > 0.5;
  });
  await page.evaluate(() => {
    (window as SamePage).__samePage = true;
  });
  const playingAt = () =>
    page.evaluate(() => {
      const a = document.querySelector<HTMLAudioElement>("#radio-mini audio");
      if (!a) throw new Error("the mini player's audio is gone");
      return a.currentTime;
    });

  // 1: the schedule link of the live page.
  await page.locator("main a[href*='program_list']").first().click();
  await page.waitForURL(/\/en\/program_list/, { waitUntil: "commit" });
  await page.getByTestId("schedule-page").waitFor();
  const afterFirst = await playingAt();
  // Just read by playingAt.
  await until(page, (before) => {
    const a = document.querySelector<HTMLAudioElement>("#radio-mini audio")!;
    return !a.paused && a.currentTime > before + 1;
  }, afterFirst);
  assert.match(await page.title(), /Schedule/);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "main", "the focus goes to the new page's main");
  // The new page's whole stylesheets are linked (they come without an href: ADR 0012).
  const sheets = await page.evaluate(() => Array.from(document.querySelectorAll("body link[data-href]"), (l) => l.getAttribute("href")));
  assert.ok(sheets.length > 0 && sheets.every((href) => href?.startsWith("/assets/")), `linked: ${sheets.join(" ")}`);

  // 2: a link of the new page (the Portuguese radio's schedule).
  await page.locator("[data-testid=schedule-channel]").nth(3).click();
  await page.waitForURL(/channel=radio-macau-pt/, { waitUntil: "commit" });
  await page.getByTestId("schedule-page").waitFor();
  const afterSecond = await playingAt();
  // Just read by playingAt.
  await until(page, (before) => {
    const a = document.querySelector<HTMLAudioElement>("#radio-mini audio")!;
    return !a.paused && a.currentTime > before + 1;
  }, afterSecond);
  assert.equal(await page.evaluate(() => (window as SamePage).__samePage), true, "no page load happened");
  assert.equal(await page.locator("#radio-mini").count(), 1);
  assert.equal(await page.locator("[data-testid=schedule-channel][aria-current=page]").innerText().then((text) => /Rádio Macau/.test(text)), true);
  await page.waitForTimeout(2500); // the page view is sent when the browser is idle
  assert.ok(views.length >= 2, `a page view per page change (${views.length})`);

  // Back: the previous page again, still playing.
  await page.goBack({ waitUntil: "commit" });
  await until(page, () => /channel=radio-macau$/.test(location.search) && !!document.querySelector("[data-testid=schedule-page]"));
  assert.equal(await page.evaluate(() => document.querySelector<HTMLAudioElement>("#radio-mini audio")?.paused === false), true);

  // Closing the player ends the sound and the page changes: the next link loads a page.
  await page.getByTestId("radio-close").click();
  assert.equal(await page.locator("#radio-mini").count(), 0);
  await page.locator("[data-testid=schedule-channel]").first().click();
  await page.waitForURL(/channel=tdm-macau/);
  await page.getByTestId("schedule-page").waitFor();
  assert.equal(await page.evaluate(() => (window as SamePage).__samePage), undefined, "an ordinary page load");
  assert.deepEqual(errors, []);
});

