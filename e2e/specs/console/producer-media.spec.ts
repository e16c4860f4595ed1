// The producer's media (docs/console.md "Short videos", "Food pages"; issue 24): the demo producer publishes a short
// video — the video file and its cover uploaded through the console — and it shows on the public short-video page at
// once; then unpublishes it and it is gone. The producer publishes a food page with its body written in the news
// editor, and its public page shows it at once. The screens are axe-clean at 1440 and 375 px. The browser speaks
// English. Then the producer changes the podcast feed's fields and GET /web/feed says them at once.
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

test("a producer publishes a food page written in the news editor, and its public page shows it at once", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await signInTo(page, at, "producer", "/console/food");
  // A phone: the sections' button names the current one.
  await expect(page.getByTestId("console-nav").getByRole("button", { name: /Console sections/ })).toContainText("Food");
  await page.getByTestId("food-row").first().waitFor();
  await expectNoA11yViolations(page);

  const mark = `${Date.now() % 1_000_000}`;
  const title = `E2E crab congee ${mark}`;
  await page.getByTestId("food-new").click();
  await page.getByTestId("food-form").waitFor();
  await page.locator("#food-type").selectOption("recipes");
  await page.locator("#food-programme").selectOption("gourmetwalk");
  await page.locator("#food-title-zh_TW").fill(`水蟹粥${mark}`);
  await page.locator("#food-title-en").fill(title);
  await page.locator("#food-summary-en").fill("A late-night bowl from the inner harbour.");
  const body = page.getByTestId("food-body-en").getByRole("textbox");
  await body.click();
  await page.keyboard.type("Rinse the rice, then simmer it for an hour.");
  await page.getByTestId("food-cover").locator("input[type=file]").setInputFiles(demoFile("short-2.jpg"));
  await expect(page.getByTestId("food-cover").locator("img")).toHaveAttribute("src", /^\/uploads\/u\//);
  await expectNoA11yViolations(page);
  await page.getByTestId("food-save").click();
  await page.waitForURL(/\/console\/food\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByTestId("food-status")).toHaveText("Published");

  try {
    const visitor = await memberPage({ viewport: VIEWPORTS.desktop });
    await visitor.page.goto(visitor.at(`/en/program/food-detail/${id}`));
    await expect(visitor.page.getByTestId("food-detail")).toContainText(title);
    await expect(visitor.page.locator(".food-article__body")).toContainText("Rinse the rice, then simmer it for an hour.");
    await visitor.page.goto(visitor.at("/en/program/food-list?Type=recipes"));
    await expect(visitor.page.getByTestId("food-card").first()).toContainText(title);

    await page.setViewportSize(VIEWPORTS.desktop);
    await expectNoA11yViolations(page);
  } finally {
    // The other specs (program/food-podcast) see the demo recipes only: the new page is taken off again.
    await page.getByTestId("food-published").uncheck();
    await page.getByTestId("food-save").click();
    await expect(page.getByTestId("food-status")).not.toHaveText("Published");
  }
});

test("a producer changes the podcast feed's category and owner, and the RSS feed says them at once", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "producer", "/console/podcast");
  await page.getByTestId("podcast-form").waitFor();
  await expectNoA11yViolations(page);
  await page.locator("#podcast-owner-email").fill("not an address");
  await page.getByTestId("podcast-save").click();
  await expect(page.getByTestId("podcast-outcome")).toHaveText("Please enter a valid e-mail address");
  await page.locator("#podcast-owner-email").fill("radio@tdm.example.mo");
  await page.locator("#podcast-category").selectOption("History");
  await page.getByTestId("podcast-explicit").check();
  await page.getByTestId("podcast-save").click();
  await expect(page.getByTestId("podcast-outcome")).toHaveText("Saved");
  const feed = await (await page.request.get(at("/web/feed?lang=en"))).text();
  expect(feed).toContain('<itunes:category text="History"/>');
  expect(feed).toContain("<itunes:email>radio@tdm.example.mo</itunes:email>");
  expect(feed).toContain("<itunes:explicit>true</itunes:explicit>");
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoA11yViolations(page);
});
