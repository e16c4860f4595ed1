// axe on the forms screens (docs/forms.md) at 375 and 1440 px: news_provide with its disclosure form, the job
// list, a job with its application form, the tenders. No serious or critical violation.
import { test } from "node:test";
import { VIEWPORTS, expectNoA11yViolations, openPage, url } from "../helpers.mjs";

const pages = ["/zh-hant/news_provide", "/en/recruitment", "/pt/join-us/job-opportunity", "/zh-hant/recruitment/1", "/en/tendering"];
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const path of pages) {
    test(`${path} at ${viewport.width} px has no serious accessibility violation`, async (t) => {
      const { page } = await openPage(t, { viewport });
      await page.goto(url(path));
      // The islands hydrate (the forms are checked as a person meets them).
      await page.waitForLoadState("networkidle");
      await expectNoA11yViolations(page);
    });
  }
  void name;
}
