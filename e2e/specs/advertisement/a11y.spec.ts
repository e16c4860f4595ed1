// axe-core on the advert, notice and subject screens at 375 and 1440 px.
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, quietOverlays, url, VIEWPORTS } from "../../helpers.ts";
import { demoSpecial, footerAdverts } from "./helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";

for (const viewport of Object.values(VIEWPORTS)) {
  test(`advert, notice and subject screens have no serious axe violation (${viewport.width} px)`, async ({ openPage }) => {
    const ads = await footerAdverts("en");
    const gp = await demoSpecial("macau-grand-prix", "en");
    const { page, context } = await openPage({ viewport });
    await quietOverlays(context);
    for (const path of [`/en/advertisement/${ads[0].id}`, "/en/notice-list", `/zh-hant/subject`, `/en/subject/${gp.id}`]) {
      await page.goto(url(path), { waitUntil: "networkidle" });
      await page.getByTestId("footer-ads").scrollIntoViewIfNeeded();
      await waitForIsland(page, "FooterAds");
      await expectNoA11yViolations(page);
    }
  });
}
