// An SMS-verified vote (docs/votes.md): the phone rule of spec §5, the captcha the page solves before the code is
// sent, the code from the outbox, the bar moves; the results update live while the page is open when someone else
// votes.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { api, expectNoA11yViolations, freshAddress } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";
import { answerCaptcha, apiCaptcha, codeSentTo } from "../identity/helpers.ts";
import { APPKEYS, expectAmount, openVote, VOTE, type VoteOption, voteOf } from "./helpers.ts";

test("a visitor votes with the code sent to their Macao mobile", async ({ memberPage, devServer }) => {
  const base = devServer;
  const vote = await voteOf(base, APPKEYS.sms);
  const option = vote.options.find((o: VoteOption) => o.title === "Gourmet Walk");
  const { page, at } = await memberPage({ base });
  await openVote(page, at, "en", APPKEYS.sms);
  await page.getByRole("checkbox", { name: "Gourmet Walk" }).check();
  const phone = page.getByRole("textbox", { name: "Mobile number" });
  await phone.fill("12345678");
  await page.getByTestId("vote-send-code").click();
  assert.equal(await phone.getAttribute("aria-invalid"), "true");
  const number = `66${String(Date.now()).slice(-6)}`;
  await phone.fill(number);
  // The page solves a captcha once the ballot is started on; the code goes only with it.
  await answerCaptcha(page, `vote-${vote.id}-captcha`);
  await page.getByTestId("vote-send-code").click();
  const { code } = await codeSentTo(base, number);
  await page.getByRole("textbox", { name: "SMS code" }).fill(code);
  await page.getByTestId("vote-submit").click();
  await page.getByTestId("vote-done").filter({ hasText: "Thank you for voting!" }).waitFor();
  await expectAmount(page, option.id, option.amount + 1);
  // Issue 21 item 13: the choice and the rule (once a day per number) are said, and that number waits — also after
  // a reload; another number may vote.
  const masked = `${number.slice(0, 2)}****${number.slice(-2)}`;
  const said = `You voted for Gourmet Walk today (mobile ${masked}) · next vote tomorrow, from 00:00 Macau time · another mobile number may still vote`;
  const voted = page.getByTestId("vote-voted");
  await voted.filter({ hasText: said }).waitFor();
  assert.equal(await page.getByTestId("vote-submit").isDisabled(), true, "this number waits");
  await expectNoA11yViolations(page);
  await page.reload();
  await waitForIsland(page, "VoteBallot");
  await voted.filter({ hasText: said }).waitFor();
  assert.equal(await page.getByTestId("vote-submit").isDisabled(), true, "this number still waits");
  assert.equal(await page.getByTestId("vote-submit").getAttribute("aria-describedby"), await voted.getAttribute("id"));
  await phone.fill(`66${String(Date.now() + 1).slice(-6)}`);
  assert.equal(await page.getByTestId("vote-submit").isDisabled(), false, "another number may vote");
  await phone.fill(number);
  assert.equal(await page.getByTestId("vote-submit").isDisabled(), true);
});

test("the results move while the page is open when someone else votes", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at } = await memberPage({ base });
  await openVote(page, at, "zh-hant", APPKEYS.sms);
  const vote = await voteOf(base, APPKEYS.sms);
  const option = vote.options.find((o: VoteOption) => o.title === "Macau Stories");
  const ip = freshAddress();
  const number = `68${String(Date.now()).slice(-6)}`;
  const refused = await api(base, `${VOTE}/send-mobile-verify-code`, { ip, body: { phone: number } });
  assert.equal(refused.status, 400, "no code without a captcha");
  const sent = await api(base, `${VOTE}/send-mobile-verify-code`, { ip, body: { phone: number, ...(await apiCaptcha(base, ip)) } });
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body));
  const { code } = await codeSentTo(base, number);
  const ballot = await api(base, `${VOTE}/vote-item/specials`, { ip, body: { votes: { VoteId: vote.id, Ids: [option.id] }, verifyKey: number, verifyCode: code } });
  assert.equal(ballot.body.code, 0, JSON.stringify(ballot.body));
  await expectAmount(page, option.id, option.amount + 1);
});
