// Marketing's console (docs/console.md "Marketing"; issue 24 "Done when"): the demo marketing staff member creates a
// vote, adds two options and opens it now; two members vote on the public vote page; the results screen, left open,
// shows the tallies change without a reload; marketing closes the vote, and the public page then shows it closed with
// its final results. The screens are axe-clean at 1440 and 375 px. On the development server (a second member
// registers through its outbox). The browser speaks English.
import assert from "node:assert/strict";
import { expect, type Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { api, expectNoA11yViolations, freshAddress, IDENTITY, KEYS, VIEWPORTS } from "../../helpers.ts";
import { registerThroughApi } from "../identity/helpers.ts";
import { demoToken, openVote } from "../vote/helpers.ts";
import { signInTo } from "./helpers.ts";

/** A member's token on `base`, signed in through the API. */
async function tokenOf(base: string, username: string, password: string): Promise<string> {
  const { body } = await api(base, `${IDENTITY}/login`, { ip: freshAddress(), body: { username, password } });
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data.token;
}

async function addOption(page: Page, zh: string, en: string) {
  await page.getByTestId("option-new").click();
  await page.locator("#option-title-zh_TW").fill(zh);
  await page.locator("#option-title-en").fill(en);
  await page.getByTestId("option-save").click();
  await expect(page.getByTestId("options-status")).toHaveText(`“${en}” added`);
}

test("marketing creates a vote and opens it, members vote, the live results move without a reload, and closing it closes the public page", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at } = await memberPage({ base, viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "marketing", "/console/votes");
  const nav = page.getByTestId("console-nav");
  await expect(nav.getByRole("link", { name: "Votes" })).toHaveAttribute("aria-current", "page");
  assert.equal(await nav.getByRole("link", { name: "Programmes" }).count(), 0, "marketing has no programmes");
  await page.getByTestId("vote-row").first().waitFor();
  await expectNoA11yViolations(page);

  // A new vote: hidden until opened; publishing it without options is refused in the server's words.
  const mark = `${Date.now() % 1_000_000}`;
  const title = `E2E favourite show ${mark}`;
  const appkey = `e2e-vote-${mark}`;
  await page.getByTestId("vote-new").click();
  await page.getByTestId("vote-form").waitFor();
  await page.locator("#vote-title-zh_TW").fill(`最喜愛的節目 ${mark}`);
  await page.locator("#vote-title-en").fill(title);
  await page.locator("#vote-appkey").fill(appkey);
  await page.getByTestId("vote-published").check();
  await page.getByTestId("vote-save").click();
  await expect(page.getByTestId("vote-outcome")).toHaveText("A vote needs at least two options before it is published or opens; it has 0");
  await page.getByTestId("vote-published").uncheck();
  await page.getByTestId("vote-save").click();
  await page.waitForURL(/\/console\/votes\/\d+$/);
  await expect(page.locator("h1")).toHaveText(title);
  await expect(page.getByTestId("vote-status")).toHaveText("Hidden");

  await addOption(page, `港灣夜話 ${mark}`, "Harbour Nights");
  await addOption(page, `澳門今夜 ${mark}`, "Macau Tonight");
  await expect(page.getByTestId("option-row")).toHaveCount(2);
  await page.getByTestId("vote-open").click();
  await expect(page.getByTestId("vote-action-status")).toHaveText("The vote is open and shown on the site");
  await expect(page.getByTestId("vote-status")).toHaveText("Open");
  await expect(page.getByTestId("vote-results-ballots")).toHaveText("0 ballots");
  await expectNoA11yViolations(page);
  const [harbour, tonight] = await page.getByTestId("option-row").evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.id)));
  // The results screen stays as it is from here: a reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // Two members vote on the public page: the demo member for Harbour Nights, a new member for Macau Tonight.
  const second = await registerThroughApi(base);
  const voters = [
    { token: await demoToken(base), choice: "Harbour Nights" },
    { token: await tokenOf(base, second.username, second.password), choice: "Macau Tonight" },
  ];
  for (const { token, choice } of voters) {
    const member = await memberPage({ base, storage: { [KEYS.memberToken]: token } });
    await openVote(member.page, member.at, "en", appkey);
    await member.page.getByRole("radio", { name: choice }).check();
    await member.page.getByTestId("vote-submit").click();
    await member.page.getByTestId("vote-done").filter({ hasText: "Thank you for voting!" }).waitFor();
  }

  // The open results screen shows both ballots on its own.
  await expect(page.getByTestId("vote-results-ballots")).toHaveText("2 ballots", { timeout: 20_000 });
  await expect(page.locator(`[data-testid="vote-result"][data-option-id="${harbour}"]`)).toHaveAttribute("data-tally", "1");
  await expect(page.locator(`[data-testid="vote-result"][data-option-id="${tonight}"]`)).toContainText("50%");
  assert.equal(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true, "no reload");

  // Closed now (asked in a dialog): the public page shows the final results and no ballot.
  await page.getByTestId("vote-close").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`“${title}” closes at once`);
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Close now" }).click();
  await expect(page.getByTestId("vote-status")).toHaveText("Closed");
  await expect(page.getByTestId("vote-action-status")).toHaveText("The vote is closed: no more ballots are taken");

  const visitor = await memberPage({ base });
  await visitor.page.goto(visitor.at(`/en/vote?appkey=${appkey}`));
  await visitor.page.getByRole("heading", { name: "Final results" }).waitFor();
  assert.equal(await visitor.page.getByTestId("vote-submit").count(), 0, "no ballot on a closed vote");

  // The list and the editor on a phone.
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Back to the votes" }).click();
  await expect(page.locator(`[data-testid="vote-row"][data-appkey="${appkey}"]`)).toHaveAttribute("data-status", "closed");
  await expectNoA11yViolations(page);
});

test("marketing adds a notice and makes it the urgent one: the public pages show it at once", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at } = await memberPage({ base, viewport: VIEWPORTS.mobile });
  await signInTo(page, at, "marketing", "/console/notices");
  await page.getByTestId("notice-row").first().waitFor();
  await expectNoA11yViolations(page);

  const title = `E2E harbour notice ${Date.now() % 1_000_000}`;
  await page.getByTestId("notice-new").click();
  await page.locator("#notice-title-zh_TW").fill("港口通告");
  await page.locator("#notice-title-en").fill(title);
  await page.locator("#notice-content-en").fill("The ferry pier is closed today.\n\nPlease use <the bridge>.");
  await page.getByTestId("notice-published").check();
  await expectNoA11yViolations(page);
  await page.getByTestId("notice-save").click();
  await expect(page.getByTestId("console-action-status")).toHaveText(`“${title}” saved`);

  const visitor = await memberPage({ base });
  await visitor.page.goto(visitor.at("/en/notice-list"));
  await visitor.page.getByTestId("notice-list-item").filter({ hasText: title }).getByRole("link").first().click();
  await expect(visitor.page.getByTestId("notice-detail")).toContainText("Please use <the bridge>.");

  await page.getByRole("button", { name: `Make it the urgent notice: ${title}` }).click();
  await expect(page.getByTestId("console-action-status")).toHaveText(`“${title}” is now the urgent notice; any other urgent notice is hidden`);
  await visitor.page.goto(visitor.at("/en/"));
  await expect(visitor.page.getByTestId("urgent-bar")).toContainText(title);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoA11yViolations(page);
});
