import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizTags } from "@portal/contract/cache-tags";
import type { DayQuestion } from "@portal/contract/schemas/game";
import type { ConsoleQuizList, ConsoleQuizQuestion, ConsoleQuizResults, QuizQuestionInput } from "@portal/contract/schemas/game/console";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { insertMember, memberIdOf, signIn } from "../member/member.test-helper.ts";
import { type ConsoleBrowser, consoleTestCalls, signedInStaff } from "../staff/staff.test-helper.ts";
import { dayAfter } from "./console-service.ts";
import { quizAnswers, quizQuestions } from "./tables.ts";

const LIST = "/api/console/v1/quiz";
const ONE = "/api/console/v1/quiz/:id";
const RESULTS = "/api/console/v1/quiz/:id/results";

let t: TestApp;
let marketing: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  marketing = await signedInStaff(t, "marketing");
});
afterAll(() => t.close());

const { send, entriesOf } = consoleTestCalls(() => t, () => marketing);
const today = () => macauDate(t.clock.now);
/** A day the demo has no question for: the seed schedules a month ahead. */
const freeDay = (n = 0) => dayAfter(today(), 45 + n);
const idOfDay = async (day: string) => (await t.database.db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.day, day)))[0]!.id;

const question = (changes: Partial<QuizQuestionInput> = {}): QuizQuestionInput => ({
  day: freeDay(),
  question: { zh_TW: "澳門第一座現代燈塔是？", en: "Which was Macao's first modern lighthouse?", pt: "Qual foi o primeiro farol moderno de Macau?" },
  choices: [
    { zh_TW: "東望洋燈塔", en: "Guia Lighthouse", pt: "Farol da Guia" },
    { zh_TW: "媽閣燈塔", en: "A-Ma Lighthouse", pt: "Farol de A-Má" },
    { zh_TW: "路環燈塔", en: "Coloane Lighthouse", pt: "Farol de Coloane" },
    { zh_TW: "氹仔燈塔", en: "Taipa Lighthouse", pt: "Farol da Taipa" },
  ],
  answer: "A",
  explanation: { zh_TW: "東望洋燈塔建於1865年。", en: "Guia Lighthouse was built in 1865.", pt: "O Farol da Guia foi construído em 1865." },
  ...changes,
});

describe("the daily quiz in the console", () => {
  it("schedules a question for a free day, audited, the quiz tag dropped; the list shows it; zh_CN derived", async () => {
    invalidated.length = 0;
    const made = await send<ConsoleQuizQuestion>("POST", "/quiz", question());
    expect(made.status, made.message).toBe(200);
    expect(made.data).toMatchObject({ day: freeDay(), when: "scheduled", answer: "A", answers: 0, correct: 0, question: { zh_CN: "", en: "Which was Macao's first modern lighthouse?" } });
    expect(made.data.choices).toHaveLength(4);
    expect(invalidated).toEqual([[quizTags.all]]);
    expect(await entriesOf("quiz.create", made.data.id)).toHaveLength(1);
    const list = await send<ConsoleQuizList>("GET", `/quiz?month=${freeDay().slice(0, 7)}`, undefined, "zh_CN");
    expect(list.data.days.find((d) => d.day === freeDay())).toMatchObject({ when: "scheduled", question: { id: made.data.id, text: "澳门第一座现代灯塔是？", answers: 0 } });
    expect(list.data.days[0]!.day).toBe(`${freeDay().slice(0, 7)}-01`);

    // A future question changes freely: its choices and right answer too.
    const edited = await send<ConsoleQuizQuestion>("PUT", `/quiz/${made.data.id}`, question({ answer: "B", choices: [...question().choices.slice(1), { zh_TW: "西灣燈塔" }] }));
    expect(edited.status, edited.message).toBe(200);
    expect(edited.data).toMatchObject({ answer: "B", choices: [{ en: "A-Ma Lighthouse" }, {}, {}, { zh_TW: "西灣燈塔", en: "" }] });
    expect((await entriesOf("quiz.update", made.data.id))[0]!.after).toMatchObject({ answer: "B" });

    // Moved to another free day; then deleted (nobody answered it).
    const moved = await send<ConsoleQuizQuestion>("PUT", `/quiz/${made.data.id}`, question({ day: freeDay(1) }));
    expect(moved.data.day).toBe(freeDay(1));
    invalidated.length = 0;
    expect((await send("DELETE", `/quiz/${made.data.id}`)).status).toBe(200);
    expect(invalidated).toEqual([[quizTags.all]]);
    expect(await entriesOf("quiz.delete", made.data.id)).toHaveLength(1);
    expect((await send("GET", `/quiz/${made.data.id}`)).status).toBe(404);
  });

  it("refuses a taken day and a past day in the request's language, a question without four choices", async () => {
    expect(await send("POST", "/quiz", question({ day: dayAfter(today(), 2) }), "pt")).toMatchObject({ status: 400, message: `O dia ${dayAfter(today(), 2)} já tem uma pergunta: há uma pergunta por dia` });
    expect(await send("POST", "/quiz", question({ day: today() }), "zh_TW")).toMatchObject({ status: 400, message: `${today()} 已經有題目，每日只可有一題` });
    expect(await send("POST", "/quiz", question({ day: dayAfter(today(), -40) }), "en")).toMatchObject({
      status: 400,
      message: `${dayAfter(today(), -40)} has passed: a question can only be scheduled for today or a later day`,
    });
    const future = await idOfDay(dayAfter(today(), 3));
    expect(await send("PUT", `/quiz/${future}`, question({ day: dayAfter(today(), 4) }), "zh_CN")).toMatchObject({ status: 400, message: `${dayAfter(today(), 4)} 已经有题目，每日只可有一题` });
    expect((await send("POST", "/quiz", question({ choices: question().choices.slice(0, 3) }))).status).toBe(400);
    expect((await send("POST", "/quiz", question({ answer: "E" as "A" }))).status).toBe(400);
    expect((await send("POST", "/quiz", question({ question: { zh_TW: "" } }))).status).toBe(400);
  });

  it("shows an edit of today's question on the public page at once; once answered, fixes its choices and keeps it", async () => {
    const id = await idOfDay(today());
    const before = await send<ConsoleQuizQuestion>("GET", `/quiz/${id}`);
    expect(before.data.when).toBe("today");
    const publicQuestion = () => t.call({ method: "GET", url: "/api/v1.0/game/day-question", headers: { "api-language": "en" } });
    expect(String((await publicQuestion()).headers["cache-tag"])).toContain(quizTags.all);
    const body = (changes: Partial<QuizQuestionInput>): QuizQuestionInput => ({ day: before.data.day, question: before.data.question, choices: before.data.choices, answer: before.data.answer, explanation: before.data.explanation, ...changes });
    const reworded = await send<ConsoleQuizQuestion>("PUT", `/quiz/${id}`, body({ question: { ...before.data.question, en: "Reworded for today?" } }));
    expect(reworded.status, reworded.message).toBe(200);
    expect(((await publicQuestion()).body.data as DayQuestion).question).toBe("Reworded for today?");

    // Two members answer: the right one first, then a wrong one.
    const right = before.data.answer;
    const wrong = (["A", "B", "C", "D"] as const).find((c) => c !== right)!;
    const demo = await memberIdOf(t, "demo");
    const other = await insertMember(t, { nickName: "Quiz Staff View" });
    for (const [member, choice] of [[demo, right], [other, wrong]] as const) {
      const res = await t.call({ method: "POST", url: "/api/v1.0/game/answer-question", payload: { questionId: id, choice }, headers: { "api-key": await signIn(t, member), "api-language": "en" } });
      expect(res.status).toBe(200);
    }

    const results = await send<ConsoleQuizResults>("GET", `/quiz/${id}/results`);
    expect(results.data).toMatchObject({ day: today(), answers: 2, correct: 1 });
    expect(results.data.perChoice.find((c) => c.key === wrong)).toMatchObject({ count: 1, correct: false });
    expect(results.data.perChoice.find((c) => c.key === right)).toMatchObject({ count: 1, correct: true });
    expect(results.data.winners).toHaveLength(1);
    expect(results.data.winners[0]).toMatchObject({ rank: 1, memberId: demo });
    expect(results.data.winners[0]!.name).not.toContain("*");
    const list = await send<ConsoleQuizList>("GET", `/quiz?from=${today()}&to=${today()}`);
    expect(list.data.days).toEqual([{ day: today(), when: "today", question: { id, text: "Reworded for today?", answers: 2, correct: 1 } }]);

    // Answered: the answer, the choices and the day stay; the wording may still be mended; no delete.
    expect(await send("PUT", `/quiz/${id}`, body({ answer: wrong }), "en")).toMatchObject({ status: 400, message: expect.stringContaining("Members have already answered this question") });
    expect((await send("PUT", `/quiz/${id}`, body({ choices: [{ ...before.data.choices[0]!, en: "Changed" }, ...before.data.choices.slice(1)] }), "pt")).message).toContain("as opções, a resposta certa e o dia já não podem mudar");
    expect((await send("PUT", `/quiz/${id}`, body({ day: freeDay(3) }))).status).toBe(400);
    expect((await send("PUT", `/quiz/${id}`, body({ explanation: { ...before.data.explanation, en: "Mended." } }))).status).toBe(200);
    expect(await send("DELETE", `/quiz/${id}`, undefined, "zh_TW")).toMatchObject({ status: 400, message: "已有會員回答此題，不能刪除" });
    expect(await t.database.db.select().from(quizAnswers).where(eq(quizAnswers.questionId, id))).toHaveLength(2);
  });

  it("names the empty days of the coming week in the list and on the dashboard; refuses other roles", async () => {
    const empty = dayAfter(today(), 5);
    expect((await send("DELETE", `/quiz/${await idOfDay(empty)}`)).status).toBe(200);
    const list = await send<ConsoleQuizList>("GET", "/quiz");
    expect(list.data).toMatchObject({ today: today(), emptySoon: [empty], nextEmpty: empty });
    expect(list.data.days.some((d) => d.day === today() && d.when === "today")).toBe(true);
    const dashboard = await send<{ items: { id: string; count: number; link: string | null }[] }>("GET", "/dashboard");
    expect(dashboard.data.items.find((i) => i.id === "quiz.empty-days")).toMatchObject({ count: 1, link: "/console/quiz" });
    expect((await send("POST", "/quiz", question({ day: empty }))).status).toBe(200);
    const filled = (await send<ConsoleQuizList>("GET", "/quiz")).data;
    expect(filled.emptySoon).toEqual([]);
    // The first day from today without a question, read from the table: the demo's month was seeded relative to the
    // day of the seeding, which may be the day before the test's (a run across Macau's midnight).
    const scheduled = new Set((await t.database.db.select({ day: quizQuestions.day }).from(quizQuestions)).map((row) => row.day));
    let firstFree = today();
    while (scheduled.has(firstFree)) firstFree = dayAfter(firstFree, 1);
    expect(firstFree > dayAfter(today(), 6)).toBe(true);
    expect(filled.nextEmpty).toBe(firstFree);
    const editor = await signedInStaff(t, "editor");
    expect((await send("GET", "/quiz", undefined, undefined, editor)).status).toBe(403);
    expect((await send("POST", "/quiz", question({ day: freeDay(6) }), undefined, editor)).status).toBe(403);
  });
});

describe("bad input on every quiz console call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = marketing.headers();
    const id = await idOfDay(dayAfter(today(), 1));
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    await checkParams(t, { method: "GET", url: LIST, headers, query: { month: today().slice(0, 7) }, fields: [{ in: "query", name: "month", kind: "date" }, { in: "query", name: "from", kind: "date" }] });
    expect((await send("GET", "/quiz?from=2026-01-01&to=2026-06-01")).status).toBe(400);
    expect((await send("GET", "/quiz?from=2026-02-01")).status).toBe(400);
    await checkParams(t, { method: "GET", url: ONE, headers, params: { id }, fields: [idField] });
    await checkParams(t, { method: "GET", url: RESULTS, headers, params: { id }, fields: [idField] });
    const fields = [
      { in: "body" as const, name: "day", kind: "date" as const },
      { in: "body" as const, name: "question", kind: "text" as const },
      { in: "body" as const, name: "answer", kind: "enum" as const },
    ];
    await checkParams(t, { method: "POST", url: LIST, headers, body: question({ day: freeDay(8) }), fields });
    await checkParams(t, { method: "PUT", url: ONE, headers, params: { id }, body: question({ day: dayAfter(today(), 1) }), fields: [idField, ...fields] });
    await checkParams(t, { method: "DELETE", url: ONE, headers, params: { id }, fields: [idField] });
  });
});
