// Programme pages at 1440 px have no serious or critical axe-core violations (docs/media.md).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";

for (const path of [
  "/zh-hant/program-detail/street-stories",
  "/zh-hant/program/playitem_video/street-stories-1",
  "/zh-hant/program/host-list",
  "/en/program/feature-list",
  "/zh-hant/program/tv_zh",
]) {
  test(`${path} (1440 px) has no serious accessibility violations`, async ({ openPage }) => {
    const { page } = await openPage({ viewport: VIEWPORTS.desktop });
    const response = await page.goto(url(path));
    assert.equal(response?.status(), 200, path);
    await expectNoA11yViolations(page);
  });
}
