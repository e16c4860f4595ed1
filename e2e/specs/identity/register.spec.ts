// Registration and password reset (spec §3, docs/members.md) through the screens: the proof-of-work captcha, the code read
// from the outbox, every field, the signed-in confirmation; the three reset steps, login with the new password, the
// incomplete-profile prompt and completing the profile. These need /dev/outbox.json: the devServer fixture
// (member/helpers.ts).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { api, KEYS, VIEWPORTS } from "../../helpers.ts";
import { answerCaptcha, codeSentTo, hydrated, local, newCaptcha, registerThroughApi, unique } from "./helpers.ts";

test("registration: captcha, code from the outbox, every field; lands on registerConfirm signed in", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at, errors } = await memberPage({ base, viewport: VIEWPORTS.mobile });
  await page.goto(at("/en/user/registration"));
  await hydrated(page, "register-submit");
  const username = unique("reg");
  const contact = `${username}@example.mo`;
  await page.locator("#register-username").fill(username);
  await page.locator("#register-contact").fill(contact);
  // The robot check runs by itself while the form is filled: nothing to read or type; screen readers hear it.
  const firstKey = await answerCaptcha(page, "register-verifyCode");
  await page.getByTestId("register-send-code").click();
  await page.getByTestId("register-code-note").waitFor();
  assert.match(await page.getByTestId("register-code-note").innerText(), /has been sent/);
  assert.match(await page.getByTestId("register-send-code").innerText(), /Send again in \d+ s/);
  assert.equal(await page.getByTestId("register-send-code").isDisabled(), true, "once a minute");
  const { code } = await codeSentTo(base, contact);
  await page.locator("#register-contactCode").fill(code);
  await page.locator("#register-password").fill("Reg-pass-1");
  await page.locator("#register-repeatPassword").fill("Reg-pass-2");
  await page.locator("#register-lastName").fill("Chan");
  await page.locator("#register-firstName").fill("Tai Man");
  await page.locator('label[for="register-sex"]').click();
  await page.locator("#register-ageRanges").selectOption("25-34");
  await page.locator("#register-educationalStatus").selectOption("bachelor");
  await page.locator("#register-profession").selectOption("teacher");
  await page.locator("#register-monthlyProfit").selectOption({ index: 2 });
  await page.locator("#register-address").fill("Avenida de Almeida Ribeiro 100");
  await page.locator('label[for="register-favInfo"]').click();
  // A captcha answers once: a new check runs by itself before registering.
  await newCaptcha(page, "register-verifyCode", firstKey);
  await answerCaptcha(page, "register-verifyCode");
  await page.getByTestId("register-submit").click();
  assert.equal(await page.locator("#register-repeatPassword-error").innerText(), "Two passwords are inconsistent");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "register-repeatPassword");
  await page.locator("#register-repeatPassword").fill("Reg-pass-1");
  // The privacy policy and the terms of use must be accepted: refused like any field, the box focused.
  await page.getByTestId("register-submit").click();
  assert.equal(await page.locator("#register-consent-error").innerText(), "Please read and accept the privacy policy and the terms of use");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "register-consent");
  assert.equal(await page.locator("#register-consent").getAttribute("aria-invalid"), "true");
  await page.getByTestId("register-consent").check();
  assert.equal(await page.locator("#register-consent-error").count(), 0, "the error goes once the box is ticked");
  await page.getByTestId("register-submit").click();
  await page.waitForURL(at("/en/user/registerConfirm"));
  await page.getByTestId("register-confirm-page").waitFor();
  assert.ok(await local(page, KEYS.memberToken), "signed in at once");
  const info = JSON.parse((await local(page, KEYS.memberInfo)) ?? "{}");
  assert.equal(info.username, username);
  assert.equal(info.profileIncomplete, false, "the profile given at registration is complete");
  assert.deepEqual(info.favInfo, ["news"]);
  await page.locator('[data-testid="header-member"][data-logged-in="true"]').waitFor();
  assert.deepEqual(errors, []);
});

test("forgot password in three steps, then login with the new password; an incomplete profile is prompted and completed", async ({ memberPage, devServer }) => {
  const base = devServer;
  const member = await registerThroughApi(base);
  const { page, at } = await memberPage({ base });
  await page.goto(at("/en/user/forgetPassword"));
  await hydrated(page, "forget-submit");
  await page.locator("#reset-contact").fill(member.contact);
  const before = (await api(base, `/dev/outbox.json?recipient=${encodeURIComponent(member.contact)}`)).body.data.items[0]?.id ?? 0;
  await answerCaptcha(page, "reset-verifyCode");
  await page.getByTestId("forget-submit").click();
  await page.locator('[data-testid="forget-form"][data-step="code"]').waitFor();
  const { code } = await codeSentTo(base, member.contact, before);
  await page.locator("#reset-code").fill(code);
  await page.getByTestId("forget-submit").click();
  await page.locator('[data-testid="forget-form"][data-step="password"]').waitFor();
  await page.locator("#reset-password").fill("Second-pass2");
  await page.locator("#reset-repeatPassword").fill("Second-pass2");
  await page.getByTestId("forget-submit").click();
  await page.waitForURL(at("/en/user"));
  assert.match(await page.getByTestId("login-notice").innerText(), /password has been reset/);

  await hydrated(page, "login-submit");
  await page.locator("#login-username").fill(member.username);
  await page.locator("#login-password").fill("Second-pass2");
  await page.getByTestId("login-submit").click();
  // Registered with the required fields only: "please complete your member profile".
  const prompt = page.getByTestId("profile-prompt");
  await prompt.waitFor();
  assert.match(await prompt.innerText(), /Please complete your member profile/);
  await page.getByTestId("profile-prompt-confirm").click();
  await page.waitForURL(at("/en/user/completionInfo"));
  await page.getByTestId("profile-form").waitFor();
  await page.locator('label[for="profile-sex"]').click();
  await page.locator("#profile-ageRanges").selectOption("35-44");
  await page.locator("#profile-educationalStatus").selectOption("master");
  await page.locator("#profile-profession").selectOption("it");
  await page.locator("#profile-monthlyProfit").selectOption({ index: 1 });
  await page.getByTestId("profile-submit").click();
  // On to where the login was going: home (the login screen had no return address).
  await page.waitForURL(at("/en/"));
  assert.equal(JSON.parse((await local(page, KEYS.memberInfo)) ?? "{}").profileIncomplete, false);
});
