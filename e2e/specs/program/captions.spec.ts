// Captions (issue 11; issue 21 item 28): an episode with WebVTT captions in three languages. The captions menu
// (off, then each language) shows the chosen track while the episode plays; the choice is kept in the browser and
// applied after a reload and to the next episode with captions, in another page language too; "off" is kept as well.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, url } from "../../helpers.ts";

const VIDEO = ".playitem__player video";

/** The menu's value once it has read the stored choice, and the languages of the tracks showing. */
async function state(page: Page) {
  await page.locator('.captions-menu[data-ready="true"]').waitFor();
  return {
    value: await page.getByTestId("captions-menu").inputValue(),
    showing: await page.locator(VIDEO).evaluate((v: HTMLVideoElement) => Array.from(v.textTracks).filter((t) => t.mode === "showing").map((t) => t.language)),
  };
}

/** Plays the episode (muted; hls.js first where the browser has no HLS) until a cue of the track showing is up. */
async function cueShown(page: Page) {
  const play = page.getByTestId("video-play");
  if (await play.isVisible()) await play.click();
  await page.locator(VIDEO).evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await page.waitForFunction(
    (selector) => {
      const track = Array.from(document.querySelector<HTMLVideoElement>(selector)?.textTracks ?? []).find((t) => t.mode === "showing");
      return Boolean(track?.activeCues?.length);
    },
    VIDEO,
    { timeout: 20_000 },
  );
  return page.locator(VIDEO).evaluate((v: HTMLVideoElement) => {
    const track = Array.from(v.textTracks).find((t) => t.mode === "showing");
    return Array.from(track?.activeCues ?? []).map((c) => (c as VTTCue).text).join(" ");
  });
}

/** Another video episode with captions than `slug` (the demo gives every episode of that recording its captions). */
async function otherCaptionedEpisode(slug: string) {
  const res = await fetch(url("/api/v1.0/program/tv/Latest?pageSize=24"));
  const episodes = (await res.json()).data;
  const other = episodes.find((e: { slug: string; captions: unknown[]; mediaUrl: string | null }) => e.slug !== slug && e.captions.length > 0 && e.mediaUrl);
  assert.ok(other, "an other episode with captions");
  return other.slug;
}

test("the captions menu shows the chosen language, and the choice holds after a reload and on the next episode", async ({ openPage }) => {
  const { page, errors } = await openPage();
  await page.goto(url("/en/program/playitem_video/street-stories-1"));
  assert.deepEqual(await state(page), { value: "off", showing: [] }, "off until chosen");
  const options = await page.getByTestId("captions-menu").locator("option").allTextContents();
  assert.deepEqual(options, ["Off", "English", "Chinese (Traditional)", "Portuguese"], "off, then the page's language first");
  assert.equal(await page.locator(VIDEO).evaluate((v: HTMLVideoElement) => v.textTracks.length), 3);

  await page.getByTestId("captions-menu").selectOption("en");
  assert.deepEqual(await state(page), { value: "en", showing: ["en"] });
  assert.match(await cueShown(page), /Welcome|Macau|neighbours|Thank you/);

  await page.reload();
  assert.deepEqual(await state(page), { value: "en", showing: ["en"] }, "kept after a reload");

  const next = await otherCaptionedEpisode("street-stories-1");
  await page.goto(url(`/zh-hant/program/playitem_video/${next}`));
  assert.deepEqual(await state(page), { value: "en", showing: ["en"] }, "applied to the next episode, on a Chinese page too");

  await page.getByTestId("captions-menu").selectOption("off");
  assert.deepEqual(await state(page), { value: "off", showing: [] });
  await page.reload();
  assert.deepEqual(await state(page), { value: "off", showing: [] }, "off is kept too");
  assert.deepEqual(errors, []);
});

test("zh-hant: choosing Chinese shows the Chinese captions", async ({ openPage }) => {
  const { page, errors } = await openPage();
  await page.goto(url("/zh-hant/program/playitem_video/street-stories-1"));
  await state(page);
  await page.getByTestId("captions-menu").selectOption("zh-Hant");
  assert.deepEqual(await state(page), { value: "zh-Hant", showing: ["zh-Hant"] });
  assert.match(await cueShown(page), /歡迎|澳門|街坊|多謝/);
  await expectNoA11yViolations(page, { include: ".playitem__player" });
  assert.deepEqual(errors, []);
});
