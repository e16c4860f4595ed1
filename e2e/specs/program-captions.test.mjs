// Captions (issue 11): the Street Stories episode with WebVTT captions in three languages. The toggle shows the
// page language's captions while the episode plays, and hides them again.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openPage, url } from "../helpers.mjs";

for (const [lang, words] of [["en", /Welcome|Macao|neighbours|Thank you/], ["zh-hant", /歡迎|澳門|街坊|多謝/]]) {
  test(`${lang}: the captions toggle shows the ${lang} captions of a playing episode and hides them`, async (t) => {
    const { page, errors } = await openPage(t);
    await page.goto(url(`/${lang}/program/playitem_video/street-stories-1`));
    await page.waitForSelector(".video-player[data-ready]");
    const toggle = page.getByTestId("captions-toggle");
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute("aria-pressed"), "false");
    const video = page.locator(".playitem__player video");
    // The native player where the browser has HLS, else the play button fetches hls.js.
    const play = page.getByTestId("video-play");
    if (await play.isVisible()) await play.click();
    await video.evaluate((v) => {
      v.muted = true;
      return v.play();
    });
    await page.waitForFunction(() => (document.querySelector(".playitem__player video")?.currentTime ?? 0) > 1, null, { timeout: 20_000 });

    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-pressed"), "true");
    await page.waitForFunction(
      () => {
        const track = Array.from(document.querySelector(".playitem__player video")?.textTracks ?? []).find((t) => t.mode === "showing");
        return Boolean(track?.activeCues?.length);
      },
      null,
      { timeout: 20_000 },
    );
    const shown = await video.evaluate((v) => {
      const track = Array.from(v.textTracks).find((t) => t.mode === "showing");
      return { lang: track?.language, text: Array.from(track?.activeCues ?? []).map((c) => c.text).join(" ") };
    });
    assert.equal(shown.lang.split("-")[0], lang.split("-")[0], "the page's language first");
    assert.match(shown.text, words);

    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-pressed"), "false");
    assert.equal(await video.evaluate((v) => Array.from(v.textTracks).filter((t) => t.mode === "showing").length), 0);
    assert.deepEqual(errors, []);
  });
}
