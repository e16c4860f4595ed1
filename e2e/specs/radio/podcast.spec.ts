// Podcast episodes play in the radio mini player, which keeps playing while the listener moves on (docs/media.md).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url } from "../../helpers.ts";
import { islandsStarted, waitForIsland } from "../frame/helpers.ts";
import { until } from "../broadcast/helpers.ts";
import { markThisDocument, miniPlayerPlaying, stillPlaying } from "./helpers.ts";

test("a podcast episode plays in the mini player across a page change, and its button pauses it", async ({ quietPage }) => {
  const channel = await apiData("/api/v1.0/podcast/episodes", "en");
  const episode = channel.episodes[0];
  const { page, errors } = await quietPage();
  await page.goto(url("/en/podcast"), { waitUntil: "networkidle" });
  await islandsStarted(page);
  assert.equal(await page.locator("main audio").count(), 0, "no audio element of its own in the page");
  const item = page.locator(`#episode-${episode.episode}`);
  const listen = item.getByTestId("radio-listen");
  await waitForIsland(page, "RadioEpisode");
  assert.equal((await listen.innerText()).trim(), `Listen to episode ${episode.episode}`);
  await listen.click();
  await miniPlayerPlaying(page);
  const bar = page.getByTestId("radio-mini");
  assert.equal(await bar.getAttribute("data-source"), `podcast:${episode.id}`);
  assert.match(await bar.innerText(), new RegExp(episode.title));
  await item.getByRole("status").filter({ hasText: "Playing in the player below" }).waitFor();
  assert.equal((await listen.innerText()).trim(), "Playing – pause");
  await expectNoA11yViolations(page);

  await markThisDocument(page);
  await page.locator("main a[href$='/en/'], header a[href$='/en/']").first().click();
  await page.waitForURL(/\/en\/$/, { waitUntil: "commit" });
  await stillPlaying(page);

  // Back on the podcast page, its button knows and pauses.
  await page.goBack({ waitUntil: "commit" });
  await item.getByRole("status").filter({ hasText: "Playing in the player below" }).waitFor();
  await item.getByTestId("radio-listen").click();
  // Playing (its status said so just above).
  await until(page, () => document.querySelector<HTMLAudioElement>("#radio-mini audio")!.paused);
  await item.getByRole("status").filter({ hasText: "Paused" }).waitFor();
  assert.deepEqual(errors, []);
});
