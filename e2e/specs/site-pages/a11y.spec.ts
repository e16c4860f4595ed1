// The site's own pages pass axe (no serious or critical violations) at 375 and 1440 px, in a Chinese and a
// Latin-script language (docs/site-pages.md).
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, quietOverlays, url, VIEWPORTS } from "../../helpers.ts";

const PAGES = [
  ["contact_us", "contact-page"],
  ["advertising", "advertising-page"],
  ["weather", "weather-page"],
  ["latest", "latest-page"],
  ["accessibility", "legal-accessibility"],
];

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["zh-hant", "pt"]) {
    test(`the site pages are accessible at ${name} in ${lang}`, async ({ openPage }) => {
      const { page, context } = await openPage({ viewport });
      await quietOverlays(context);
      for (const [path, testId] of PAGES) {
        await page.goto(url(`/${lang}/${path}`));
        await page.getByTestId(testId).waitFor();
        await expectNoA11yViolations(page);
      }
    });
  }
}
