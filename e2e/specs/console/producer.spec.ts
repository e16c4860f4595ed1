// The producer's console (docs/console.md "Producer"; issue 24 "Done when"): the demo producer creates a programme,
// adds an episode with the checked-in demo HLS playlist, shows the programme, and the episode plays from the public
// programme page; then imports the sample week (docs/samples/schedule-week.csv) after a wrong file was refused row by
// row, edits a slot in the grid, and the public schedule shows both. The screens are axe-clean at 1440 and 375 px.
// The browser speaks English.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, playItemVideo, VIEWPORTS } from "../../helpers.ts";
import { signInTo } from "./helpers.ts";

const DEMO_HLS = "/demo/media/vod/episode-1-hls/index.m3u8";
const SAMPLE_CSV = fileURLToPath(new URL("../../../docs/samples/schedule-week.csv", import.meta.url));

/** The Macau minute a day before now, as the episode form's datetime-local field takes it. */
const yesterdayInMacau = () => new Date(Date.now() + 8 * 3600_000 - 24 * 3600_000).toISOString().slice(0, 16);

async function hideProgramme(page: Page, at: (path: string) => string, id: number) {
  const csrf = (await (await page.request.get(at("/api/console/v1/csrf"))).json()).data.csrfToken as string;
  await page.request.post(at(`/api/console/v1/programmes/${id}/visibility`), { data: { published: false }, headers: { "x-csrf-token": csrf } });
}

test("a producer adds an HLS episode to a new programme, shows it, and it plays on the public programme page", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "producer", "/console/programmes");
  const nav = page.getByTestId("console-nav");
  await expect(nav.getByRole("link", { name: "Programmes" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Schedule" })).toBeVisible();
  assert.equal(await nav.getByRole("link", { name: "News desk" }).count(), 0, "a producer has no news desk");
  await page.getByTestId("programme-row").first().waitFor();
  await expectNoA11yViolations(page);

  // A new programme: hidden until shown.
  const mark = `${Date.now() % 1_000_000}`;
  const title = `E2E Harbour ${mark}`;
  await page.getByTestId("programme-new").click();
  await page.getByTestId("programme-form").waitFor();
  await page.locator("#programme-title-zh_TW").fill(`港灣測試${mark}`);
  await page.locator("#programme-title-en").fill(title);
  await page.locator("#programme-summary-en").fill("A programme made by the end-to-end test.");
  await page.getByTestId("programme-save").click();
  await page.waitForURL(/\/console\/programmes\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.locator("h1")).toHaveText(title);

  // An episode with a wrong address is refused with the server's message; the demo HLS playlist is taken.
  const episodeTitle = `Harbour lights ${mark}`;
  await page.getByTestId("episode-new").click();
  await page.locator("#episode-title-zh_TW").fill(`港灣燈光${mark}`);
  await page.locator("#episode-title-en").fill(episodeTitle);
  await page.locator("#episode-aired").fill(yesterdayInMacau());
  await page.locator("#episode-minutes").fill("2");
  await page.locator("#episode-media").fill("http://cdn.example.mo/stream.m3u8");
  await page.getByTestId("episode-save").click();
  await expect(page.getByTestId("episode-error")).toContainText("Enter an HLS playlist (.m3u8");
  await page.locator("#episode-media").fill(DEMO_HLS);
  await expectNoA11yViolations(page);
  await page.getByTestId("episode-save").click();
  await expect(page.getByTestId("episodes-status")).toHaveText(`“${episodeTitle}” added`);
  await expect(page.getByTestId("episode-row")).toHaveCount(1);
  await expect(page.getByTestId("episode-row")).toContainText("HLS");

  // Shown from the list (the keyboard works the button), then the public programme page lists the episode.
  await page.getByRole("link", { name: "Back to the programmes" }).click();
  const show = page.getByRole("button", { name: `Show: ${title}` });
  await show.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("console-action-status")).toHaveText(`“${title}” is shown on the site`);

  try {
    const slug = `e2e-harbour-${mark}`;
    await page.goto(at(`/en/program-detail/${slug}`));
    await expect(page.locator("h1")).toHaveText(title);
    await page.getByTestId("episodes").getByRole("link", { name: episodeTitle }).first().click();
    await page.waitForURL(new RegExp(`/en/program/playitem_video/${slug}-\\d+$`));
    assert.ok((await playItemVideo(page)) > 0.5, "the HLS episode plays");
  } finally {
    // The other specs see the demo programmes only.
    await hideProgramme(page, at, id);
  }
});

test("a producer imports the sample week: a wrong file is refused row by row, the sample is on the public schedule", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await signInTo(page, at, "producer", "/console/schedule");
  await page.getByTestId("schedule-week").waitFor();
  await expectNoA11yViolations(page);

  const input = page.locator("#schedule-csv");
  const wrong = "channel,date,start,duration,title_zh,title_en,title_pt,programme,category\ntdm-macau,2026-11-30,25:00,60,錯誤,Wrong,,,\n";
  await input.setInputFiles({ name: "wrong.csv", mimeType: "text/csv", buffer: Buffer.from(wrong) });
  await page.getByTestId("schedule-import-submit").click();
  await expect(page.getByTestId("schedule-import-errors")).toContainText("Line 2: The start “25:00” is not a time written HH:MM (Macau time)");
  await expectNoA11yViolations(page);

  await input.setInputFiles(SAMPLE_CSV);
  await page.getByTestId("schedule-import-submit").click();
  await expect(page.getByTestId("schedule-import-result")).toContainText("Imported the week starting 2026-11-30: tdm-macau");
  await page.locator("#schedule-channel").selectOption("tdm-macau");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await page.waitForURL(/channel=tdm-macau/);
  await expect(page.getByTestId("schedule-week")).toContainText("Harbour Morning");
  // The channel's kind is shown (not edited) with its live switch.
  await expect(page.getByTestId("schedule-channel-state")).toHaveText(/^TV · Live on the web: o(n|ff)$/);

  // One slot edited in the grid (a slot is a button); a new slot over another is refused in the server's words.
  await page.getByTestId("schedule-week").getByRole("button", { name: /^20:30 Harbour Night Talk/ }).first().click();
  await page.locator("#slot-title-en").fill("Harbour Night Talk Live");
  await expectNoA11yViolations(page);
  await page.getByTestId("slot-save").click();
  await expect(page.getByTestId("schedule-status")).toHaveText("“Harbour Night Talk Live” saved");
  await page.getByTestId("slot-new").click();
  await page.locator("#slot-title-zh_TW").fill("重疊");
  await page.locator("#slot-start").fill("06:30");
  await page.getByTestId("slot-save").click();
  await expect(page.getByTestId("slot-error")).toHaveText("It overlaps “Harbour Morning” at 06:00 on the same day on this channel");
  await page.getByTestId("slot-form").getByRole("button", { name: "Cancel" }).click();

  // The public schedule (a weekly grid: every week shows the imported one), at once.
  await page.goto(at("/en/program_list?channel=tdm-macau"));
  await expect(page.getByTestId("schedule")).toContainText("Harbour Morning");
  await expect(page.getByTestId("schedule")).toContainText("Harbour Night Talk Live");
});
