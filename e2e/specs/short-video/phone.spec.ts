// The short-video player fits the window (docs/media.md "Short videos"): on a phone (375×800) a full-screen vertical
// player — the clip under a slim bar, its title, like, share, pause and sound in view and not covered, before and
// after the next clip; on a desktop the next clip does not scroll the page under the header that stays at the top.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, type OpenPage, url, type Viewport, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";

const PHONE = { width: 375, height: 800 };
const ACTIVE = "[data-testid=shorts-slide][data-active]";
/** The parts of the clip in view that must be reachable: title, like, share, pause, sound. */
const PARTS = {
  title: `${ACTIVE} .shorts__title`,
  like: `${ACTIVE} .like__button`,
  share: `${ACTIVE} [data-testid=shorts-share]`,
  pause: `${ACTIVE} [data-testid=shorts-play]`,
  mute: `${ACTIVE} [data-testid=shorts-mute]`,
};

/** For each part: "ok" when it lies inside the window and the point at its centre is itself (nothing over it). */
const reachability = (page: Page, parts: Record<string, string>) =>
  page.evaluate((selectors) => {
    const out: Record<string, string> = {};
    for (const [name, selector] of Object.entries(selectors)) {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      if (!element || !box || box.width === 0 || box.height === 0) out[name] = "missing";
      else if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) out[name] = `outside the window (${Math.round(box.top)}–${Math.round(box.bottom)} of ${window.innerHeight})`;
      else {
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        out[name] = hit && (hit === element || element.contains(hit)) ? "ok" : `covered by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute("class") ?? ""}">`;
      }
    }
    return out;
  }, parts);

const allReachable = Object.fromEntries(Object.keys(PARTS).map((name) => [name, "ok"]));

/** Waits until clip `index` is the active one, playing, and its slide has come to rest at the top of the feed. */
async function settledOn(page: Page, index: number) {
  await page.waitForFunction(
    (i) => {
      const player = document.querySelector("[data-testid=shorts-player]");
      const videos = [...document.querySelectorAll<HTMLVideoElement>("[data-testid=shorts-video]")];
      const slide = document.querySelectorAll("[data-testid=shorts-slide]")[i];
      const feed = document.querySelector(".shorts__feed");
      if (!slide || !feed || Number(player?.getAttribute("data-active")) !== i) return false;
      const rest = Math.abs(slide.getBoundingClientRect().top - feed.getBoundingClientRect().top) < 1;
      return rest && !videos[i].paused;
    },
    index,
    { polling: 100 },
  );
}

async function openPlayer(quietPage: OpenPage, viewport: Viewport) {
  const list = await apiData("/api/v1.0/short-video?pageSize=100", "zh-hant");
  const opened = await quietPage({ viewport });
  await opened.page.goto(url(`/zh-hant/short-video/${list.items[0].id}`));
  await waitForIsland(opened.page, "ShortVideoPlayer");
  await settledOn(opened.page, 0);
  return { ...opened, list };
}

test("on a phone the clip fills the window under a slim bar, with its title, like, share, pause and sound in view, before and after the next clip", async ({ quietPage }) => {
  const { page, errors, list } = await openPlayer(quietPage, PHONE);
  // The player has settled on its first clip (openPlayer): the bar and the active slide are there.
  const geometry = await page.evaluate(() => {
    const bar = document.querySelector(".shorts-page__bar")!.getBoundingClientRect();
    const stage = document.querySelector("[data-testid=shorts-slide][data-active] .shorts__stage")!.getBoundingClientRect();
    return { barTop: bar.top, barHeight: bar.height, stageTop: stage.top, stageBottom: stage.bottom, height: window.innerHeight, header: document.querySelector(".site-header")?.getBoundingClientRect().height ?? 0 };
  });
  assert.equal(geometry.barTop, 0, "the slim bar is the top of the window");
  assert.ok(geometry.barHeight <= 56, `the bar is slim (${geometry.barHeight} px)`);
  assert.equal(geometry.stageTop, geometry.barTop + geometry.barHeight, "the clip starts under the bar");
  assert.equal(geometry.stageBottom, geometry.height, "the clip fills the window's height");
  assert.equal(geometry.header, 0, "no site header over the player");
  assert.deepEqual(await reachability(page, PARTS), allReachable);
  assert.equal(await page.locator(PARTS.title).innerText(), list.items[0].title);

  await page.getByTestId("shorts-next").click();
  await settledOn(page, 1);
  assert.deepEqual(await reachability(page, PARTS), allReachable, "after the next clip");
  assert.equal(await page.locator(PARTS.title).innerText(), list.items[1].title);
  assert.deepEqual(await reachability(page, { previous: "[data-testid=shorts-previous]", next: "[data-testid=shorts-next]" }), { previous: "ok", next: "ok" });

  // The pause button answers where it is.
  await page.locator(PARTS.pause).click();
  await page.waitForFunction(() => document.querySelectorAll<HTMLVideoElement>("[data-testid=shorts-video]")[1]?.paused === true);
  await expectNoA11yViolations(page);
  assert.deepEqual(errors, []);
});

test("on a desktop the next clip leaves the page where it is: the clip's buttons, title and like stay in view, under no header", async ({ quietPage }) => {
  const { page, errors } = await openPlayer(quietPage, VIEWPORTS.desktop);
  assert.deepEqual(await reachability(page, PARTS), allReachable);
  const before = await page.evaluate(() => window.scrollY);
  await page.getByTestId("shorts-next").click();
  await settledOn(page, 1);
  assert.equal(await page.evaluate(() => window.scrollY), before, "the page did not scroll");
  assert.deepEqual(await reachability(page, PARTS), allReachable, "after the next clip");
  await page.keyboard.press("ArrowDown");
  await settledOn(page, 2);
  assert.deepEqual(await reachability(page, PARTS), allReachable, "after the arrow key");
  assert.deepEqual(errors, []);
});
