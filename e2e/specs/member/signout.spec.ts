// Sign-out within reach on a phone (issue 10): from the member centre's tab strip row and from the menu panel.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { api, BASE_URL, DEMO, freshAddress, IDENTITY, KEYS, quietOverlays, url, type UrlLang, VIEWPORTS } from "../../helpers.ts";
import { openPhoneMenu } from "../frame/helpers.ts";
import { local } from "../identity/helpers.ts";

/** A session of its own for each test: signing out ends it (so not the memberToken fixture). */
async function freshToken(): Promise<string> {
  const { body } = await api(BASE_URL, `${IDENTITY}/login`, { ip: freshAddress(), body: DEMO });
  assert.equal(body.code, 0, body.message);
  return body.data.token;
}

/** Signing out ends on the home page of the language, signed out. */
async function expectSignedOut(page: Page, token: string, lang: UrlLang): Promise<void> {
  await page.waitForURL(url(`/${lang}/`));
  await page.waitForLoadState();
  assert.equal(await local(page, KEYS.memberToken), null, "the token is gone from the browser");
  const { status } = await api(BASE_URL, "/api/v1.0/member/info", { token });
  assert.equal(status, 401, "and the session is ended on the server");
}

test("375 px: the member centre shows sign-out beside the member's name, above the tab strip", async ({ memberPage }) => {
  const token = await freshToken();
  const { page } = await memberPage({ viewport: VIEWPORTS.mobile, storage: { [KEYS.memberToken]: token } });
  await page.goto(url("/en/user/account/collect"));
  const button = page.getByTestId("account-sign-out");
  await button.and(page.locator(":enabled")).waitFor();
  const box = await button.boundingBox();
  assert.ok(box && box.y + box.height <= 800 && box.height >= 44, `visible without scrolling, 44 px high (${JSON.stringify(box)})`);
  await button.click();
  await expectSignedOut(page, token, "en");
});

test("375 px: the menu panel offers sign-out to a signed-in member (the page stays), and its close button stays in view", async ({ memberPage }) => {
  const token = await freshToken();
  const { page, context } = await memberPage({ viewport: VIEWPORTS.mobile, storage: { [KEYS.memberToken]: token } });
  await quietOverlays(context);
  await page.goto(url("/zh-hant/"));
  await openPhoneMenu(page);
  const panel = page.getByTestId("mobile-menu");
  // Scrolled to its end, the panel still shows its close button.
  await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const close = await panel.locator(".mobile-panel-close").boundingBox();
  assert.ok(close && close.y >= 0 && close.y < 80, `the close button is in view (${JSON.stringify(close)})`);
  const signOut = panel.getByTestId("mobile-sign-out");
  assert.equal((await signOut.innerText()).trim(), "登出");
  // The page stays (basics.spec.ts): the panel offers sign-in in its place once the session is over.
  await signOut.click();
  await panel.getByTestId("menu-sign-in").waitFor();
  await expectSignedOut(page, token, "zh-hant");
});

test("375 px: nobody signed in, the menu panel has no sign-out", async ({ memberPage }) => {
  const { page, context } = await memberPage({ viewport: VIEWPORTS.mobile });
  await quietOverlays(context);
  await page.goto(url("/en/"));
  await openPhoneMenu(page);
  assert.equal(await page.getByTestId("mobile-sign-out").count(), 0);
});
