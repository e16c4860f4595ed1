// The supplier journey (docs/suppliers.md) in Chromium: bind a mobile with the code from the outbox → the form with
// three documents → submitted → the account shows "under review" → sign out and in again → settings: new details,
// a new mobile with its code. Each step is checked in the database through the API and in the outbox.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { api, KEYS, SUPPLIER, VIEWPORTS } from "../../helpers.ts";
import { answerCaptcha, codeSentTo, hydrated, local, unique } from "../identity/helpers.ts";
import { freshMobile, outboxMessage, PDF, PNG } from "./helpers.ts";

test("a supplier registers, signs in, corrects the details and changes the mobile", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at, errors, ip } = await memberPage({ base, viewport: VIEWPORTS.mobile });
  const mobile = freshMobile();
  const username = unique("sup");

  // 1. Bind: the mobile, the captcha the page solves, the code from the outbox.
  await page.goto(at("/en/supplier/bind"));
  await hydrated(page, "supplier-bind-submit");
  await page.locator("#supplier-bind-mobile").fill(mobile);
  await answerCaptcha(page, "supplier-bind-captcha");
  await page.getByTestId("supplier-bind-send-code").click();
  await page.getByTestId("supplier-bind-notice").waitFor();
  assert.match(await page.getByTestId("supplier-bind-notice").innerText(), /has been sent/);
  const { code } = await codeSentTo(base, mobile);
  await page.locator("#supplier-bind-code").fill(code);
  await page.getByTestId("supplier-bind-submit").click();
  await page.waitForURL(at("/en/supplier/form"));
  assert.match((await local(page, KEYS.supplierToken)) ?? "", /^supb_/, "the registration ticket is the supplier token");

  // 2. The form: §5 rules first, then every field and the three documents.
  await hydrated(page, "supplier-form-submit");
  await page.locator("#supplier-form-companyNameZh").fill("Pearl River Media");
  await page.getByTestId("supplier-form-submit").click();
  assert.equal(await page.locator("#supplier-form-companyNameZh-error").innerText(), "Please enter Chinese");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "supplier-form-companyNameZh");
  assert.equal(await page.locator("#supplier-form-logo-error").innerText(), "Must upload");
  await page.locator("#supplier-form-companyNameZh").fill("珠江傳媒製作有限公司");
  await page.locator("#supplier-form-companyNameEn").fill("Pearl River Media Production Limited");
  await page.locator("#supplier-form-businessRegistrationNo").fill("SO-77102");
  await page.locator("#supplier-form-contactPerson").fill("Wong Mei Ling");
  await page.locator("#supplier-form-email").fill(`${username}@pearlriver.example.mo`);
  await page.locator("#supplier-form-address").fill("Avenida da Praia Grande 429, 15.º andar");
  await page.getByTestId("supplier-form-businessRegistration-input").setInputFiles({ name: "br.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByTestId("supplier-form-logo-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await page.getByTestId("supplier-form-license-input").setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG });
  for (const kind of ["businessRegistration", "logo", "license"]) {
    await page.locator(`[data-testid="supplier-form-${kind}-status"]`, { hasText: "Uploaded" }).waitFor();
  }
  await page.locator("#supplier-form-username").fill(username);
  await page.locator("#supplier-form-password").fill("Pearl-2026!");
  await page.locator("#supplier-form-repeatPassword").fill("Pearl-2026!");
  await page.getByTestId("supplier-form-submit").click();
  await page.waitForURL(at("/en/supplier/submit/success"));
  const token = (await local(page, KEYS.supplierToken)) ?? undefined;
  assert.match(token ?? "", /^sup_/, "signed in as the supplier");
  assert.equal(await local(page, "portal.member.token"), null, "no member token appears");

  // In the database (through the API) and in the outbox.
  const registered = await api(base, `${SUPPLIER}/info`, { token, ip });
  assert.equal(registered.body.data.status, "pending");
  assert.equal(registered.body.data.mobile, mobile);
  assert.deepEqual(registered.body.data.files.map((f: { kind: string }) => f.kind), ["businessRegistration", "logo", "license"]);
  await outboxMessage(base, mobile, /Pearl River Media Production Limited/);

  // 3. The account shows the status.
  await page.getByTestId("supplier-success-account").click();
  await page.waitForURL(at("/en/supplier/account"));
  await page.getByTestId("supplier-status").waitFor();
  assert.match(await page.getByTestId("supplier-status").innerText(), /Under review/);

  // 4. Sign out, and in again with the mobile number.
  await page.getByTestId("supplier-logout").click();
  await page.waitForURL(at("/en/supplier/login"));
  assert.equal(await local(page, KEYS.supplierToken), null);
  assert.equal((await api(base, `${SUPPLIER}/info`, { token, ip })).status, 401, "the old token is ended");
  await hydrated(page, "supplier-login-submit");
  await page.locator("#supplier-login-username").fill(mobile);
  await page.locator("#supplier-login-password").fill("Pearl-2026!");
  await page.getByTestId("supplier-login-submit").click();
  await page.waitForURL(at("/en/supplier/account"));
  const session = (await local(page, KEYS.supplierToken)) ?? undefined;

  // 5. Settings: the details, then a new mobile with its code.
  await page.getByTestId("supplier-setting-link").click();
  await page.waitForURL(at("/en/supplier/account/setting"));
  await hydrated(page, "supplier-details-submit");
  await page.locator("#supplier-details-contactPerson").fill("Lam Ka Ho");
  await page.getByTestId("supplier-details-submit").click();
  await page.locator('[data-testid="supplier-details-notice"]', { hasText: "updated" }).waitFor();
  assert.equal((await api(base, `${SUPPLIER}/info`, { token: session, ip })).body.data.contactPerson, "Lam Ka Ho");

  const newMobile = freshMobile();
  await page.locator("#supplier-mobile-mobile").fill(newMobile);
  await answerCaptcha(page, "supplier-mobile-captcha");
  await page.getByTestId("supplier-mobile-send-code").click();
  await page.locator('[data-testid="supplier-mobile-notice"]', { hasText: "has been sent" }).waitFor();
  const changeCode = await codeSentTo(base, newMobile);
  await page.locator("#supplier-mobile-code").fill(changeCode.code);
  await page.getByTestId("supplier-mobile-submit").click();
  await page.locator('[data-testid="supplier-mobile-notice"]', { hasText: newMobile }).waitFor();
  await page.locator('[data-testid="supplier-current-mobile"]', { hasText: newMobile }).waitFor();
  assert.equal((await api(base, `${SUPPLIER}/info`, { token: session, ip })).body.data.mobile, newMobile);
  await outboxMessage(base, mobile, /has just been changed/);
  assert.deepEqual(errors, []);
});

test("the form without a verified mobile sends the visitor back to bind", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at } = await memberPage({ base });
  await page.goto(at("/zh-hant/supplier/form"));
  await page.getByTestId("supplier-form-missing").waitFor();
  await page.getByRole("link", { name: "重新驗證手機號碼" }).click();
  await page.waitForURL(at("/zh-hant/supplier/bind"));
});

test("the account without a supplier session goes to the supplier login; a member token is no supplier token", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at } = await memberPage({ base, storage: { "portal.member.token": "x".repeat(43) } });
  await page.goto(at("/en/supplier/account"));
  await page.waitForURL(at("/en/supplier/login"));
  await page.getByTestId("supplier-login-page").waitFor();
});
