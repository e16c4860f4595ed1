// The daily quiz screen passes axe (no serious or critical violations) at 375 and 1440 px, signed out, in a Chinese
// and a Latin-script language.
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, quietOverlays, url, VIEWPORTS } from "../../helpers.ts";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["zh-hant", "pt"]) {
    test(`the daily quiz is accessible at ${name} in ${lang}`, async ({ openPage }) => {
      const { page, context } = await openPage({ viewport });
      await quietOverlays(context);
      await page.goto(url(`/${lang}/game/daily-quiz`));
      await page.locator('[data-testid="quiz-form"][data-ready]').waitFor();
      await page.getByTestId("quiz-signin").waitFor();
      await expectNoA11yViolations(page);
    });
  }
}
