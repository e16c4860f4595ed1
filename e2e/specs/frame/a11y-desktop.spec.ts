// Accessibility of the frame at 1440 px: axe-core finds no serious or critical violation on home (with and without
// the cookie bar and popup of a first visit), the 404 page and /debug, in the four languages; and the keyboard
// reaches the skip link first, which leads into the page. (375 px: a11y-mobile.spec.ts.)
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { KEYS, url, URL_LANGS, VIEWPORTS } from "../../helpers.ts";
import { expectAccessibleFrame, settleOverlays } from "./helpers.ts";

for (const lang of URL_LANGS) {
  test(`/${lang}/ home, 404 and debug (1440 px) have no serious or critical axe-core violation`, ({ openPage }) =>
    expectAccessibleFrame(openPage, lang, VIEWPORTS.desktop));
}

test("Tab from the top reaches the skip link first, and the skip link leads into the page", async ({ openPage }) => {
  const { page } = await openPage({ viewport: VIEWPORTS.desktop, storage: { [KEYS.cookieConsent]: String(Date.now()) } });
  await page.goto(url("/zh-hant/debug"));
  await settleOverlays(page);
  await page.keyboard.press("Tab");
  const skip = page.locator(".skip-link");
  assert.equal(await skip.evaluate((link) => link === document.activeElement), true, "the first stop is the skip link");
  assert.equal(await skip.isVisible(), true, "it shows when focused");
  assert.equal(await skip.getAttribute("href"), "#main");

  await page.keyboard.press("Enter");
  await page.waitForURL(url("/zh-hant/debug#main"));
  await page.keyboard.press("Tab");
  assert.equal(
    await page.evaluate(() => Boolean(document.activeElement?.closest("main#main"))),
    true,
    "the next Tab stop is inside the page's main content, past the header",
  );
});
