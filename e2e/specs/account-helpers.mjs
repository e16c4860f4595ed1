// Helpers of the member-centre specs (member-journey, member-close-account, member-centre, member-centre-a11y-*): the
// demo member's token, waiting for the centre's screens, the accessibility pass. Built on member-helpers.mjs. Not a
// spec itself.
import assert from "node:assert/strict";
import { BASE_URL, expectNoA11yViolations, url } from "../helpers.mjs";
import { KEYS } from "./frame-helpers.mjs";
import { DEMO, IDENTITY, api, freshAddress, memberPage } from "./member-helpers.mjs";

/** The screens of the member centre below /{lang}/user/account/ (playlistDetail/{id} needs an id). */
export const ACCOUNT_SCREENS = ["my-list", "play-list", "account-notice", "collect", "recommended", "feedback", "setup"];

const tokens = new Map();
/** A member's token, signed in through the API once per server and name (the login screen has its own spec). */
export async function tokenFor(base, credentials = DEMO) {
  const key = `${base} ${credentials.username}`;
  if (!tokens.has(key)) {
    const { body } = await api(base, `${IDENTITY}/login`, { ip: freshAddress(), body: credentials });
    assert.equal(body.code, 0, `login as ${credentials.username}: ${body.message}`);
    tokens.set(key, body.data.token);
  }
  return tokens.get(key);
}

/** Waits until a screen of the member centre has its data (the server's placeholder is replaced) and returns it. */
export async function accountScreen(page, testId) {
  const element = page.getByTestId(testId);
  await element.waitFor();
  return element;
}

/** The member centre's polite status says `text` (each message shows for 5 s). */
export async function statusSays(page, text) {
  await page.getByTestId("account-status").filter({ hasText: text }).waitFor();
}

/**
 * axe-core on every screen of the member centre, signed in as the demo member, at `viewport`: every screen in the
 * first of `langs`, the two with the most text (overview, settings) in the others, then with a confirmation dialog
 * open. Every screen must also fit the width (no sideways scrolling on a phone).
 */
export async function expectAccessibleCentre(t, viewport, langs) {
  const token = await tokenFor(BASE_URL);
  const { page } = await memberPage(t, { viewport, storage: { [KEYS.memberToken]: token } });
  const { body } = await api(BASE_URL, "/api/v1.0/member/playlist", { token });
  const screens = [...ACCOUNT_SCREENS, `playlistDetail/${body.data[0].id}`];
  for (const [index, lang] of langs.entries()) {
    for (const path of index === 0 ? screens : ["my-list", "setup"]) {
      await page.goto(url(`/${lang}/user/account/${path}`));
      await page.locator(".account-screen:not([aria-busy])").first().waitFor();
      await expectNoA11yViolations(page);
      // Compared with the width asked for: a phone widens its layout viewport to content that does not fit.
      const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - viewport.width;
      assert.ok(overflow <= 0, `/${lang}/user/account/${path} fits the width (${overflow} px too wide)`);
    }
  }
  await page.goto(url(`/${langs[0]}/user/account/setup`));
  await accountScreen(page, "setup");
  await page.getByTestId("delete-account").click();
  await page.getByRole("dialog").waitFor();
  await expectNoA11yViolations(page);
}
