// Issue 21 item 27 (docs/frame.md): on a phone the back-to-top button never covers a form's fields — it steps aside
// while one lies under it and while the reader types — and the footer's "YouTube Channel" leads to the broadcaster's
// channel, named by the site setting youtube_channel.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, quietOverlays, url, URL_LANGS, type Viewport } from "../../helpers.ts";
import { afterTwoFrames, waitForIsland } from "./helpers.ts";

const PHONE: Viewport = { width: 375, height: 800 };

/** Whether a form control lies under the back-to-top button's box (its centre and corners), as the reader sees it. */
const controlUnderButton = (page: Page): Promise<boolean> =>
  page.getByTestId("back-to-top").evaluate((button) => {
    const box = button.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 4, box.top + 4],
      [box.right - 4, box.top + 4],
      [box.left + 4, box.bottom - 4],
      [box.right - 4, box.bottom - 4],
    ];
    const control = 'input:not([type="hidden"]), select, textarea, form button';
    return points.some(([x, y]) => document.elementsFromPoint(x, y).some((el) => el !== button && !button.contains(el) && el.matches(control)));
  });

test("at 375 px the back-to-top button never covers a field of the news tip form, nor shows while the reader types", async ({ openPage }) => {
  const { page, context } = await openPage({ viewport: PHONE });
  await quietOverlays(context);
  await page.goto(url("/en/news_provide"));
  await waitForIsland(page, "BackToTop");
  const button = page.getByTestId("back-to-top");
  const form = page.getByTestId("disclosure-form");
  const { top, bottom } = await form.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
  });
  assert.ok(bottom - top > PHONE.height, "the form is longer than the screen");

  // Down the form, a screen's eighth at a time: wherever a field or a button of the form would be under the button,
  // the button is hidden; elsewhere (beyond 400 px) it shows.
  let hiddenOverField = 0;
  let shown = 0;
  for (let y = Math.max(401, top - PHONE.height / 2); y < bottom; y += PHONE.height / 8) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await afterTwoFrames(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    if (scrolled <= 400) continue;
    const visible = (await button.getAttribute("data-visible")) === "true";
    const over = await controlUnderButton(page);
    assert.equal(visible, !over, `at ${scrolled} px: ${over ? "a field lies under the button" : "nothing to fill in under it"}, yet it is ${visible ? "shown" : "hidden"}`);
    if (over) hiddenOverField += 1;
    else shown += 1;
  }
  assert.ok(hiddenOverField > 0, "the walk met fields where the button sits");
  assert.ok(shown > 0, "and places where the button shows");

  // Shown, then the reader taps a field: hidden while they type (the keyboard is up), back when they leave it.
  for (let y = Math.max(401, top - PHONE.height / 2); y < bottom; y += 40) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await afterTwoFrames(page);
    if ((await button.getAttribute("data-visible")) === "true") break;
  }
  assert.equal(await button.getAttribute("data-visible"), "true");
  const field = form.getByLabel("Name");
  await field.evaluate((el) => el.focus({ preventScroll: true }));
  await afterTwoFrames(page);
  assert.equal(await button.getAttribute("data-visible"), "false", "hidden while a field has the focus");
  await field.evaluate((el) => el.blur());
  await afterTwoFrames(page);
  assert.equal(await button.getAttribute("data-visible"), "true", "back once the field is left");
});

test("the footer's YouTube link leads to the broadcaster's channel of the site setting, in a new window, in every language", async ({ openPage }) => {
  const setting = await apiData("/api/v1/common/setting", "en");
  assert.match(setting.youtubeChannel ?? "", /^https:\/\/www\.youtube\.com\/@\w+/, "the demo names the broadcaster's channel");
  const { page, context } = await openPage({ viewport: PHONE });
  await quietOverlays(context);
  for (const lang of URL_LANGS) {
    await page.goto(url(`/${lang}/`));
    const link = page.getByTestId("site-footer").getByTestId("footer-youtube");
    assert.equal(await link.getAttribute("href"), setting.youtubeChannel, lang);
    assert.equal(await link.getAttribute("target"), "_blank");
    assert.match((await link.getAttribute("rel")) ?? "", /noopener/);
  }
  // The demo's menu entry "YouTube Channel" leads there too, not to YouTube's home page.
  await page.goto(url("/en/"));
  const entry = page.getByTestId("site-header").getByRole("link", { name: "YouTube Channel", exact: true });
  assert.equal(await entry.first().getAttribute("href"), setting.youtubeChannel);
});
