// Accessibility of the campaign pages (tdm40, tdm40-congratulate, tdm40-ticket) at 375 and 1440 px: signed out,
// and the member's forms signed in.
import { test } from "../../fixtures.ts";
import { BASE_URL, expectNoA11yViolations, KEYS, VIEWPORTS } from "../../helpers.ts";
import { tokenFor } from "../member/helpers.ts";

const SCREENS = [
  ["/zh-hant/tdm40", "campaign-page"],
  ["/en/tdm40-congratulate", "congratulate"],
  ["/pt/tdm40-ticket", "ticket"],
];

for (const [name, viewport] of Object.entries({ mobile: VIEWPORTS.mobile, desktop: VIEWPORTS.desktop })) {
  test(`the campaign pages have no serious accessibility violations (${name})`, async ({ memberPage }) => {
    const { page, at } = await memberPage({ viewport });
    for (const [path, testId] of SCREENS) {
      await page.goto(at(path), { waitUntil: "networkidle" });
      await page.locator(`[data-testid=${testId}]:not([data-ready=""])`).first().waitFor();
      await expectNoA11yViolations(page);
    }
    const signedIn = await memberPage({ viewport, storage: { [KEYS.memberToken]: await tokenFor(BASE_URL, { username: "demo", password: "Demo-2026!" }) } });
    // The demo member's ticket page shows the form, or their ticket once campaign/pages.spec.ts (which may run at the
    // same time) has registered one: both are checked as they come.
    for (const [path, form] of [["/zh-hans/tdm40-congratulate", "[data-testid=congratulate-form]"], ["/en/tdm40-ticket", "[data-testid=ticket-form], [data-testid=ticket-confirmation]"]]) {
      await signedIn.page.goto(signedIn.at(path), { waitUntil: "networkidle" });
      await signedIn.page.locator(form).first().waitFor();
      await expectNoA11yViolations(signedIn.page);
    }
  });
}
