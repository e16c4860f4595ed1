// The daily quiz (spec §2 game/{slug}, §5 "quiz once per member per day", §7 Game; docs/game.md): a visitor is asked
// to sign in; the demo member signs in through the login pop-up, answers, sees the feedback with when the next
// question opens; after a reload, and on another device, the answer shows again and the form stays closed (issue 21
// item 8). No breadcrumb on game pages (spec §2).
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, DEMO, KEYS, VIEWPORTS } from "../../helpers.ts";
import { local } from "../identity/helpers.ts";

const quizReady = (page: Page) => page.locator('[data-testid="quiz-form"][data-ready]').waitFor();

test("a visitor signs in from the quiz, answers once, sees the feedback; after a reload and elsewhere the answer shows again", async ({ memberPage }) => {
  const { page, at, errors } = await memberPage({ viewport: VIEWPORTS.desktop });
  await page.goto(at("/en/game/daily-quiz"));
  assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), "Daily Quiz");
  assert.equal(await page.getByTestId("breadcrumb").count(), 0, "no breadcrumb on game pages");
  await quizReady(page);

  // Signed out: the prompt, and the answer button asks to sign in too.
  const prompt = page.getByTestId("quiz-signin");
  await prompt.waitFor();
  await page.locator('[data-testid="login-dialog"][data-ready="true"]').waitFor({ state: "attached" });
  await prompt.getByRole("button").click();
  await page.locator("#login-dialog-username").fill(DEMO.username);
  await page.locator("#login-dialog-password").fill(DEMO.password);
  await page.locator('[data-testid="login-dialog"] [data-testid="login-submit"]').click();
  await page.getByTestId("login-dialog").waitFor({ state: "hidden" });
  await prompt.waitFor({ state: "detached" });
  assert.ok(await local(page, KEYS.memberToken), "signed in");

  // Sending without a choice says so; then an answer, chosen with the keyboard.
  await page.getByTestId("quiz-submit").click();
  assert.equal(await page.locator(".quiz__hint").innerText(), "Please choose an answer first");
  await page.locator(".quiz__option input").first().focus();
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.locator(".quiz__option input:checked").getAttribute("value"), "B");
  await page.keyboard.press("Enter");
  const feedback = page.getByTestId("quiz-feedback");
  await feedback.waitFor();
  const correct = (await feedback.getAttribute("data-correct")) === "true";
  assert.match(await feedback.innerText(), correct ? /Correct!/ : /Not quite[\s\S]*The right answer: [ACD]\. /);
  assert.equal(await page.locator(".quiz__option--right").count(), 1, "the right choice is marked");
  assert.equal(await page.locator(".quiz__option input").first().isDisabled(), true, "the form is closed for today");

  assert.match(await feedback.innerText(), /Your answer: B\. /);
  const next = await page.getByTestId("quiz-next").innerText();
  assert.match(next, /^The next question opens on .+, 00:00, Macau time\.$/, "when the next question opens, in Macao time");
  assert.equal(next, await nextQuestionText(), "midnight in Macao after today");

  // After a reload: the answer is shown again, the form closed — no open question, no button to send.
  await page.reload();
  await quizReady(page);
  await answeredToday(page, correct, next);

  // On another device (another browser, the same member): the same.
  const token = await local(page, KEYS.memberToken);
  assert.ok(token, "still signed in");
  const other = await memberPage({ viewport: VIEWPORTS.mobile, storage: { [KEYS.memberToken]: token } });
  await other.page.goto(other.at("/en/game/daily-quiz"));
  await quizReady(other.page);
  await answeredToday(other.page, correct, next);
  if (correct) {
    // The demo member is among today's winners once the page is rendered again.
    assert.match(await page.getByTestId("quiz-winners").innerText(), /de\*+/);
  }
  assert.deepEqual([...errors, ...other.errors], []);
});

/** The member's answer of today is shown (B, right or wrong, the next question's time) and cannot be sent again. */
async function answeredToday(page: Page, correct: boolean, next: string): Promise<void> {
  const feedback = page.getByTestId("quiz-feedback");
  await feedback.waitFor();
  assert.equal(await feedback.getAttribute("data-correct"), String(correct));
  assert.match(await feedback.innerText(), correct ? /Correct!/ : /Not quite[\s\S]*The right answer: [ACD]\. /);
  assert.match(await page.getByTestId("quiz-your-answer").innerText(), /^Your answer: B\. /);
  assert.equal(await page.getByTestId("quiz-next").innerText(), next);
  assert.equal(await page.locator(".quiz__option input:checked").getAttribute("value"), "B", "the member's choice is shown");
  assert.equal(await page.locator(".quiz__option--right").count(), 1, "the right choice is marked");
  assert.equal(await page.getByTestId("quiz-choices").evaluate((fieldset: HTMLFieldSetElement) => fieldset.disabled), true, "the choices are closed");
  assert.equal(await page.locator(".quiz__option input").nth(2).isDisabled(), true);
  assert.equal(await page.getByTestId("quiz-submit").count(), 0, "no button to send again");
}

/** "The next question opens on …, Macau time.": midnight in Macau after today's question, as the page writes it. */
async function nextQuestionText(): Promise<string> {
  const { day } = await apiData("/api/v1.0/game/day-question", "en");
  const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Asia/Macau" }).format(Date.parse(`${day}T00:00:00+08:00`) + 86_400_000);
  return `The next question opens on ${date}, 00:00, Macau time.`;
}
