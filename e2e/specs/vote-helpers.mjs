// Helpers shared by the vote specs (vote-*.test.mjs). Not a spec itself (the runner only takes *.test.mjs).
import assert from "node:assert/strict";
import { waitForIsland } from "./frame-helpers.mjs";
import { DEMO, IDENTITY, api, freshAddress } from "./member-helpers.mjs";

export const VOTE = "/api/v1.0/vote";
export const APPKEYS = {
  member: "grand-prix-2026-favourite-race",
  sms: "favourite-programme-2026",
  closed: "most-charming-street-2026",
  competition: "tdm-new-voices-2026",
};

/** A vote as the API answers it (English titles). */
export async function voteOf(base, appkey) {
  const { body } = await api(base, `${VOTE}?appkey=${appkey}`, { language: "en" });
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data.items[0];
}

/** The demo member's token, signed in through the API from an address of its own. */
export async function demoToken(base) {
  const { body } = await api(base, `${IDENTITY}/login`, { ip: freshAddress(), body: DEMO });
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data.token;
}

/** The result bar of an option on the page. */
export const barOf = (page, optionId) => page.locator(`[data-testid="vote-bars"] li[data-option-id="${optionId}"]`);

/** Waits until the bar of an option shows `amount` (the live results read the rank every few seconds). */
export async function expectAmount(page, optionId, amount) {
  await page.locator(`[data-testid="vote-bars"] li[data-option-id="${optionId}"][data-amount="${amount}"]`).waitFor({ timeout: 20_000 });
}

/** The vote page, its ballot island hydrated. */
export async function openVote(page, at, lang, appkey) {
  await page.goto(at(`/${lang}/vote?appkey=${appkey}`));
  await waitForIsland(page, "VoteBallot");
}

/**
 * After a ballot (issue 21 item 13): the ballot says what was chosen and why no other can be sent now (`said`), the
 * choice `chosen` checked, the choices locked and the button disabled with the sentence as its reason.
 */
export async function votedOnce(page, said, chosen) {
  const voted = page.getByTestId("vote-voted");
  await voted.filter({ hasText: said }).waitFor();
  assert.equal(await voted.getAttribute("data-blocked"), "day");
  const button = page.getByTestId("vote-submit");
  assert.equal(await button.isDisabled(), true, "the button waits");
  assert.equal(await button.getAttribute("aria-describedby"), await voted.getAttribute("id"), "the button's reason");
  assert.equal(await page.getByRole("radio", { name: chosen }).isChecked(), true, "the choice is shown");
  assert.equal(await page.locator(".vote-option input:not(:disabled)").count(), 0, "the choices are locked");
}
