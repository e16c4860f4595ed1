// axe-core on the live, special-live and schedule pages, and the refused visitor's live page.
import { test } from "node:test";
import { expectNoA11yViolations, url } from "../helpers.mjs";
import { ABROAD, VIEWPORTS } from "./live-helpers.mjs";
import { quietPage } from "./news-helpers.mjs";

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test(`live, special live and schedule pass axe (${viewport.width} px)`, async (t) => {
    const { page } = await quietPage(t, { viewport });
    for (const path of ["/zh-hant/live", "/en/live?channel=radio-macau", "/en/program_list", "/zh-hant/special-live"]) {
      await page.goto(url(path), { waitUntil: "networkidle" });
      await expectNoA11yViolations(page);
    }
    const abroad = await quietPage(t, { viewport, contextOptions: { extraHTTPHeaders: ABROAD } });
    await abroad.page.goto(url("/pt/live"), { waitUntil: "networkidle" });
    await abroad.page.getByTestId("live-region").waitFor();
    await expectNoA11yViolations(abroad.page);
  });
}

