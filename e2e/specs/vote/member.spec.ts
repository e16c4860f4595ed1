// Votes (docs/votes.md): a member votes and sees the bar move; a visitor is asked to sign in; a closed vote shows its
// final results; the lists and the competition page; axe on each screen.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, KEYS } from "../../helpers.ts";
import { APPKEYS, barOf, demoToken, expectAmount, openVote, type VoteOption, votedOnce, voteOf } from "./helpers.ts";

test("a member votes and sees the bar move; the choice and the day's limit are said, in the page's language", async ({ memberPage, devServer }) => {
  const base = devServer;
  const vote = await voteOf(base, APPKEYS.member);
  const option = vote.options.find((o: VoteOption) => o.title === "FIA GT World Cup");
  const token = await demoToken(base);
  const { page, at } = await memberPage({ base, storage: { [KEYS.memberToken]: token } });
  await openVote(page, at, "en", APPKEYS.member);
  assert.equal(await barOf(page, option.id).getAttribute("data-amount"), String(option.amount));
  await page.getByRole("radio", { name: "FIA GT World Cup" }).check();
  await page.getByTestId("vote-submit").click();
  await page.getByTestId("vote-done").filter({ hasText: "Thank you for voting!" }).waitFor();
  await expectAmount(page, option.id, option.amount + 1);
  // The choice is shown and the button waits, with the reason (the rule: once a day; remembered.spec.ts: after
  // a reload, and the server's refusal elsewhere).
  await votedOnce(page, "You voted for FIA GT World Cup today · next vote tomorrow, from 00:00 Macau time", "FIA GT World Cup");
  await expectNoA11yViolations(page);
});

test("a visitor who is not signed in is asked to sign in, by keyboard", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at } = await memberPage({ base });
  await openVote(page, at, "zh-hant", APPKEYS.member);
  // The header's login pop-up answers the request once it is ready (before, the request goes to the login page).
  await page.locator('[data-testid="login-dialog"][data-ready="true"]').waitFor({ state: "attached" });
  await page.getByRole("radio", { name: "東望洋大賽" }).focus();
  await page.keyboard.press("Space");
  await page.getByTestId("vote-submit").focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("login-dialog").waitFor();
});

test("a closed vote shows its final results and no ballot", async ({ memberPage, devServer }) => {
  const base = devServer;
  const vote = await voteOf(base, APPKEYS.closed);
  const { page, at } = await memberPage({ base });
  await openVote(page, at, "pt", APPKEYS.closed);
  await page.getByRole("heading", { name: "Resultados finais" }).waitFor();
  assert.equal(await page.getByTestId("vote-submit").count(), 0);
  const amounts = await page.locator('[data-testid="vote-bars"] li').evaluateAll((items) => items.map((li) => Number(li.dataset.amount)));
  assert.deepEqual(amounts, vote.options.map((o: VoteOption) => o.amount).sort((a: number, b: number) => b - a));
  assert.match(await page.locator('[data-testid="vote-bars"] li').first().innerText(), /Travessa da Paixão/);
  await expectNoA11yViolations(page);
});

test("votes lists open, upcoming and closed votes; the competition page shows entries with their tallies and its vote", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at } = await memberPage({ base });
  await page.goto(at("/en/votes"));
  const open = page.locator('[data-testid="vote-card"][data-status="open"]');
  const closed = page.locator('[data-testid="vote-card"][data-status="closed"]');
  assert.ok((await open.count()) >= 3);
  assert.ok((await closed.count()) >= 1);
  const upcoming = page.getByTestId("upcoming-votes").locator('[data-testid="vote-card"]');
  assert.equal(await upcoming.count(), 1);
  assert.equal(await upcoming.getAttribute("data-status"), "upcoming");
  assert.match(await upcoming.innerText(), /Opens \d/);
  await expectNoA11yViolations(page);
  await closed.first().getByRole("link").click();
  await page.getByTestId("vote-detail").waitFor();

  const competition = await voteOf(base, APPKEYS.competition);
  await page.goto(at(`/zh-hant/subject-vote-index?id=${competition.specialId}`));
  const entries = page.locator('[data-testid="competition-entries"] li');
  assert.equal(await entries.count(), competition.options.length);
  const first = competition.options[0];
  assert.equal(await page.locator(`[data-testid="competition-entries"] li[data-entry-id="${first.refId}"]`).getAttribute("data-votes"), String(first.amount));
  await page.getByTestId("vote-ballot").waitFor();
  await expectNoA11yViolations(page);
});
