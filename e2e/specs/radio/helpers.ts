// The radio mini player's checks the radio specs share (docs/media.md "the radio mini player's life cycle").
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { until } from "../broadcast/helpers.ts";

/** The mark a test leaves on the first document: a page load loses it. */
export type SamePage = Window & { __samePage?: boolean };

/** Leaves the mark on the document now shown; `stillPlaying` checks it is still there. */
export async function markThisDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as SamePage).__samePage = true;
  });
}

/** Waits until the mini player's audio plays and has advanced past its first moments. */
export const miniPlayerPlaying = (page: Page) =>
  until(page, () => {
    const a = document.querySelector<HTMLAudioElement>("#radio-mini audio");
    return !!a && !a.paused && a.currentTime > 0.3;
  });

/** Still the marked document (no page load happened), and the sound goes on: the audio advances half a second. */
export async function stillPlaying(page: Page): Promise<void> {
  assert.equal(await page.evaluate(() => (window as SamePage).__samePage), true, "no page load happened");
  const at = await page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>("#radio-mini audio");
    if (!a) throw new Error("the mini player's audio is gone");
    return a.currentTime;
  });
  await until(page, (before) => {
    const a = document.querySelector<HTMLAudioElement>("#radio-mini audio")!;
    return !a.paused && a.currentTime > before + 0.5;
  }, at);
}
