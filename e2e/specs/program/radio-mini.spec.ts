// An on-demand radio episode plays in the radio mini player, which keeps playing while the listener moves between
// pages (docs/media.md), as live radio does.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url } from "../../helpers.ts";
import { islandsStarted } from "../frame/helpers.ts";
import { until } from "../broadcast/helpers.ts";

/** The window, with the mark that shows no page load happened since it was set. */
type MarkedWindow = Window & { __samePage?: boolean };

/** A radio episode whose recording is one of the 20-second MP3s (long enough for two page changes). */
async function mp3Episode() {
  for (const item of await apiData("/api/v1.0/program/radio/Latest?pageSize=12", "en")) {
    const episode = await apiData(`/api/v1.0/program/review/${item.slug}`, "en");
    if (/\.mp3$/.test(episode.audioUrl ?? "")) return episode;
  }
  throw new Error("no radio episode with an MP3 in the demo");
}

test("a radio episode plays in the mini player across page changes, with its position and a slider", async ({ quietPage }) => {
  const episode = await mp3Episode();
  const { page, errors } = await quietPage();
  const plays: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`/program/play/${episode.id}/start`)) plays.push(request.url());
  });
  await page.goto(url(`/en/program/playitem_radio/${episode.slug}`), { waitUntil: "networkidle" });
  await islandsStarted(page);
  assert.equal(await page.locator("main audio").count(), 0, "no second player in the page");
  await page.getByTestId("radio-listen").click();
  await until(page, () => {
    const a = document.querySelector<HTMLAudioElement>("#radio-mini audio");
    return !!a && !a.paused && a.currentTime > 0.5;
  });
  const bar = page.getByTestId("radio-mini");
  assert.equal(await bar.getAttribute("data-source"), `episode:${episode.id}`);
  assert.match(await bar.innerText(), new RegExp(episode.program.title));
  assert.match(await bar.innerText(), /\d:\d\d \/ 0:2\d/, "where the listener is, of the episode's length");
  assert.equal(await page.locator("#radio-mini .radio-mini__live").innerText(), "", "no live badge for a recording");
  await page.getByTestId("radio-episode").getByRole("status").filter({ hasText: "Playing in the player below" }).waitFor();
  await page.evaluate(() => {
    (window as MarkedWindow).__samePage = true;
  });

  // 1: the programme's episode list.
  await page.locator("main a.program-section-title__more").click();
  await page.waitForURL(/\/en\/radio\/program-playlist\//, { waitUntil: "commit" });
  await page.getByTestId("program-detail").waitFor();
  // The mini player's audio, waited for above, stays in the frame through the page changes (hence the `!` below).
  const after = await page.evaluate(() => document.querySelector<HTMLAudioElement>("#radio-mini audio")!.currentTime);
  await until(page, (before: number) => {
    const a = document.querySelector<HTMLAudioElement>("#radio-mini audio")!;
    return !a.paused && a.currentTime > before + 1;
  }, after);
  assert.equal(await page.evaluate(() => (window as MarkedWindow).__samePage), true, "no page load happened");

  // 2: back to the episode: its island knows the mini player plays it.
  await page.goBack({ waitUntil: "commit" });
  await page.getByTestId("radio-episode").getByRole("status").filter({ hasText: "Playing in the player below" }).waitFor();
  assert.equal(await page.evaluate(() => !document.querySelector<HTMLAudioElement>("#radio-mini audio")!.paused), true);
  assert.equal(await page.evaluate(() => (window as MarkedWindow).__samePage), true);

  // The keyboard moves the position: paused, three presses of the right arrow are three seconds.
  await page.getByTestId("radio-toggle").click();
  await until(page, () => document.querySelector<HTMLAudioElement>("#radio-mini audio")!.paused);
  const at = await page.evaluate(() => document.querySelector<HTMLAudioElement>("#radio-mini audio")!.currentTime);
  await page.getByTestId("radio-seek").focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  const moved = await page.evaluate(() => document.querySelector<HTMLAudioElement>("#radio-mini audio")!.currentTime);
  assert.ok(moved - Math.floor(at) >= 2.5 && moved - Math.floor(at) <= 3.5, `moved from ${at} to ${moved}`);
  assert.match(String(await page.getByTestId("radio-seek").getAttribute("aria-valuetext")), /^0:0\d \/ 0:2\d$/);

  assert.equal(plays.length, 1, "one play counted");
  await expectNoA11yViolations(page); // the page with the bar, its slider and buttons
  assert.deepEqual(errors, []);
});
