// The browser's own HLS player (an iPhone without MSE) keeps playing live past the expiry of the address it started
// with: it reloads that address, and the live pass cookie the player island renews keeps it valid (docs/media.md).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url } from "../../helpers.ts";
import { nativeHlsOnly, playLive, until } from "./helpers.ts";

test("live TV with the browser's own HLS plays on past its first address's expiry", async ({ quietPage }) => {
  const { page, context, errors } = await quietPage();
  if (!(await nativeHlsOnly(context))) return;
  const media: { url: string; status: number; at: number }[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/live-media/")) media.push({ url: response.url(), status: response.status(), at: Date.now() });
  });
  const first = page.waitForResponse((r) => r.url().includes("/api/v1.0/live/tdm-macau/playlist"));
  await page.goto(url("/en/live"), { waitUntil: "networkidle" });
  const { data } = await (await first).json();
  const expiresAt = Date.parse(data.stream.expiresAt);
  await playLive(page);

  // The first address expires (15 s on the e2e server); the player reloads it at least once after that.
  const reloadedLate = () => media.filter((m) => m.at > expiresAt + 500 && m.url.includes("index.m3u8"));
  for (let waited = 0; reloadedLate().length === 0 && waited < 30_000; waited += 500) await new Promise((r) => setTimeout(r, 500));
  const later = reloadedLate();
  assert.ok(later.length > 0, "the playlist was reloaded after the first address expired");
  assert.ok(
    later.every((m) => Number(new URL(m.url).searchParams.get("exp")) * 1000 < m.at),
    "it reloads the address it started with, now expired",
  );
  assert.deepEqual(media.filter((m) => m.status !== 200), [], "no media request was refused");
  // The video played (playLive waited for it) and stays in the page.
  const now = await page.evaluate(() => document.querySelector<HTMLVideoElement>("[data-testid=live-video]")!.currentTime);
  await until(page, (before) => {
    const v = document.querySelector<HTMLVideoElement>("[data-testid=live-video]")!;
    return !v.paused && !v.error && v.currentTime > before + 1;
  }, now);
  assert.deepEqual(errors, []);
});
