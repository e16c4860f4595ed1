// Marketing's daily quiz (docs/console.md "Marketing"; docs/game.md; issue 24): the demo marketing staff member opens
// the quiz's month, edits the wording of a future day's question (the console's API reads it back), schedules a
// question for a free day after the demo's month of questions and deletes it again, and rewords today's question:
// the public quiz page shows the new wording at once (quiz:all dropped). Everything changed is put back in `finally`
// (other specs read today's question). The screens are axe-clean at 1440 and 375 px. The browser speaks English.
import assert from "node:assert/strict";
import { expect, type Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS } from "../../helpers.ts";
import { signInTo } from "./helpers.ts";

type Text = { zh_TW: string; zh_CN: string; en: string; pt: string };
/** What the quiz's console calls answer (schemas/game/console.ts), as far as this spec reads it. */
interface QuizQuestion {
  id: number;
  day: string;
  question: Text;
  choices: Text[];
  answer: string;
  explanation: Text;
}
interface QuizList {
  days: { day: string; when: string; question: { id: number; text: string } | null }[];
}

/** The console's API as the page's signed-in staff member (its cookies), with the CSRF token for writes. */
async function quizApi(page: Page, at: (path: string) => string) {
  const csrf = (await (await page.request.get(at("/api/console/v1/csrf"))).json()).data.csrfToken as string;
  const get = async <T>(path: string) => (await (await page.request.get(at(`/api/console/v1${path}`))).json()) as { code: number; data: T };
  return {
    list: async (from: string, to: string) => (await get<QuizList>(`/quiz?from=${from}&to=${to}`)).data,
    get: (id: number) => get<QuizQuestion>(`/quiz/${id}`),
    put: async (q: QuizQuestion) => {
      const body = { day: q.day, question: q.question, choices: q.choices, answer: q.answer, explanation: q.explanation };
      const res = await page.request.put(at(`/api/console/v1/quiz/${q.id}`), { data: body, headers: { "x-csrf-token": csrf } });
      assert.equal(res.status(), 200, await res.text());
    },
    remove: (id: number) => page.request.delete(at(`/api/console/v1/quiz/${id}`), { headers: { "x-csrf-token": csrf } }),
  };
}

const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test("marketing edits a future question, schedules and deletes one for a free day, and rewords today's: the public quiz shows it at once", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "marketing", "/console/quiz");
  await expect(page.getByTestId("console-nav").getByRole("link", { name: "Daily quiz" })).toHaveAttribute("aria-current", "page");
  const todayRow = page.locator('[data-testid=quiz-day][data-when="today"]');
  await expect(todayRow).toHaveCount(1);
  await expectNoA11yViolations(page);

  const api = await quizApi(page, at);
  const today = (await todayRow.getAttribute("data-day"))!;
  const [todays, future] = (await api.list(today, dayAfter(today, 2))).days.filter((d) => d.day !== dayAfter(today, 1));
  assert.ok(todays?.question && future?.question, "the demo has questions for today and the day after tomorrow");
  const todaysBefore = (await api.get(todays.question.id)).data;
  const futureBefore = (await api.get(future.question.id)).data;
  // A free day: the first without a question after the demo's month.
  const free = (await api.list(dayAfter(today, 40), dayAfter(today, 60))).days.find((d) => d.question === null);
  assert.ok(free, "a free day after the demo's month");
  const mark = `${Date.now() % 1_000_000}`;
  let createdId = 0;

  try {
    // A future day's question: its English wording edited in the editor; the API reads it back.
    await page.locator(`[data-testid=quiz-day][data-day="${future.day}"]`).getByRole("link").click();
    await page.getByTestId("quiz-question-form").waitFor();
    await expect(page.getByTestId("quiz-when")).toHaveText("Scheduled");
    await page.locator("#quiz-question-en").fill(`E2E future wording ${mark}?`);
    await page.getByTestId("quiz-save").click();
    await expect(page.getByTestId("quiz-outcome")).toHaveText("Saved");
    assert.equal((await api.get(future.question.id)).data.question.en, `E2E future wording ${mark}?`);

    // A new question for the free day, from the list's link for it; then deleted.
    await page.goto(at(`/console/quiz/new?day=${free.day}`));
    await page.getByTestId("quiz-question-form").waitFor();
    await expect(page.locator("#quiz-day")).toHaveValue(free.day);
    await page.locator("#quiz-question-zh_TW").fill(`東望洋燈塔建於哪一年？${mark}`);
    await page.locator("#quiz-question-en").fill(`When was Guia Lighthouse built? ${mark}`);
    for (const [key, zh, en] of [["A", "1865年", "1865"], ["B", "1900年", "1900"], ["C", "1822年", "1822"], ["D", "1950年", "1950"]] as const) {
      await page.locator(`#quiz-choice-${key}-zh_TW`).fill(zh);
      await page.locator(`#quiz-choice-${key}-en`).fill(en);
    }
    await page.getByTestId("quiz-answer-A").check();
    await page.locator("#quiz-explanation-zh_TW").fill("東望洋燈塔建於1865年，是中國沿海第一座現代燈塔。");
    await page.locator("#quiz-explanation-en").fill("Built in 1865, it was the first modern lighthouse on the China coast.");
    await page.getByTestId("quiz-save").click();
    await page.waitForURL(/\/console\/quiz\/\d+$/);
    createdId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByTestId("quiz-results")).toHaveAttribute("data-answers", "0");
    await expectNoA11yViolations(page);
    assert.equal((await api.list(free.day, free.day)).days[0]!.question?.id, createdId);
    await page.getByTestId("quiz-delete").click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete the question" }).click();
    await page.waitForURL((url) => url.pathname === "/console/quiz");
    assert.equal((await api.get(createdId)).code === 0, false, "the question is gone");
    createdId = 0;

    // Today's question reworded: the public quiz page, read (and so cached) before, shows the new wording at once.
    const visitor = await memberPage({ viewport: VIEWPORTS.mobile });
    await visitor.page.goto(visitor.at("/en/game/daily-quiz"));
    await expect(visitor.page.getByTestId("game-page")).toContainText(todaysBefore.question.en || todaysBefore.question.zh_TW);
    await page.goto(at(`/console/quiz/${todays.question.id}`));
    await expect(page.getByTestId("quiz-when")).toHaveText("Today");
    await page.locator("#quiz-question-en").fill(`E2E today's wording ${mark}?`);
    await page.getByTestId("quiz-save").click();
    await expect(page.getByTestId("quiz-outcome")).toHaveText("Saved");
    await visitor.page.reload();
    await expect(visitor.page.getByTestId("game-page")).toContainText(`E2E today's wording ${mark}?`);

    // The list at 375 px.
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(at("/console/quiz"));
    await expect(todayRow).toContainText(`E2E today's wording ${mark}?`);
    await expectNoA11yViolations(page);
  } finally {
    if (createdId) await api.remove(createdId);
    await api.put(futureBefore);
    await api.put(todaysBefore);
  }
});
