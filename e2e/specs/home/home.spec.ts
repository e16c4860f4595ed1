// The home page loads cleanly and is accessible, at both widths.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`home (${viewport.width} px) logs no console error and throws nothing`, async ({ openPage }) => {
    const { page, errors } = await openPage({ viewport });
    const response = await page.goto(url("/zh-hant/"), { waitUntil: "networkidle" });
    assert.equal(response?.status(), 200);
    // Scroll through the page so that islands loaded when visible get their turn.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    assert.deepEqual(errors, [], `errors on the ${name} home page`);
  });

  test(`home (${viewport.width} px) has no serious or critical axe-core violation`, async ({ openPage }) => {
    const { page } = await openPage({ viewport });
    await page.goto(url("/zh-hant/"), { waitUntil: "networkidle" });
    await expectNoA11yViolations(page);
  });
}
