// axe on the forms screens (docs/forms.md) at 375 and 1440 px: news_provide with its disclosure form, the job
// list, a job with its application form, the tenders. No serious or critical violation.
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";

const pages = ["/zh-hant/news_provide", "/en/recruitment", "/pt/join-us/job-opportunity", "/zh-hant/recruitment/1", "/en/tendering"];
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const path of pages) {
    test(`${path} at ${viewport.width} px has no serious accessibility violation`, async ({ openPage }) => {
      const { page } = await openPage({ viewport });
      await page.goto(url(path));
      // The islands hydrate (the forms are checked as a person meets them).
      await page.waitForLoadState("networkidle");
      await expectNoA11yViolations(page);
    });
  }
  void name;
}

// The forms once hydrated and refused (errors, summary, captcha status), as a person filling them meets them.
for (const [path, testId, submit] of [
  ["/en/news_provide", "disclosure-form", "Send tip"],
  ["/zh-hant/recruitment/1", "application-form", "遞交申請"],
]) {
  test(`${path}: the hydrated form with its errors has no serious accessibility violation`, async ({ openPage }) => {
    const { page } = await openPage({ viewport: VIEWPORTS.mobile });
    await page.goto(url(path));
    const form = page.getByTestId(testId);
    await form.locator("input").first().click();
    await page.locator(`[data-testid="${testId}"] [data-testid$="-captcha-status"][data-state="solved"]`).waitFor({ timeout: 60_000 });
    await form.getByRole("button", { name: submit }).click();
    await form.locator(".field__error").first().waitFor();
    await expectNoA11yViolations(page);
  });
}
