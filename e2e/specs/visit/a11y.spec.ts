// The studio visit screens pass axe (no serious or critical violations) at 375 and 1440 px, in a Chinese and a
// Latin-script language: the programme page, and the booking form as it opens and with its messages shown.
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, quietOverlays, url, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["zh-hant", "en"]) {
    test(`the visit programme is accessible at ${name} in ${lang}`, async ({ openPage }) => {
      const { page, context } = await openPage({ viewport });
      await quietOverlays(context);
      await page.goto(url(`/${lang}/about_us/visit`));
      await page.getByTestId("visit-location").first().waitFor();
      await expectNoA11yViolations(page);
    });
    test(`the visit booking form is accessible at ${name} in ${lang}, with its messages shown`, async ({ openPage }) => {
      const { page, context } = await openPage({ viewport });
      await quietOverlays(context);
      await page.goto(url(`/${lang}/about_us/visit/application`));
      await waitForIsland(page, "VisitBooking");
      await expectNoA11yViolations(page);
      const form = page.getByTestId("visit-form");
      await form.getByRole("radio").first().check();
      await form.locator("select").nth(1).selectOption({ index: 2 });
      await form.locator('[data-testid$="-captcha-status"][data-state="solved"]').waitFor({ timeout: 60_000 });
      await form.locator('button[type="submit"]').click();
      await form.locator(".field--invalid").first().waitFor();
      await expectNoA11yViolations(page);
    });
  }
}
