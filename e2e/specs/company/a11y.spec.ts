// The About us pages pass axe (no serious or critical violations) at 375 and 1440 px, in a Chinese and a Latin-script
// language: the landing, a CMS page, the press list and a release, the history, production and international pages.
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["zh-hant", "en"] as const) {
    test(`the About us pages are accessible at ${name} in ${lang}`, async ({ quietPage }) => {
      const { items } = await apiData("/api/v1.0/cms/company/info?type=press_release&pageSize=1", lang);
      const { page } = await quietPage({ viewport });
      for (const path of [
        "about_us",
        "about_us/structure",
        "about_us/report",
        "about_us/press_release",
        `about_us/press_release/${items[0].id}`,
        "about_us/history",
        "about_us/program_production",
        "about_us/international",
      ]) {
        await page.goto(url(`/${lang}/${path}`));
        await page.locator("main#main").waitFor();
        await expectNoA11yViolations(page);
      }
    });
  }
}
