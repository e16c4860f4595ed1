// The cookie bar on a phone (issue 21 item 5; docs/frame.md "Cookie consent"): compact in every language.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { KEYS, url, URL_LANGS } from "../../helpers.ts";
import { PHONE } from "./consent-helpers.ts";
import { afterTwoFrames } from "./helpers.ts";

test("on a 375 × 800 phone the bar is compact in every language: two lines of text and its buttons, at most a fifth of the screen", async ({ openPage }) => {
  for (const [size, share] of [
    [16, 0.2],
    [20, 0.25],
  ]) {
    const { page } = await openPage({ viewport: PHONE, storage: { [KEYS.fontSize]: JSON.stringify({ size, date: "2026-03-01" }) } });
    for (const lang of URL_LANGS) {
      await page.goto(url(`/${lang}/`));
      const bar = page.getByTestId("cookie-bar");
      await page.locator('[data-testid="cookie-bar"][data-ready="true"]').waitFor();
      await afterTwoFrames(page);
      const box = await bar.boundingBox();
      const where = `${lang}, text ${size} px`;
      // The screen in CSS pixels (800, unless something of the page is wider than the phone and the page is shown smaller).
      const screen = await page.evaluate(() => window.innerHeight);
      assert.ok(box && box.height <= share * screen, `the bar takes at most ${share * 100} % of the screen (${where}: ${box?.height} of ${screen} px)`);
      for (const id of ["cookie-accept", "cookie-reject", "cookie-manage"]) {
        const button = await bar.getByTestId(id).boundingBox();
        assert.ok(button && button.height >= 40, `${id} is at least 40 px tall (${where})`);
        assert.ok(button && button.y >= box.y && button.y + button.height <= screen + 0.5, `${id} is in view (${where})`);
        if (size === 16) assert.ok(button.x >= 0 && button.x + button.width <= PHONE.width, `${id} is within the width (${where})`);
      }
      if (size === 16) {
        const rows = new Set(await bar.locator(".cookie-actions button").evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top))));
        assert.equal(rows.size, 1, `one row of buttons (${where})`);
      }
    }
  }
});
