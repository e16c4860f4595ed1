// Programme pages at 375 px have no serious or critical axe-core violations (docs/media.md).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";

for (const path of [
  "/zh-hant/program/all_program",
  "/en/program-detail/grand-prix-magazine",
  "/en/program/playitem_video/street-stories-2",
  "/pt/program/playitem_radio/hora-da-musica-1",
]) {
  test(`${path} (375 px) has no serious accessibility violations`, async ({ openPage }) => {
    const { page } = await openPage({ viewport: VIEWPORTS.mobile });
    const response = await page.goto(url(path));
    assert.equal(response?.status(), 200, path);
    await expectNoA11yViolations(page);
  });
}
