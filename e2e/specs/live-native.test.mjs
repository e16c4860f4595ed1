// Live TV with the browser's own HLS where there are no Media Source Extensions (an older iPhone), without hls.js.
import assert from "node:assert/strict";
import { test } from "node:test";
import { url } from "../helpers.mjs";
import { playLive } from "./live-helpers.mjs";
import { quietPage } from "./news-helpers.mjs";

test("live TV plays with the browser's own HLS where there is no Media Source Extensions, without hls.js", async (t) => {
  const { page, context } = await quietPage(t);
  const native = await (await context.newPage()).evaluate(() => document.createElement("video").canPlayType("application/vnd.apple.mpegurl") !== "");
  if (!native) {
    t.diagnostic("this Chromium has no HLS of its own: the hls.js test covers it");
    return;
  }
  // An older iPhone: HLS of its own, no MSE.
  await context.addInitScript(() => {
    delete (/** @type {any} */ (window)).MediaSource;
    delete (/** @type {any} */ (window)).ManagedMediaSource;
  });
  const requested = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto(url("/zh-hant/live"), { waitUntil: "networkidle" });
  await page.getByTestId("live-video").waitFor();
  assert.equal(await page.getByTestId("video-play").count(), 0, "no hls.js button");
  await playLive(page);
  assert.equal(requested.some((u) => /hls/.test(u)), false, "hls.js is not fetched");
});
