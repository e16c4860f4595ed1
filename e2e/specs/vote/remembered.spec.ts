// Issue 21 item 13 (docs/votes.md "After voting"): after a member's ballot, the vote page keeps saying what was chosen
// and why no other ballot can be sent today — also after a reload — with the button disabled; in another browser,
// where nothing is remembered, the server's refusal says it. On the production server (the memberToken fixture): no
// other spec votes there.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { api, BASE_URL, expectNoA11yViolations, KEYS, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";
import { APPKEYS, expectAmount, openVote, VOTE, type VoteOption, votedOnce, voteOf } from "./helpers.ts";

test("a member's ballot is said again after a reload; another browser is refused by the server", async ({ memberPage, memberToken: token }) => {
  const vote = await voteOf(BASE_URL, APPKEYS.member);
  const option = vote.options.find((o: VoteOption) => o.title === "Macau Motorcycle Grand Prix");
  const { page, at, errors } = await memberPage({ viewport: VIEWPORTS.mobile, storage: { [KEYS.memberToken]: token } });
  await openVote(page, at, "pt", APPKEYS.member);
  // The option's title on the Portuguese page.
  const { body } = await api(BASE_URL, `${VOTE}?appkey=${APPKEYS.member}`, { language: "pt" });
  const title = body.data.items[0].options.find((o: VoteOption) => o.id === option.id).title;
  await page.getByRole("radio", { name: title }).check();
  await page.getByTestId("vote-submit").click();
  await expectAmount(page, option.id, option.amount + 1);
  const said = `Votou hoje em ${title} · pode votar de novo amanhã, a partir das 00:00, hora de Macau`;
  await votedOnce(page, said, title);

  await page.reload();
  await waitForIsland(page, "VoteBallot");
  await votedOnce(page, said, title);
  await expectNoA11yViolations(page);

  // Nothing remembered in another browser: the form is open, and the server refuses a second ballot today.
  const other = await memberPage({ storage: { [KEYS.memberToken]: token } });
  await openVote(other.page, other.at, "en", APPKEYS.member);
  assert.equal(await other.page.getByTestId("vote-voted").count(), 0);
  await other.page.getByRole("radio", { name: "Guia Race" }).check();
  await other.page.getByTestId("vote-submit").click();
  await other.page.getByRole("alert").filter({ hasText: "You have voted 1 times today" }).waitFor();
  assert.deepEqual([...errors, ...other.errors].filter((e) => !/status of 400/.test(e)), []);
});
