// The photo gallery of a story with several pictures (spec §2 Layout: a gallery that enlarges images, with optional
// autoplay and navigation; §9: at most 600 px high): server-rendered and usable without JavaScript, the viewer fetched
// only when a reader opens it, keyboard and pointer navigation, the counter, Esc giving the focus back, the
// slideshow's play and pause (and reduced motion), no accessibility violations.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, type OpenPage, type OpenPageOptions, type UrlLang, url, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";
import { latestNews } from "./helpers.ts";

const AUTOPLAY_MS = 5_000; // components/gallery.ts GALLERY_AUTOPLAY_MS

/** A story of the language's newsroom with several pictures (the demo gives a few image stories more than one). */
async function galleryStory(lang: UrlLang) {
  const { items } = await latestNews(lang, "PageSize=40&Type=image");
  for (const item of items) {
    const story = await apiData(`/api/v1.0/news/${item.id}`, lang);
    if (story.images.length > 1) return story;
  }
  throw new Error(`the demo has no ${lang} story with several pictures`);
}

/** Opens the story and waits for the gallery's island to listen. */
async function openStory(quietPage: OpenPage, lang: UrlLang, options: OpenPageOptions = {}) {
  const story = await galleryStory(lang);
  const opened = await quietPage(options);
  const scripts: string[] = [];
  opened.page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await opened.page.goto(url(`/${lang}/news-detail/${story.id}`));
  await opened.page.locator("[data-gallery][data-ready]").waitFor({ state: "attached" });
  await waitForIsland(opened.page, "GalleryViewer");
  return { ...opened, story, scripts };
}

const counter = (page: Page) => page.getByTestId("gallery-counter").innerText();

test("without JavaScript the gallery is in the page: the first picture loads at once in its box, the others lazily, each a link to the picture", async ({ quietPage }) => {
  const story = await galleryStory("zh-hant");
  const { page } = await quietPage({ contextOptions: { javaScriptEnabled: false } });
  await page.goto(url(`/zh-hant/news-detail/${story.id}`));
  const gallery = page.getByTestId("gallery");
  const lead = gallery.locator(".gallery__lead img");
  assert.equal(await lead.getAttribute("src"), story.images[0]);
  assert.equal(await lead.getAttribute("loading"), null, "the largest paint is not lazy");
  assert.equal(await lead.getAttribute("fetchpriority"), "high");
  assert.deepEqual([await lead.getAttribute("width"), await lead.getAttribute("height")], ["1280", "720"], "its box is known before it arrives");
  const thumbs = gallery.locator(".gallery__strip img");
  assert.equal(await thumbs.count(), story.images.length - 1);
  assert.deepEqual(await thumbs.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading"))), story.images.slice(1).map(() => "lazy"));
  assert.deepEqual(await gallery.locator("a[data-gallery-index]").evaluateAll((links) => links.map((a) => a.getAttribute("href"))), story.images);
  assert.match((await gallery.locator(".gallery__lead").getAttribute("aria-label")) ?? "", new RegExp(`${story.images.length}`));
});

test("opening a picture fetches the viewer; arrows, buttons and thumbnails move; the counter follows; Esc gives the focus back", async ({ quietPage }) => {
  const { page, story, scripts, errors } = await openStory(quietPage, "en");
  const count = story.images.length;
  assert.equal(scripts.filter((s) => /GalleryDialog/.test(s)).length, 0, "the viewer is not loaded before it is asked for");

  const lead = page.locator(".gallery__lead");
  await lead.focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: "Photo viewer" });
  await viewer.waitFor();
  assert.ok(scripts.some((s) => /GalleryDialog/.test(s)), "fetched on the first click");
  assert.equal(await counter(page), `1 / ${count}`);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "gallery-close", "the focus is inside");

  await page.keyboard.press("ArrowRight");
  assert.equal(await counter(page), `2 / ${count}`);
  assert.equal(await page.getByTestId("gallery-image").getAttribute("src"), story.images[1]);
  const height = await page.getByTestId("gallery-image").evaluate((img) => img.getBoundingClientRect().height);
  assert.ok(height <= 600, `the picture is at most 600 px high (${height})`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await counter(page), `${count} / ${count}`, "round from the first to the last");
  await page.getByTestId("gallery-next").click();
  assert.equal(await counter(page), `1 / ${count}`);
  await page.getByTestId("gallery-previous").click();
  assert.equal(await counter(page), `${count} / ${count}`);
  await viewer.getByRole("group", { name: "Choose a photo" }).getByRole("button").nth(1).click();
  assert.equal(await counter(page), `2 / ${count}`);
  assert.equal(await viewer.locator(".viewer__thumb[aria-current=true]").count(), 1);

  // Tab stays inside the dialog.
  for (let i = 0; i < count + 6; i++) await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-testid=gallery-viewer]"))), true, "Tab does not leave the viewer");

  await page.keyboard.press("Escape");
  await viewer.waitFor({ state: "hidden" });
  assert.equal(await lead.evaluate((el) => el === document.activeElement), true, "the focus is back on the picture that opened it");
  assert.deepEqual(errors, []);
});

test("a thumbnail opens the viewer at its picture; a swipe moves on a phone", async ({ quietPage }) => {
  const { page, story } = await openStory(quietPage, "pt", { viewport: VIEWPORTS.mobile, contextOptions: { hasTouch: true, isMobile: true } });
  const count = story.images.length;
  const thumb = page.locator(".gallery__thumb").nth(1);
  await thumb.scrollIntoViewIfNeeded();
  await thumb.click();
  await page.getByTestId("gallery-viewer").waitFor();
  assert.equal(await counter(page), `3 / ${count}`);
  // A swipe from right to left shows the next picture.
  await page.getByTestId("gallery-image").evaluate((img) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: img, clientX: x, clientY: 200 });
    img.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(300)], changedTouches: [touch(300)], bubbles: true }));
    img.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(120)], bubbles: true }));
  });
  assert.equal(await counter(page), `4 / ${count}`);
  await page.getByTestId("gallery-close").click();
  await page.getByTestId("gallery-viewer").waitFor({ state: "hidden" });
  assert.equal(await thumb.evaluate((el) => el === document.activeElement), true);
});

test("the slideshow starts only when asked, turns every few seconds and stops on pause", async ({ quietPage }) => {
  const { page, story } = await openStory(quietPage, "zh-hant", { clock: Date.parse("2026-11-23T04:00:00Z") });
  const count = story.images.length;
  await page.locator(".gallery__lead").click();
  await page.getByTestId("gallery-viewer").waitFor();
  await page.clock.runFor(AUTOPLAY_MS * 2);
  assert.equal(await counter(page), `1 / ${count}`, "no autoplay until play is pressed");

  const play = page.getByTestId("gallery-play");
  assert.equal(await play.getAttribute("aria-label"), "自動播放");
  await play.click();
  assert.equal(await play.getAttribute("aria-label"), "暫停播放");
  await page.clock.runFor(AUTOPLAY_MS);
  assert.equal(await counter(page), `2 / ${count}`);
  await page.clock.runFor(AUTOPLAY_MS);
  assert.equal(await counter(page), `3 / ${count}`);

  await play.click();
  await page.clock.runFor(AUTOPLAY_MS * 3);
  assert.equal(await counter(page), `3 / ${count}`, "paused: it stays");
});

test("for a reader who prefers reduced motion the slideshow stays paused until play is pressed", async ({ quietPage }) => {
  const { page, story } = await openStory(quietPage, "en", { clock: Date.parse("2026-11-23T04:00:00Z"), contextOptions: { reducedMotion: "reduce" } });
  const count = story.images.length;
  await page.locator(".gallery__lead").click();
  await page.getByTestId("gallery-viewer").waitFor();
  const play = page.getByTestId("gallery-play");
  assert.equal(await play.getAttribute("aria-label"), "Play slideshow");
  await page.clock.runFor(AUTOPLAY_MS * 2);
  assert.equal(await counter(page), `1 / ${count}`);
  assert.equal(await page.getByTestId("gallery-image").evaluate((img) => getComputedStyle(img).animationName), "none", "pictures change without animation");
  await play.click();
  await page.clock.runFor(AUTOPLAY_MS);
  assert.equal(await counter(page), `2 / ${count}`, "an explicit play still plays");
});

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test(`the gallery and the open viewer have no serious accessibility violations at ${viewport.width} px`, async ({ quietPage }) => {
    const { page } = await openStory(quietPage, "zh-hant", { viewport });
    await expectNoA11yViolations(page, { include: "[data-testid=gallery]" });
    await page.locator(".gallery__lead").click();
    await page.getByTestId("gallery-viewer").waitFor();
    await page.keyboard.press("ArrowRight");
    await expectNoA11yViolations(page, { include: "[data-testid=gallery-viewer]" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, "no sideways scrolling");
  });
}
