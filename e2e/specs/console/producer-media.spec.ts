// The producer's media (docs/console.md "Producer"; issue 24): the demo producer publishes a short video — the video
// file and its cover uploaded through the console — and it shows on the public short-video page at once; then
// unpublishes it and it is gone. The screens are axe-clean at 1440 and 375 px. The browser speaks English.
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS } from "../../helpers.ts";
import { signInTo } from "./helpers.ts";

const demoFile = (name: string) => fileURLToPath(new URL(`../../../apps/web/public/demo/media/short/${name}`, import.meta.url));

test("a producer publishes a short video with an uploaded file and cover, it shows on the public page at once, and unpublishing takes it off", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "producer", "/console/short-videos");
  const nav = page.getByTestId("console-nav");
  await expect(nav.getByRole("link", { name: "Short videos" })).toHaveAttribute("aria-current", "page");
  await page.getByTestId("short-videos-row").first().waitFor();
  await expectNoA11yViolations(page);

  const mark = `${Date.now() % 1_000_000}`;
  const title = `E2E harbour clip ${mark}`;
  await page.getByTestId("short-videos-new").click();
  await page.getByTestId("short-video-form").waitFor();
  await page.locator("#short-video-title-zh_TW").fill(`港灣短片${mark}`);
  await page.locator("#short-video-title-en").fill(title);
  await page.locator("#short-video-category").selectOption("city");
  // An HLS playlist is refused in the server's words; the uploaded file is taken.
  await page.locator("#short-video-file").fill("/demo/media/vod/episode-1-hls/index.m3u8");
  await page.getByTestId("short-video-save").click();
  await expect(page.getByTestId("short-video-outcome")).toContainText("Enter the address of an MP4 or WebM video file");
  await page.locator('input[type=file][accept="video/*"]').setInputFiles(demoFile("short-1.mp4"));
  await expect(page.locator("#short-video-file")).toHaveValue(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.mp4$/);
  await page.getByTestId("short-video-poster").locator('input[type=file]').setInputFiles(demoFile("short-1.jpg"));
  await expect(page.getByTestId("short-video-poster").locator("img")).toHaveAttribute("src", /^\/uploads\/u\//);
  await page.locator("#short-video-seconds").fill("10");
  await expectNoA11yViolations(page);
  await page.getByTestId("short-video-save").click();
  await page.waitForURL(/\/console\/short-videos\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.locator("h1")).toHaveText(title);
  await expect(page.getByTestId("short-video-status")).toHaveText("Published");

  // The public list and the clip's own page show it at once.
  const visitor = await memberPage({ viewport: VIEWPORTS.mobile });
  await visitor.page.goto(visitor.at("/en/short-video"));
  await expect(visitor.page.getByTestId("short-card").first()).toContainText(title);
  await visitor.page.goto(visitor.at(`/en/short-video/${id}`));
  await expect(visitor.page.getByTestId("shorts-video").first()).toHaveAttribute("aria-label", title);

  // The editor and the list on a phone; unpublished from the list, the clip's page is gone.
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Back to the short videos" }).click();
  const row = page.locator(`[data-testid="short-videos-row"][data-id="${id}"]`);
  await expect(row).toHaveAttribute("data-status", "shown");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: `Unpublish: ${title}` }).click();
  await expect(page.getByTestId("console-action-status")).toHaveText(`“${title}” was taken off the site`);
  await expect(row).toHaveAttribute("data-status", "hidden");
  const gone = await visitor.page.goto(visitor.at(`/en/short-video/${id}`));
  expect(gone?.status()).toBe(404);
});
