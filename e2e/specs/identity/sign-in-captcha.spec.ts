// Sign-in throttling in the browser (issue 20; docs/members.md "Sign-in and sign-out"): after too many failures at a
// name the server answers code -2 instead of checking the password; the member login screen and the supplier login
// then show the robot check, solve it and send the attempt again by themselves. The names used here are the demo
// accounts' e-mail addresses, which no other spec signs in with (each name has a counter of its own), so the specs
// that sign the demo accounts in by name are not slowed.
import assert from "node:assert/strict";
import type { Page, Response } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { api, BASE_URL, DEMO, DEMO_SUPPLIER, expectNoA11yViolations, freshAddress, IDENTITY, KEYS, SUPPLIER } from "../../helpers.ts";
import { hydrated, local } from "./helpers.ts";

/** apps/server/src/modules/identity/seed.ts and supplier/seed.ts: the demo member's and the demo supplier's e-mail addresses. */
const DEMO_EMAIL = "demo@example.mo";
const DEMO_SUPPLIER_EMAIL = "tenders@harbourlight.example.mo";
const CAPTCHA_REQUIRED = -2;

/** Wrong passwords at `name` from new addresses until the server asks for a captcha, which the right password then gets too. */
async function throttle(path: string, name: string, password: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const res = await api(BASE_URL, path, { ip: freshAddress(), body: { username: name, password: "Wrong-pass-1" } });
    assert.equal(res.body.code, -1, JSON.stringify(res.body));
  }
  const asked = await api(BASE_URL, path, { ip: freshAddress(), body: { username: name, password } });
  assert.equal(asked.status, 429);
  assert.equal(asked.body.code, CAPTCHA_REQUIRED);
}

/**
 * Holds the page's captcha challenges until `release()`, so that the test sees the check being made before the
 * browser solves it and the form signs in.
 */
async function holdCaptchas(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/common/VerifyCode**", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const loginAnswer = (page: Page, path: string): Promise<Response> => page.waitForResponse((res) => new URL(res.url()).pathname === path && res.request().method() === "POST");

test("member login screen: after failures at the name, the robot check appears, is solved and the login goes through", async ({ memberPage }) => {
  await throttle(`${IDENTITY}/login`, DEMO_EMAIL, DEMO.password);
  const { page, at } = await memberPage();
  await page.goto(at("/en/user"));
  await hydrated(page, "login-submit");
  assert.equal(await page.locator("#login-captcha").count(), 0, "no robot check before the server asks for one");
  const release = await holdCaptchas(page);

  await page.locator("#login-username").fill(DEMO_EMAIL);
  await page.locator("#login-password").fill(DEMO.password);
  const first = loginAnswer(page, `${IDENTITY}/login`);
  await page.getByTestId("login-submit").click();
  const asked = await first;
  assert.equal(asked.status(), 429);
  const { code, message } = await asked.json();
  assert.equal(code, CAPTCHA_REQUIRED);
  assert.equal(await page.getByTestId("login-toast").locator(".toast__text").innerText(), message);
  await page.getByTestId("login-captcha-status").waitFor();
  assert.match(await page.locator("#login-captcha-hint").innerText(), /several failed logins/);
  assert.equal(await page.getByTestId("login-submit").isDisabled(), true, "busy while the check runs");
  await expectNoA11yViolations(page, { include: "main" });

  const second = loginAnswer(page, `${IDENTITY}/login`);
  release();
  // The page may have left by the time the answer is read: its body is gone then, the token and address say enough.
  const signedIn = await second;
  assert.equal(signedIn.status(), 200);
  const sent = signedIn.request().postDataJSON();
  assert.ok(sent.verifyKey && /^\d+$/.test(sent.verifyCode), "sent again with the solved captcha");
  assert.equal(sent.username, DEMO_EMAIL);
  await page.waitForURL(at("/en/"));
  assert.ok(await local(page, KEYS.memberToken), "the token is stored");
});

test("supplier login: after failures at the name, the robot check appears, is solved and the login goes through", async ({ memberPage }) => {
  await throttle(`${SUPPLIER}/login`, DEMO_SUPPLIER_EMAIL, DEMO_SUPPLIER.password);
  const { page, at } = await memberPage();
  await page.goto(at("/en/supplier/login"));
  await hydrated(page, "supplier-login-submit");
  const release = await holdCaptchas(page);

  await page.locator("#supplier-login-username").fill(DEMO_SUPPLIER_EMAIL);
  await page.locator("#supplier-login-password").fill(DEMO_SUPPLIER.password);
  const first = loginAnswer(page, `${SUPPLIER}/login`);
  await page.getByTestId("supplier-login-submit").click();
  const asked = await first;
  const refusal = await asked.json();
  assert.equal(refusal.code, CAPTCHA_REQUIRED);
  await page.getByTestId("supplier-login-captcha-status").waitFor();
  assert.equal(await page.getByTestId("supplier-login-error").innerText(), refusal.message);

  const second = loginAnswer(page, `${SUPPLIER}/login`);
  release();
  // The island leaves for the account at once: its answer's body is gone with the page, the account says enough.
  const signedIn = await second;
  assert.equal(signedIn.status(), 200);
  assert.ok(signedIn.request().postDataJSON().verifyKey, "sent again with the solved captcha");
  await page.waitForURL(at("/en/supplier/account"));
  assert.match((await local(page, KEYS.supplierToken)) ?? "", /^sup_/);
});
