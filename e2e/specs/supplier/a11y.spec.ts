// Accessibility of the supplier screens (axe-core, serious and critical) at 375 and 1440 px: login, bind, the form
// (with a ticket in storage), submitted (a pending supplier's), the account and its settings (signed in as the demo
// supplier: the supplierToken fixture); the forms also with every required field marked.
import { test } from "../../fixtures.ts";
import { api, BASE_URL, expectNoA11yViolations, KEYS, SUPPLIER, VIEWPORTS } from "../../helpers.ts";
import { expectFormAccessible, hydrated } from "../identity/helpers.ts";

/** The path of a form and the test id of its submit button. */
const FORMS: [path: string, submit: string][] = [
  ["/zh-hant/supplier/login", "supplier-login-submit"],
  ["/en/supplier/bind", "supplier-bind-submit"],
  ["/pt/supplier/password-reset", "supplier-reset-submit"],
];

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test(`the supplier sign-in and registration screens at ${viewport.width} px`, async ({ memberPage }) => {
    const { page, at } = await memberPage({ viewport, storage: { [KEYS.supplierToken]: `supb_${"a".repeat(43)}` } });
    for (const [path, submit] of [...FORMS, ["/pt/supplier/form", "supplier-form-submit"]]) {
      await page.goto(at(path));
      await expectFormAccessible(page, submit);
    }
  });

  test(`the submitted screen, for a supplier whose registration is under review, at ${viewport.width} px`, async ({ memberPage }) => {
    // The demo's pending supplier: the screen says "under review" only to such a one (issue 21).
    const opened = await memberPage({ viewport });
    const login = await api(BASE_URL, `${SUPPLIER}/login`, { ip: opened.ip, body: { username: "lotus-stage", password: "Demo-2026!" } });
    const { page, at } = await memberPage({ viewport, storage: { [KEYS.supplierToken]: login.body.data.token } });
    await page.goto(at("/zh-hans/supplier/submit/success"));
    await page.getByTestId("supplier-submitted").waitFor();
    await expectNoA11yViolations(page);
  });

  test(`the supplier account and settings at ${viewport.width} px`, async ({ memberPage, supplierToken }) => {
    const { page, at } = await memberPage({ viewport, storage: { [KEYS.supplierToken]: supplierToken } });
    await page.goto(at("/en/supplier/account"));
    await page.getByTestId("supplier-status").waitFor();
    await expectNoA11yViolations(page);
    await page.goto(at("/zh-hant/supplier/account/setting"));
    await hydrated(page, "supplier-details-submit");
    await expectNoA11yViolations(page);
    await page.getByTestId("supplier-mobile-submit").click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expectNoA11yViolations(page);
  });
}
