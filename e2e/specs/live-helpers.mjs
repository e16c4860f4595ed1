// Shared by the live specs (live*.test.mjs): not a spec itself.
import { VIEWPORTS, expectNoA11yViolations, url } from "../helpers.mjs";
import { quietPage } from "./news-helpers.mjs";

/** An address outside Macao (a visitor's, through X-Forwarded-For: the e2e server trusts the proxy header). */
export const ABROAD = { "x-forwarded-for": "8.8.8.8" };
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export { VIEWPORTS };

/** Polls `fn` in the page until it returns true (or fails after `ms`). */
export async function until(page, fn, arg, ms = 20_000) {
  await page.waitForFunction(fn, arg, { timeout: ms, polling: 200 });
}

/** Plays the live video (muted: no gesture needed) and waits until its time runs. */
export async function playLive(page) {
  const play = page.getByTestId("video-play");
  if (await play.isVisible().catch(() => false)) await play.click();
  await page.evaluate(() => {
    const v = /** @type {HTMLVideoElement} */ (document.querySelector("[data-testid=live-video]"));
    v.muted = true;
    return v.play().catch(() => undefined);
  });
  await until(page, () => {
    const v = /** @type {HTMLVideoElement} */ (document.querySelector("[data-testid=live-video]"));
    return v.currentTime > 1 && !v.paused;
  });
  const first = await page.evaluate(() => /** @type {HTMLVideoElement} */ (document.querySelector("[data-testid=live-video]")).currentTime);
  await until(page, (before) => /** @type {HTMLVideoElement} */ (document.querySelector("[data-testid=live-video]")).currentTime > before + 1, first);
}

/**
 * axe-core on the live, special-live and schedule pages at one width, and on the live page a visitor outside Macao
 * sees (live-a11y-mobile and -desktop: one width a file, each within the runner's time limit).
 * @param {import("node:test").TestContext} t
 */
export async function expectLivePagesAccessible(t, viewport) {
  const { page } = await quietPage(t, { viewport });
  for (const path of ["/zh-hant/live", "/en/live?channel=radio-macau", "/en/program_list", "/zh-hant/special-live"]) {
    await page.goto(url(path), { waitUntil: "networkidle" });
    await expectNoA11yViolations(page);
  }
  const abroad = await quietPage(t, { viewport, contextOptions: { extraHTTPHeaders: ABROAD } });
  await abroad.page.goto(url("/pt/live"), { waitUntil: "networkidle" });
  await abroad.page.getByTestId("live-region").waitFor();
  await expectNoA11yViolations(abroad.page);
}

/**
 * An older iPhone: the browser's own HLS and no Media Source Extensions, for every page of `context`. False (with a
 * diagnostic) when this Chromium has no HLS of its own, where the hls.js specs cover the path.
 * @param {import("node:test").TestContext} t
 */
export async function nativeHlsOnly(t, context) {
  const probe = await context.newPage();
  const native = await probe.evaluate(() => document.createElement("video").canPlayType("application/vnd.apple.mpegurl") !== "");
  await probe.close();
  if (!native) {
    t.diagnostic("this Chromium has no HLS of its own: the hls.js specs cover live playback");
    return false;
  }
  await context.addInitScript(() => {
    delete (/** @type {any} */ (window)).MediaSource;
    delete (/** @type {any} */ (window)).ManagedMediaSource;
  });
  return true;
}
