// The podcast's episodes and a live channel's regions in the console (docs/console.md "The podcast feed", "Producer";
// issue 24). The demo producer uploads an MP3, writes an episode, publishes it: the RSS feed lists it with the file's
// length and the public podcast page shows it at once; then it is unpublished and deleted (in finally: other specs
// read the seeded episodes). The producer limits a radio channel to Portugal: a visitor in Macao gets the
// "not available in your region" state on the live page; the channel's regions are put back in finally.
import { fileURLToPath } from "node:url";
import { statSync } from "node:fs";
import { expect } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";
import { signInTo } from "./helpers.ts";

const DEMO_MP3 = fileURLToPath(new URL("../../../apps/web/public/demo/media/podcast/episode-4.mp3", import.meta.url));

test("a producer publishes a podcast episode with an uploaded MP3: the feed and the podcast page list it at once", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "producer", "/console/podcast");
  await page.getByTestId("podcast-episodes-row").first().waitFor();
  await expectNoA11yViolations(page);

  const mark = `${Date.now() % 1_000_000}`;
  const title = `E2E harbour sounds ${mark}`;
  let id: number | null = null;
  try {
    await page.getByTestId("podcast-episodes-new").click();
    await page.getByTestId("podcast-episode-form").waitFor();
    await page.locator("#podcast-episode-title-zh_TW").fill(`港口的聲音${mark}`);
    await page.locator("#podcast-episode-title-en").fill(title);
    await page.locator("#podcast-episode-description-zh_TW").fill("清晨的渡輪、漁船和海鷗。");
    await page.locator("#podcast-episode-description-en").fill("Morning ferries, fishing boats and gulls.");
    // A video address is refused in the server's words; the uploaded MP3 is taken.
    await page.locator("#podcast-episode-audio").fill("/demo/media/vod/episode-1.mp4");
    await page.locator("#podcast-episode-seconds").fill("20");
    await page.getByTestId("podcast-episode-save").click();
    await expect(page.getByTestId("podcast-episode-outcome")).toContainText("Upload an MP3 or M4A audio file");
    await page.getByTestId("podcast-episode-upload").setInputFiles(DEMO_MP3);
    await expect(page.locator("#podcast-episode-audio")).toHaveValue(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.mp3$/);
    await page.locator("#podcast-episode-number").fill(String(500 + (Number(mark) % 400)));
    await page.getByTestId("podcast-episode-published").check();
    await expectNoA11yViolations(page);
    await page.getByTestId("podcast-episode-save").click();
    await page.waitForURL(/\/console\/podcast\/episodes\/\d+$/);
    id = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.locator("h1")).toHaveText(title);
    await expect(page.getByTestId("podcast-episode-status")).toHaveText("Published");
    const audio = await page.locator("#podcast-episode-audio").inputValue();

    // The feed lists it, with the uploaded file's length; the podcast page shows it.
    const feed = await (await page.request.get(at("/web/feed?lang=en"))).text();
    expect(feed).toContain(title);
    expect(feed).toContain(`length="${statSync(DEMO_MP3).size}" type="audio/mpeg"`);
    expect(feed).toContain(audio);
    const visitor = await memberPage({ viewport: VIEWPORTS.mobile });
    await visitor.page.goto(visitor.at("/en/podcast"));
    await expect(visitor.page.getByTestId("podcast-episode").first()).toContainText(title);

    // On a phone: the editor and the list.
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Back to the podcast" }).click();
    const row = page.locator(`[data-testid="podcast-episodes-row"][data-id="${id}"]`);
    await expect(row).toHaveAttribute("data-status", "shown");
    await expectNoA11yViolations(page);
    // Unpublished from the list: the feed no longer lists it.
    await page.getByRole("button", { name: `Unpublish: ${title}` }).click();
    await expect(row).toHaveAttribute("data-status", "hidden");
    expect(await (await page.request.get(at("/web/feed?lang=en"))).text()).not.toContain(title);
    await visitor.page.reload();
    await expect(visitor.page.getByTestId("podcast-episode").first()).not.toContainText(title);
  } finally {
    if (id !== null) {
      // Unpublished (if a step above failed first) and deleted through the editor's dialog.
      await page.goto(at(`/console/podcast/episodes/${id}`));
      await page.getByTestId("podcast-episode-form").waitFor();
      if (await page.getByTestId("podcast-episode-published").isChecked()) {
        await page.getByTestId("podcast-episode-published").uncheck();
        await page.getByTestId("podcast-episode-save").click();
        await expect(page.getByTestId("podcast-episode-status")).toHaveText("Not published");
      }
      await page.getByTestId("podcast-episode-delete").click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete this episode" }).click();
      await page.waitForURL(/\/console\/podcast$/);
      expect((await page.request.get(at(`/api/console/v1/podcast/episodes/${id}`))).status()).toBe(404);
    }
  }
});

test("a producer limits a radio channel to Portugal, and a visitor in Macao is told it is not available in their region", async ({ memberPage, quietPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "producer", "/console/schedule");
  await page.goto(at("/console/schedule?channel=radio-macau-pt"));
  const form = page.getByTestId("channel-form");
  await expect(form.locator("h2")).toContainText("(Portuguese)");
  const regions = page.getByTestId("channel-regions");
  try {
    await regions.getByRole("checkbox", { name: /\(PT\)/ }).check();
    await expectNoA11yViolations(page);
    await form.getByRole("button", { name: "Save the channel" }).click();
    await expect(form).toContainText("Channel saved");

    // A visitor in Macao (X-Forwarded-For, which the e2e server trusts) gets the region state and no address.
    const { page: visitor } = await quietPage({ contextOptions: { extraHTTPHeaders: { "x-forwarded-for": "202.175.3.3" } } });
    const answer = await visitor.request.get(url("/api/v1.0/live/radio-macau-pt/playlist"), { headers: { "x-forwarded-for": "202.175.3.3", "api-language": "en" } });
    expect(await answer.text()).toContain("This channel's live stream on the web is not available in your region");
    expect(answer.status()).toBe(403);
    await visitor.goto(url("/en/live?channel=radio-macau-pt"), { waitUntil: "networkidle" });
    await visitor.getByTestId("radio-listen").click();
    await visitor.getByTestId("live-region").waitFor();
    expect(await visitor.locator("#radio-mini").count()).toBe(0);
  } finally {
    // Back to the site's regions.
    await page.goto(at("/console/schedule?channel=radio-macau-pt"));
    await expect(form.locator("h2")).toContainText("(Portuguese)");
    for (const box of await regions.getByRole("checkbox", { checked: true }).all()) await box.uncheck();
    await form.getByRole("button", { name: "Save the channel" }).click();
    await expect(form).toContainText("Channel saved");
  }
});
