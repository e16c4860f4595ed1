// The daily quiz (spec §2 game/{slug}, §5 "quiz once per member per day", §7 Game; docs/game.md): a visitor is asked
// to sign in; the demo member signs in through the login pop-up, answers, sees the feedback, and a second answer
// (after a reload) is refused with the server's message. No breadcrumb on game pages (spec §2).
import assert from "node:assert/strict";
import { test } from "node:test";
import { VIEWPORTS } from "../helpers.mjs";
import { KEYS } from "./frame-helpers.mjs";
import { DEMO, local, memberPage } from "./member-helpers.mjs";

const quizReady = (page) => page.locator('[data-testid="quiz-form"][data-ready]').waitFor();

test("a visitor signs in from the quiz, answers once, sees the feedback; a second answer is refused", async (t) => {
  const { page, at, errors } = await memberPage(t, { viewport: VIEWPORTS.desktop });
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

  // Again, after a reload: refused by the server, in the page's language.
  await page.reload();
  await quizReady(page);
  await page.locator(".quiz__option").nth(2).click();
  await page.getByTestId("quiz-submit").click();
  const refused = page.getByTestId("quiz-refused");
  await refused.waitFor();
  assert.equal(await refused.innerText(), "You have already answered today's question: come back tomorrow");
  if (correct) {
    // The demo member is among today's winners once the page is rendered again.
    await page.reload();
    assert.match(await page.getByTestId("quiz-winners").innerText(), /de\*+/);
  }
  assert.deepEqual(errors.filter((e) => !/status of 400/.test(e)), []);
});
