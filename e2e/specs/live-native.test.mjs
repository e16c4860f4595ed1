// Live TV with the browser's own HLS where there are no Media Source Extensions (an older iPhone), without hls.js.
import assert from "node:assert/strict";
import { test } from "node:test";
import { HLS_LIBRARY, url } from "../helpers.mjs";
import { nativeHlsOnly, playLive } from "./live-helpers.mjs";
import { quietPage } from "./news-helpers.mjs";

test("live TV plays with the browser's own HLS where there is no Media Source Extensions, without hls.js", async (t) => {
  const { page, context } = await quietPage(t);
  if (!(await nativeHlsOnly(t, context))) return;
  const requested = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto(url("/zh-hant/live"), { waitUntil: "networkidle" });
  await page.getByTestId("live-video").waitFor();
  assert.equal(await page.getByTestId("video-play").count(), 0, "no hls.js button");
  await playLive(page);
  assert.equal(requested.some((u) => HLS_LIBRARY.test(u)), false, "hls.js is not fetched");
});
