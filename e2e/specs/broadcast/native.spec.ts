// Live TV with the browser's own HLS where there are no Media Source Extensions (an older iPhone), without hls.js.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { HLS_LIBRARY, url } from "../../helpers.ts";
import { nativeHlsOnly, playLive } from "./helpers.ts";

test("live TV plays with the browser's own HLS where there is no Media Source Extensions, without hls.js", async ({ quietPage }) => {
  const { page, context } = await quietPage();
  if (!(await nativeHlsOnly(context))) return;
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto(url("/zh-hant/live"), { waitUntil: "networkidle" });
  await page.getByTestId("live-video").waitFor();
  assert.equal(await page.getByTestId("video-play").count(), 0, "no hls.js button");
  await playLive(page);
  assert.equal(requested.some((u) => HLS_LIBRARY.test(u)), false, "hls.js is not fetched");
});
