// A supplier's password (docs/suppliers.md): forgotten → reset with a code sent to the account's mobile → signed in
// with the new one → changed again on the account's settings. Each step checked through the API and in the outbox.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { api, SUPPLIER, VIEWPORTS } from "../../helpers.ts";
import { answerCaptcha, codeSentTo, hydrated } from "../identity/helpers.ts";
import { outboxMessage, registerSupplierThroughApi } from "./helpers.ts";

test("a supplier resets a forgotten password, signs in with it, and changes it on the settings", async ({ memberPage, devServer }) => {
  const base = devServer;
  const supplier = await registerSupplierThroughApi(base);
  const { page, at, errors, ip } = await memberPage({ base, viewport: VIEWPORTS.mobile });

  // 1. From the sign-in screen to the reset.
  await page.goto(at("/en/supplier/login"));
  await hydrated(page, "supplier-login-submit");
  await page.getByTestId("supplier-forgot").click();
  await page.waitForURL(at("/en/supplier/password-reset"));
  await hydrated(page, "supplier-reset-submit");

  // §5 rules before anything is sent.
  await page.getByTestId("supplier-reset-submit").click();
  await page.locator("#supplier-reset-mobile[aria-invalid=true]").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), "supplier-reset-mobile");

  // 2. The mobile, the captcha, the code from the outbox, the new password twice.
  await page.locator("#supplier-reset-mobile").fill(supplier.mobile);
  await answerCaptcha(page, "supplier-reset-captcha");
  await page.getByTestId("supplier-reset-send-code").click();
  await page.locator('[data-testid="supplier-reset-notice"]', { hasText: "has been sent" }).waitFor();
  const { code } = await codeSentTo(base, supplier.mobile, (await outboxMessage(base, supplier.mobile, /供應商登記/)).id);
  await page.locator("#supplier-reset-code").fill(code);
  await page.locator("#supplier-reset-password").fill("Reset-2026!");
  await page.locator("#supplier-reset-repeatPassword").fill("Reset-2026!!");
  await page.getByTestId("supplier-reset-submit").click();
  await page.locator("#supplier-reset-repeatPassword[aria-invalid=true]").waitFor();
  await page.locator("#supplier-reset-repeatPassword").fill("Reset-2026!");
  await page.getByTestId("supplier-reset-submit").click();
  await page.getByTestId("supplier-reset-done").waitFor();
  await outboxMessage(base, supplier.mobile, /password of your supplier account has just been changed/);
  assert.equal((await api(base, `${SUPPLIER}/login`, { ip, body: { username: supplier.username, password: supplier.password } })).body.code, -1, "the old password is gone");

  // 3. Signed in with the new one, by the mobile number.
  await page.getByRole("link", { name: "Supplier sign-in" }).click();
  await page.waitForURL(at("/en/supplier/login"));
  await hydrated(page, "supplier-login-submit");
  await page.locator("#supplier-login-username").fill(supplier.mobile);
  await page.locator("#supplier-login-password").fill("Reset-2026!");
  await page.getByTestId("supplier-login-submit").click();
  await page.waitForURL(at("/en/supplier/account"));

  // 4. The settings: a wrong current password is refused; the right one changes it.
  await page.getByTestId("supplier-setting-link").click();
  await page.waitForURL(at("/en/supplier/account/setting"));
  await hydrated(page, "supplier-password-submit");
  await page.locator("#supplier-password-oldPassword").fill("Wrong-2026!");
  await page.locator("#supplier-password-password").fill("Second-2026!");
  await page.locator("#supplier-password-repeatPassword").fill("Second-2026!");
  await page.getByTestId("supplier-password-submit").click();
  await page.getByTestId("supplier-password-notice").waitFor();
  assert.doesNotMatch(await page.getByTestId("supplier-password-notice").innerText(), /has been changed/);
  await page.locator("#supplier-password-oldPassword").fill("Reset-2026!");
  await page.getByTestId("supplier-password-submit").click();
  await page.locator('[data-testid="supplier-password-notice"]', { hasText: "The password has been changed." }).waitFor();
  assert.equal(await page.locator("#supplier-password-oldPassword").inputValue(), "", "the fields are emptied");
  const signedIn = await api(base, `${SUPPLIER}/login`, { ip, body: { username: supplier.username, password: "Second-2026!" } });
  assert.match(signedIn.body.data?.token ?? "", /^sup_/);
  // The one refusal asked for (the wrong current password: 400) is the only error the browser logs.
  assert.deepEqual(errors.filter((e) => !/status of 400 .*\/api\/v1\.0\/supplier\/password:/.test(e)), []);
});
