// Helpers shared by the vote specs (vote/*.spec.ts). Not a spec itself (Playwright Test only takes *.spec.ts).
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import { api, DEMO, freshAddress, IDENTITY, type UrlLang } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";

export const VOTE = "/api/v1.0/vote";
export const APPKEYS = {
  member: "grand-prix-2026-favourite-race",
  sms: "favourite-programme-2026",
  closed: "most-charming-street-2026",
  competition: "tdm-new-voices-2026",
};

/** An option of a vote as the API answers it (the specs look options up by title or id). */
export interface VoteOption {
  id: number;
  title: string;
  amount: number;
}

/** A vote as the API answers it (English titles): `any`, as api() answers. */
export async function voteOf(base: string, appkey: string): Promise<any> {
  const { body } = await api(base, `${VOTE}?appkey=${appkey}`, { language: "en" });
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data.items[0];
}

/** The demo member's token on `base`, signed in through the API from an address of its own. */
export async function demoToken(base: string): Promise<string> {
  const { body } = await api(base, `${IDENTITY}/login`, { ip: freshAddress(), body: DEMO });
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data.token;
}

/** The result bar of an option on the page. */
export const barOf = (page: Page, optionId: number): Locator => page.locator(`[data-testid="vote-bars"] li[data-option-id="${optionId}"]`);

/** Waits until the bar of an option shows `amount` (the live results read the rank every few seconds). */
export async function expectAmount(page: Page, optionId: number, amount: number): Promise<void> {
  await page.locator(`[data-testid="vote-bars"] li[data-option-id="${optionId}"][data-amount="${amount}"]`).waitFor({ timeout: 20_000 });
}

/** The vote page (`at`: memberPage's URLs), its ballot island hydrated. */
export async function openVote(page: Page, at: (path: string) => string, lang: UrlLang, appkey: string): Promise<void> {
  await page.goto(at(`/${lang}/vote?appkey=${appkey}`));
  await waitForIsland(page, "VoteBallot");
}

/**
 * After a ballot (issue 21 item 13): the ballot says what was chosen and why no other can be sent now (`said`), the
 * choice `chosen` checked, the choices locked and the button disabled with the sentence as its reason.
 */
export async function votedOnce(page: Page, said: string, chosen: string): Promise<void> {
  const voted = page.getByTestId("vote-voted");
  await voted.filter({ hasText: said }).waitFor();
  assert.equal(await voted.getAttribute("data-blocked"), "day");
  const button = page.getByTestId("vote-submit");
  assert.equal(await button.isDisabled(), true, "the button waits");
  assert.equal(await button.getAttribute("aria-describedby"), await voted.getAttribute("id"), "the button's reason");
  assert.equal(await page.getByRole("radio", { name: chosen }).isChecked(), true, "the choice is shown");
  assert.equal(await page.locator(".vote-option input:not(:disabled)").count(), 0, "the choices are locked");
}
