// Short videos (docs/media.md): the grid with its categories, the vertical swipe player (keys, swipe, only the clip
// in view plays, muted), the search page's strip; axe on both screens.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, type OpenPage, url, type Viewport, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";

/** Index of the active clip, and for every clip whether it is playing and muted. */
const playerState = (page: Page) =>
  page.evaluate(() => {
    const player = document.querySelector("[data-testid=shorts-player]");
    const videos = [...document.querySelectorAll<HTMLVideoElement>("[data-testid=shorts-video]")];
    return { active: Number(player?.getAttribute("data-active")), playing: videos.map((v) => !v.paused), muted: videos.map((v) => v.muted) };
  });

/** Waits until clip `index` is the active one and the only one playing. */
async function expectPlaying(page: Page, index: number) {
  await page.waitForFunction(
    (i) => {
      const player = document.querySelector("[data-testid=shorts-player]");
      const videos = [...document.querySelectorAll<HTMLVideoElement>("[data-testid=shorts-video]")];
      return Number(player?.getAttribute("data-active")) === i && videos.every((v, n) => (n === i ? !v.paused && v.currentTime > 0 : v.paused));
    },
    index,
  );
}

async function openPlayer(quietPage: OpenPage, viewport: Viewport) {
  const list = await apiData("/api/v1.0/short-video?pageSize=100", "zh-hant");
  const opened = await quietPage({ viewport });
  await opened.page.goto(url(`/zh-hant/short-video/${list.items[0].id}`));
  await waitForIsland(opened.page, "ShortVideoPlayer");
  return { ...opened, list };
}

test("the player: the clip in view plays muted, the keys move between clips, play, pause and unmute", async ({ quietPage }) => {
  const { page, errors, list } = await openPlayer(quietPage, VIEWPORTS.desktop);
  // The page holds the first six clips; the player fetches the rest as the viewer goes.
  assert.equal(await page.getByTestId("shorts-slide").count(), Math.min(6, list.items.length));
  assert.equal(await page.locator("[data-testid=shorts-slide] h2").first().innerText(), list.items[0].title);
  await expectPlaying(page, 0);
  assert.ok((await playerState(page)).muted.every(Boolean), "auto-play is muted");

  await page.keyboard.press("ArrowDown");
  await expectPlaying(page, 1);
  await page.keyboard.press("PageDown");
  await expectPlaying(page, 2);
  await page.keyboard.press("ArrowUp");
  await expectPlaying(page, 1);
  await page.keyboard.press("PageUp");
  await expectPlaying(page, 0);
  // The feed scrolls smoothly: the clip is active once it is mostly in view, before the scroll has ended. Space is
  // pressed on the clip at rest, as a viewer would.
  await page.waitForFunction(() => {
    const feed = document.querySelector(".shorts__feed");
    const slide = document.querySelector<HTMLElement>("[data-testid=shorts-slide][data-active]");
    return feed && slide && Math.abs(feed.scrollTop - slide.offsetTop) < 2;
  });

  await page.keyboard.press("Space");
  await page.waitForFunction(() => document.querySelector<HTMLVideoElement>("[data-testid=shorts-video]")?.paused === true);
  assert.equal(await page.locator("[data-testid=shorts-slide][data-active] [data-testid=shorts-play]").getAttribute("aria-label"), "播放");
  await page.keyboard.press("k");
  await expectPlaying(page, 0);

  const mute = page.locator("[data-testid=shorts-slide][data-active] [data-testid=shorts-mute]");
  assert.equal(await mute.getAttribute("aria-pressed"), "false");
  await page.keyboard.press("m");
  assert.equal(await mute.getAttribute("aria-pressed"), "true");
  assert.equal((await playerState(page)).muted[0], false, "the sound is on");

  await page.getByTestId("shorts-next").click();
  await expectPlaying(page, 1);
  assert.deepEqual(errors, []);
});

test("near the end the player fetches the next clips, once each, until the list has come round", async ({ quietPage }) => {
  const { page, errors, list } = await openPlayer(quietPage, VIEWPORTS.desktop);
  assert.ok(list.items.length > 6, "the demo has more clips than the page holds");
  await expectPlaying(page, 0);
  for (let i = 1; i <= 4; i += 1) {
    await page.keyboard.press("ArrowDown");
    await expectPlaying(page, i);
  }
  await page.waitForFunction((n) => document.querySelectorAll("[data-testid=shorts-slide]").length === n, list.items.length);
  assert.deepEqual(
    await page.locator("[data-testid=shorts-slide] h2").allInnerTexts(),
    list.items.map((v: { title: string }) => v.title),
    "every clip once, in the list's order",
  );
  assert.deepEqual(errors, []);
});

test("on a phone a swipe up brings the next clip, which plays while the one before stops", async ({ quietPage }) => {
  const { page, context } = await openPlayer(quietPage, VIEWPORTS.mobile);
  await expectPlaying(page, 0);
  const cdp = await context.newCDPSession(page);
  await page.locator(".shorts__feed").evaluate((element) => element.scrollIntoView({ block: "end" }));
  // The feed was just found and scrolled into view: it has a box.
  const box = (await page.locator(".shorts__feed").boundingBox())!;
  // A finger drags up from the lower middle of the clip, in small steps, then lifts.
  const x = Math.round(box.x + box.width / 2);
  const from = Math.round(box.y + box.height * 0.75);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: from - step * 40 }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expectPlaying(page, 1);
  await expectNoA11yViolations(page);
});

test("the list shows the clips as a grid by category, and a clip opens the player at it", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.mobile });
  await page.goto(url("/en/short-video"));
  const all = await apiData("/api/v1.0/short-video", "en");
  assert.equal(await page.getByTestId("short-card").count(), all.items.length);
  await page.getByTestId("short-category").filter({ hasText: "Street food" }).click();
  await page.waitForURL(/category=food/);
  const food = await apiData("/api/v1.0/short-video?category=food", "en");
  assert.deepEqual(await page.locator("[data-testid=short-card] h2").allInnerTexts(), food.items.map((v: { title: string }) => v.title));
  assert.equal((await page.locator(".chip[aria-current=page]").innerText()).replace(/\s+/g, " "), "Street food 3");
  await expectNoA11yViolations(page);
  await page.locator("[data-testid=short-card] a").nth(1).click();
  await page.waitForURL(new RegExp(`/en/short-video/${food.items[1].id}\\?category=food$`));
  await waitForIsland(page, "ShortVideoPlayer");
  assert.deepEqual(await page.locator("[data-testid=shorts-slide] h2").allInnerTexts(), [food.items[1], food.items[2], food.items[0]].map((v) => v.title));
  assert.deepEqual(errors, []);
});

test("the search page shows the short videos whose text holds the keyword", async ({ quietPage }) => {
  const { page } = await quietPage();
  await page.goto(url("/en/search?keyword=marathon"));
  const strip = page.getByTestId("search-short-videos");
  assert.equal(await strip.locator("h3").innerText(), "Macau Marathon: the start");
  await strip.locator("a").filter({ hasText: "Macau Marathon" }).click();
  await page.waitForURL(/\/en\/short-video\/\d+$/);
  await expectNoA11yViolations(page);
});
