// Food (spec §2 program/food, food-list, food-detail) and the podcast (page, header link dialog): "more" appends,
// the detail's like, save and share, the dialog's copy link with its toast (spec §8), audio that loads nothing
// before play; axe on each screen.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";

const cardIds = (page: Page) => page.locator("[data-testid=food-card]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-food-id"))));

test("food list: page 1 is rendered, 'more' appends page 2 below it and moves the focus to its first story", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.mobile });
  const [first, second] = await Promise.all([apiData("/api/v1.0/food?Page=1&PageSize=6", "en"), apiData("/api/v1.0/food?Page=2&PageSize=6", "en")]);
  assert.ok(first.total > 6 && first.total <= 12, "the demo has two pages of food");
  await page.goto(url("/en/program/food-list"));
  assert.deepEqual(await cardIds(page), first.newsList.map((f: { id: number }) => f.id));
  const more = page.getByTestId("food-more-button");
  await more.scrollIntoViewIfNeeded();
  await waitForIsland(page, "FoodMore");
  await more.click();
  await page.getByTestId("food-more-items").waitFor();
  assert.deepEqual(await cardIds(page), [...first.newsList, ...second.newsList].map((f) => f.id));
  assert.equal(page.url(), url("/en/program/food-list"), "appended in place");
  assert.equal(await page.evaluate(() => document.activeElement?.closest("[data-food-id]")?.getAttribute("data-food-id")), String(second.newsList[0].id));
  assert.equal(await more.count(), 0, "no more after the last page");
  await expectNoA11yViolations(page);
  assert.deepEqual(errors, []);
});

test("food landing lists the types; a type's list and a story's page with like, save, share and the programme", async ({ quietPage }) => {
  const { page, errors } = await quietPage();
  await page.goto(url("/zh-hant/program/food"));
  assert.deepEqual(await page.locator("[data-testid=food-type] h3").allInnerTexts(), ["澳門滋味", "尋味小店", "在家煮"]);
  await expectNoA11yViolations(page);
  await page.locator("[data-testid=food-type] a").filter({ hasText: "在家煮" }).click();
  await page.waitForURL(/food-list\?type=recipes$/);
  assert.equal(await page.locator("h1").innerText(), "在家煮");
  await page.locator("[data-testid=food-card] a").first().click();
  await page.waitForURL(/\/zh-hant\/program\/food-detail\/\d+$/);
  assert.equal(await page.locator("h1").innerText(), "木糠布甸：四種材料");
  assert.ok(await page.locator(".food-article__body ol li").count() >= 3, "the recipe's steps");
  await page.getByTestId("like").waitFor();
  assert.equal(await page.getByTestId("share-bar").count(), 1);
  assert.equal(await page.locator("a[href='/zh-hant/program-detail/gourmetwalk']").count(), 1);
  await expectNoA11yViolations(page);
  assert.deepEqual(errors, []);
});

test("the header's podcast link opens a dialog whose copy link copies the feed and shows the success toast", async ({ quietPage }) => {
  const { page, context, errors } = await quietPage();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(url("/")).origin });
  await page.goto(url("/en/news-list"), { waitUntil: "networkidle" });
  // Its code is fetched when the visitor reaches for it: the first press opens the dialog all the same.
  const hydrated = () =>
    page.locator("[data-island=PodcastLink]").evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactContainer$")));
  assert.equal(await hydrated(), false, "not hydrated before use");
  await page.getByTestId("podcast-link").click();
  const dialog = page.getByTestId("podcast-dialog");
  await dialog.waitFor();
  const feed = url("/web/feed?lang=en");
  assert.equal(await page.getByTestId("podcast-feed-url").inputValue(), feed);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "podcast-copy");
  await expectNoA11yViolations(page);
  await page.getByTestId("podcast-copy").click();
  const toast = page.getByTestId("podcast-toast");
  await toast.waitFor();
  assert.match(await toast.innerText(), /Link copied/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), feed);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "podcast-link", "the focus goes back");
  assert.deepEqual(errors, []);
});

test("the podcast page lists every episode with a button for the radio mini player that loads nothing before play", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.mobile });
  const requested: string[] = [];
  page.on("request", (request) => request.url().includes("/demo/media/podcast/") && requested.push(request.url()));
  const channel = await apiData("/api/v1.0/podcast/episodes", "zh-hant");
  await page.goto(url("/zh-hant/podcast"), { waitUntil: "networkidle" });
  assert.deepEqual(await page.locator("[data-testid=podcast-episode] h3").allInnerTexts(), channel.episodes.map((e: { title: string }) => e.title));
  // Each plays in the radio mini player (radio/podcast.spec.ts), with a download link; no audio element of its own.
  assert.equal(await page.locator("[data-testid=podcast-episode] [data-testid=radio-listen]").count(), channel.episodes.length);
  assert.deepEqual(await page.locator("[data-testid=podcast-episode] a[download]").evaluateAll((els) => els.map((el) => el.getAttribute("href"))), channel.episodes.map((e: { audioUrl: string }) => e.audioUrl));
  assert.equal(await page.locator("main audio").count(), 0);
  assert.deepEqual(requested, [], "no audio fetched before play");
  const rss = await fetch(url("/web/feed"));
  assert.equal(rss.status, 200);
  assert.match(rss.headers.get("content-type") ?? "", /application\/rss\+xml/);
  await expectNoA11yViolations(page);
  assert.deepEqual(errors, []);
});
