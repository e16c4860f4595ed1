// Live TV (docs/media.md): the stream plays with hls.js from near its live edge, and the page holds no stream address.
// The other live specs (one or two tests each, every file within the runner's time limit): native.spec.ts (the
// browser's own HLS), region (a visitor outside Macao), radio (the mini player), schedule, expiry, a11y-mobile and
// a11y-desktop, budget.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { HLS_LIBRARY, url } from "../../helpers.ts";
import { playLive } from "./helpers.ts";

test("live TV plays with hls.js from near the live edge, and the page holds no stream address", async ({ quietPage }) => {
  const { page } = await quietPage();
  const response = await page.goto(url("/en/live?channel=tdm-macau"), { waitUntil: "domcontentloaded" });
  // Just navigated: an HTTP page load always has its response.
  assert.doesNotMatch(await response!.text(), /live-media|\.m3u8/, "no stream address in the page's HTML");
  await page.getByTestId("video-play").waitFor();
  const hls = page.waitForResponse((r) => HLS_LIBRARY.test(r.url()));
  await playLive(page);
  await hls;
  const behind = await page.evaluate(() => {
    // Playing (playLive waited for it).
    const v = document.querySelector<HTMLVideoElement>("[data-testid=live-video]")!;
    return v.seekable.end(v.seekable.length - 1) - v.currentTime;
  });
  // The window is 36 s (six 6-s segments); near the edge is the last 24 s of it.
  assert.ok(behind < 24, `plays ${behind.toFixed(1)} s behind the newest segment`);
  assert.equal(await page.getByTestId("on-air-now").count(), 1, "what is on now is named");
});
