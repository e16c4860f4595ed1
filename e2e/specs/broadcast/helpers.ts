// Shared by the live specs (live/*.spec.ts) and the radio ones (radio/*.spec.ts, until): not a spec itself.
import type { BrowserContext, Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, note, type OpenPage, url, type Viewport, VIEWPORTS } from "../../helpers.ts";

/** An address outside Macao (a visitor's, through X-Forwarded-For: the e2e server trusts the proxy header). */
export const ABROAD = { "x-forwarded-for": "8.8.8.8" };
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export { VIEWPORTS };

/** Polls `fn` in the page until it returns true (or fails after `ms`). */
export async function until(page: Page, fn: () => unknown, arg?: undefined, ms?: number): Promise<void>;
export async function until<Arg>(page: Page, fn: (arg: Arg) => unknown, arg: Arg, ms?: number): Promise<void>;
export async function until(page: Page, fn: (arg: unknown) => unknown, arg?: unknown, ms = 20_000): Promise<void> {
  await page.waitForFunction(fn, arg, { timeout: ms, polling: 200 });
}

/** Plays the live video (muted: no gesture needed) and waits until its time runs. */
export async function playLive(page: Page): Promise<void> {
  const play = page.getByTestId("video-play");
  if (await play.isVisible().catch(() => false)) await play.click();
  await page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>("[data-testid=live-video]");
    if (!v) throw new Error("no live video in the page");
    v.muted = true;
    return v.play().catch(() => undefined);
  });
  // Found just above (it is the player's own element: it stays).
  await until(page, () => {
    const v = document.querySelector<HTMLVideoElement>("[data-testid=live-video]")!;
    return v.currentTime > 1 && !v.paused;
  });
  const first = await page.evaluate(() => document.querySelector<HTMLVideoElement>("[data-testid=live-video]")!.currentTime);
  await until(page, (before) => document.querySelector<HTMLVideoElement>("[data-testid=live-video]")!.currentTime > before + 1, first);
}

/**
 * axe-core on the live, special-live and schedule pages at one width, and on the live page a visitor outside Macao
 * sees (live/a11y-mobile.spec.ts and a11y-desktop.spec.ts: one width a file, each within the runner's time limit).
 */
export async function expectLivePagesAccessible(quietPage: OpenPage, viewport: Viewport): Promise<void> {
  const { page } = await quietPage({ viewport });
  for (const path of ["/zh-hant/live", "/en/live?channel=radio-macau", "/en/program_list", "/zh-hant/special-live"]) {
    await page.goto(url(path), { waitUntil: "networkidle" });
    await expectNoA11yViolations(page);
  }
  const abroad = await quietPage({ viewport, contextOptions: { extraHTTPHeaders: ABROAD } });
  await abroad.page.goto(url("/pt/live"), { waitUntil: "networkidle" });
  await abroad.page.getByTestId("live-region").waitFor();
  await expectNoA11yViolations(abroad.page);
}

/**
 * An older iPhone: the browser's own HLS and no Media Source Extensions, for every page of `context`. False (with a
 * diagnostic) when this Chromium has no HLS of its own, where the hls.js specs cover the path.
 */
export async function nativeHlsOnly(context: BrowserContext): Promise<boolean> {
  const probe = await context.newPage();
  const native = await probe.evaluate(() => document.createElement("video").canPlayType("application/vnd.apple.mpegurl") !== "");
  await probe.close();
  if (!native) {
    note(test.info(), "this Chromium has no HLS of its own: the hls.js specs cover live playback");
    return false;
  }
  await context.addInitScript(() => {
    const media: { MediaSource?: unknown; ManagedMediaSource?: unknown } = window;
    delete media.MediaSource;
    delete media.ManagedMediaSource;
  });
  return true;
}
