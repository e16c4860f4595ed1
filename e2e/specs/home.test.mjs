// The home page loads cleanly and is accessible, at both widths.
import assert from "node:assert/strict";
import { test } from "node:test";
import { VIEWPORTS, expectNoA11yViolations, openPage, url } from "../helpers.mjs";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`home (${viewport.width} px) logs no console error and throws nothing`, async (t) => {
    const { page, errors } = await openPage(t, { viewport });
    const response = await page.goto(url("/zh-hant/"), { waitUntil: "networkidle" });
    assert.equal(response?.status(), 200);
    // Scroll through the page so that islands loaded when visible get their turn.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    assert.deepEqual(errors, [], `errors on the ${name} home page`);
  });

  test(`home (${viewport.width} px) has no serious or critical axe-core violation`, async (t) => {
    const { page } = await openPage(t, { viewport });
    await page.goto(url("/zh-hant/"), { waitUntil: "networkidle" });
    await expectNoA11yViolations(page);
  });
}
