// Helpers of the member-centre specs (member/journey, close-account, centre, centre-a11y-*): a member's token signed in
// through the API, waiting for the centre's screens, the accessibility pass. Built on member/helpers.ts. Not a spec
// itself.
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import type { OpenMemberPage } from "../../fixtures.ts";
import { api, BASE_URL, DEMO, expectNoA11yViolations, freshAddress, IDENTITY, KEYS, url, type UrlLang, type Viewport } from "../../helpers.ts";

/** The screens of the member centre below /{lang}/user/account/ (playlistDetail/{id} needs an id). */
export const ACCOUNT_SCREENS = ["my-list", "play-list", "account-notice", "collect", "recommended", "feedback", "setup"];

const tokens = new Map<string, string>();
/**
 * A member's token, signed in through the API once per server and name (the login screen has its own spec). The demo
 * member on the production server is also the `memberToken` fixture.
 */
export async function tokenFor(base: string, credentials: { username: string; password: string } = DEMO): Promise<string> {
  const key = `${base} ${credentials.username}`;
  const known = tokens.get(key);
  if (known !== undefined) return known;
  const { body } = await api(base, `${IDENTITY}/login`, { ip: freshAddress(), body: credentials });
  assert.equal(body.code, 0, `login as ${credentials.username}: ${body.message}`);
  const token: string = body.data.token;
  tokens.set(key, token);
  return token;
}

/** Waits until a screen of the member centre has its data (the server's placeholder is replaced) and returns it. */
export async function accountScreen(page: Page, testId: string): Promise<Locator> {
  const element = page.getByTestId(testId);
  await element.waitFor();
  return element;
}

/** The member centre's polite status says `text` (each message shows for 5 s). */
export async function statusSays(page: Page, text: string): Promise<void> {
  await page.getByTestId("account-status").filter({ hasText: text }).waitFor();
}

/**
 * axe-core on every screen of the member centre, signed in as the demo member (`token`: the memberToken fixture), at
 * `viewport`: every screen in the first of `langs`, the two with the most text (overview, settings) in the others,
 * then with a confirmation dialog open. Every screen must also fit the width (no sideways scrolling on a phone).
 */
export async function expectAccessibleCentre(memberPage: OpenMemberPage, token: string, viewport: Viewport, langs: UrlLang[]): Promise<void> {
  const { page } = await memberPage({ viewport, storage: { [KEYS.memberToken]: token } });
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
