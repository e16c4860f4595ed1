// Live TV (docs/media.md): the stream plays from near its live edge, with hls.js wherever Media Source Extensions
// exist and with the browser's own HLS where they do not; a visitor outside Macao gets the explanation in their language and never a
// stream address. More: live-radio (the mini player), live-schedule (schedule, expiry), live-a11y, live-budget.
import assert from "node:assert/strict";
import { test } from "node:test";
import { url } from "../helpers.mjs";
import { ABROAD, until } from "./live-helpers.mjs";
import { quietPage } from "./news-helpers.mjs";

/** Plays the live video (muted: no gesture needed) and waits until its time runs. */
async function playLive(page) {
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

test("live TV plays with hls.js from near the live edge, and the page holds no stream address", async (t) => {
  const { page } = await quietPage(t);
  const response = await page.goto(url("/en/live?channel=tdm-macau"), { waitUntil: "domcontentloaded" });
  assert.doesNotMatch(await response.text(), /live-media|\.m3u8/, "no stream address in the page's HTML");
  await page.getByTestId("video-play").waitFor();
  const hls = page.waitForResponse((r) => /hls/.test(r.url()));
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

test("a visitor outside Macao gets the explanation in their language and never a stream address", async (t) => {
  const { page } = await quietPage(t, { contextOptions: { extraHTTPHeaders: ABROAD } });
  const bodies = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/")) bodies.push(response.text().then((text) => ({ url: response.url(), status: response.status(), text })).catch(() => null));
  });
  for (const [lang, title] of [
    ["en", "Available in Macao only"],
    ["zh-hant", "只限澳門地區收看"],
  ]) {
    await page.goto(url(`/${lang}/live`), { waitUntil: "networkidle" });
    const notice = page.getByTestId("live-region");
    await notice.waitFor();
    assert.match(await notice.innerText(), new RegExp(title));
    assert.equal(await page.getByTestId("live-video").count(), 0);
    assert.doesNotMatch(await page.content(), /live-media|\.m3u8|sig=/);
  }
  const answers = (await Promise.all(bodies)).filter(Boolean);
  const playlist = answers.filter((a) => a.url.includes("/playlist"));
  assert.ok(playlist.length >= 2);
  for (const a of playlist) assert.equal(a.status, 403);
  for (const a of answers) assert.doesNotMatch(a.text, /live-media|sig=/, a.url);
  // Radio too: the listen button explains instead of playing.
  await page.goto(url("/en/live?channel=radio-macau"), { waitUntil: "networkidle" });
  await page.getByTestId("radio-listen").click();
  await page.getByTestId("live-region").waitFor();
  assert.equal(await page.locator("#radio-mini").count(), 0);
});

