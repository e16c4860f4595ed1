// Live TV (docs/media.md): the stream plays with hls.js from near its live edge, and the page holds no stream address.
// The other live specs (one or two tests each, every file within the runner's time limit): live-native (the
// browser's own HLS), live-region (a visitor outside Macao), live-radio (the mini player), live-schedule, live-expiry,
// live-a11y-mobile and -desktop, live-budget.
import assert from "node:assert/strict";
import { test } from "node:test";
import { HLS_LIBRARY, url } from "../helpers.mjs";
import { playLive } from "./live-helpers.mjs";
import { quietPage } from "./news-helpers.mjs";

test("live TV plays with hls.js from near the live edge, and the page holds no stream address", async (t) => {
  const { page } = await quietPage(t);
  const response = await page.goto(url("/en/live?channel=tdm-macau"), { waitUntil: "domcontentloaded" });
  assert.doesNotMatch(await response.text(), /live-media|\.m3u8/, "no stream address in the page's HTML");
  await page.getByTestId("video-play").waitFor();
  const hls = page.waitForResponse((r) => HLS_LIBRARY.test(r.url()));
  await playLive(page);
  await hls;
  const behind = await page.evaluate(() => {
    const v = /** @type {HTMLVideoElement} */ (document.querySelector("[data-testid=live-video]"));
    return v.seekable.end(v.seekable.length - 1) - v.currentTime;
  });
  // The window is 36 s (six 6-s segments); near the edge is the last 24 s of it.
  assert.ok(behind < 24, `plays ${behind.toFixed(1)} s behind the newest segment`);
  assert.equal(await page.getByTestId("on-air-now").count(), 1, "what is on now is named");
});
