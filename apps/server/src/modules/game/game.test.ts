import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizAnswers, quizQuestions } from "./tables.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { insertMember, memberIdOf, signIn } from "../member/member.test-helper.ts";
import { maskName } from "./game-service.ts";

let t: TestApp;
let demoToken: string;
beforeAll(async () => {
  t = await createTestApp();
  demoToken = await signIn(t, await memberIdOf(t, "demo"));
});
afterAll(() => t.close());

const today = () => macauDate(t.clock.now);
async function todaysQuestion() {
  const [row] = await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.day, today()));
  return row!;
}
const answer = (token: string, payload: Record<string, unknown>, language = "en") =>
  t.call({ method: "POST", url: "/api/v1.0/game/answer-question", payload, headers: { "api-key": token, "api-language": language } });
const wrongChoiceOf = (right: string) => ["A", "B", "C", "D"].find((c) => c !== right)!;

describe("GET /api/v1.0/game/day-question", () => {
  it("gives today's question in Macao time, in the request's language, without its answer", async () => {
    const row = await todaysQuestion();
    const res = await t.call({ method: "GET", url: "/api/v1.0/game/day-question", headers: { "api-language": "pt" } });
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, unknown> & { options: { key: string; text: string }[] };
    expect(data).toMatchObject({ id: row.id, day: today(), question: row.question.pt });
    expect(data.options.map((o) => o.key)).toEqual(["A", "B", "C", "D"]);
    expect(data.options[0]!.text).toBe(row.options[0]!.pt);
    expect(JSON.stringify(data)).not.toContain(row.explanation.pt!);
    expect(data).not.toHaveProperty("answer");
  });

  it("moves to the next question at midnight in Macao, not in UTC", async () => {
    const saved = t.clock.now;
    try {
      t.clock.now = new Date("2026-11-22T15:59:00Z"); // 23:59 in Macao
      await t.database.db.insert(quizQuestions).values([
        { day: "2026-11-22", question: { en: "Q22" }, options: [{ en: "a" }, { en: "b" }, { en: "c" }, { en: "d" }], answer: "A", explanation: { en: "" } },
        { day: "2026-11-23", question: { en: "Q23" }, options: [{ en: "a" }, { en: "b" }, { en: "c" }, { en: "d" }], answer: "A", explanation: { en: "" } },
      ]).onConflictDoNothing();
      const before = await t.call({ method: "GET", url: "/api/v1.0/game/day-question", headers: { "api-language": "en" } });
      expect((before.body.data as { day: string }).day).toBe("2026-11-22");
      t.clock.now = new Date("2026-11-22T16:01:00Z"); // 00:01 on the 23rd in Macao
      const after = await t.call({ method: "GET", url: "/api/v1.0/game/day-question", headers: { "api-language": "en" } });
      expect((after.body.data as { day: string }).day).toBe("2026-11-23");
    } finally {
      t.clock.now = saved;
    }
  });

  it("answers 404 on a day without a question", async () => {
    const saved = t.clock.now;
    t.clock.now = new Date("2031-01-01T04:00:00Z");
    try {
      const res = await t.call({ method: "GET", url: "/api/v1.0/game/day-question" });
      expect(res.status).toBe(404);
      expect(res.body.code).not.toBe(0);
    } finally {
      t.clock.now = saved;
    }
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/game/day-question" });
  });
});

describe("POST /api/v1.0/game/answer-question", () => {
  it("needs a signed-in member", async () => {
    const row = await todaysQuestion();
    const res = await t.call({ method: "POST", url: "/api/v1.0/game/answer-question", payload: { questionId: row.id, choice: "A" }, headers: { "api-language": "en" } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please log in or register first");
  });

  it("accepts one answer a day: a correct one is ranked, a second one is refused in the request's language", async () => {
    const row = await todaysQuestion();
    const token = await signIn(t, await insertMember(t));
    const first = await answer(token, { questionId: row.id, choice: row.answer });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ correct: true, answer: row.answer, explanation: row.explanation.en, winner: true });
    expect((first.body.data as { rank: number }).rank).toBeGreaterThanOrEqual(1);
    const again = await answer(token, { questionId: row.id, choice: wrongChoiceOf(row.answer) }, "zh_TW");
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(-1);
    expect(again.body.message).toBe("你今日已經作答，明日再來挑戰吧");
  });

  it("tells a wrong answer the right one, without a rank", async () => {
    const row = await todaysQuestion();
    const token = await signIn(t, await insertMember(t));
    const res = await answer(token, { questionId: row.id, choice: wrongChoiceOf(row.answer) });
    expect(res.body.data).toMatchObject({ correct: false, answer: row.answer, rank: null, winner: false });
  });

  it("of two answers sent at once by one member, accepts one and refuses the other", async () => {
    const row = await todaysQuestion();
    const memberId = await insertMember(t);
    const token = await signIn(t, memberId);
    const results = await Promise.all([
      answer(token, { questionId: row.id, choice: row.answer }),
      answer(token, { questionId: row.id, choice: row.answer }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.message).toBe("You have already answered today's question: come back tomorrow");
    const rows = await t.database.db.select().from(quizAnswers).where(and(eq(quizAnswers.memberId, memberId), eq(quizAnswers.day, today())));
    expect(rows).toHaveLength(1);
  });

  it("refuses an answer to a question that is not today's", async () => {
    const [yesterday] = await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.day, macauDate(new Date(t.clock.now.getTime() - 86_400_000))));
    const token = await signIn(t, await insertMember(t));
    const res = await answer(token, { questionId: yesterday!.id, choice: "A" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This question has closed: please load today's question");
  });

  it("passes the bad-input check", async () => {
    const row = await todaysQuestion();
    const token = await signIn(t, await insertMember(t));
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/game/answer-question",
      headers: { "api-key": token },
      body: { questionId: row.id, choice: "C" },
      fields: [
        { in: "body", name: "questionId", kind: "id" },
        { in: "body", name: "choice", kind: "enum" },
      ],
    });
  });
});

describe("GET /api/v1.0/game/my-answer (an addition to the spec)", () => {
  const mine = (token: string | null, language = "en") =>
    t.call({ method: "GET", url: "/api/v1.0/game/my-answer", headers: { ...(token ? { "api-key": token } : {}), "api-language": language } });
  /** Midnight in Macao at the start of the day after `day`, as an instant. */
  const macauMidnightAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`) + 86_400_000).toISOString();

  it("needs a signed-in member", async () => {
    const res = await mine(null);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please log in or register first");
  });

  it("tells no answer before the member answers, and when the next question opens (midnight in Macao)", async () => {
    const row = await todaysQuestion();
    const res = await mine(await signIn(t, await insertMember(t)));
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.data).toEqual({ day: today(), questionId: row.id, result: null, nextQuestionAt: macauMidnightAfter(today()) });
  });

  it("gives the member's answer of today after it was sent — the choice, right or not, why — in the request's language", async () => {
    const row = await todaysQuestion();
    const token = await signIn(t, await insertMember(t));
    const wrong = wrongChoiceOf(row.answer);
    const sent = await answer(token, { questionId: row.id, choice: wrong });
    expect(sent.body.data).toMatchObject({ correct: false, nextQuestionAt: macauMidnightAfter(today()) });
    const res = await mine(token, "pt");
    expect(res.body.data).toMatchObject({
      day: today(),
      questionId: row.id,
      result: { choice: wrong, correct: false, answer: row.answer, explanation: row.explanation.pt, rank: null, winner: false },
      nextQuestionAt: macauMidnightAfter(today()),
    });
    // Another member's answer is not this one's.
    expect((await mine(demoToken)).body.data).toMatchObject({ questionId: row.id });
    const right = await signIn(t, await insertMember(t));
    await answer(right, { questionId: row.id, choice: row.answer });
    const ranked = (await mine(right)).body.data as { result: { correct: boolean; rank: number; choice: string } };
    expect(ranked.result).toMatchObject({ correct: true, choice: row.answer });
    expect(ranked.result.rank).toBeGreaterThanOrEqual(1);
  });

  it("names the next day that has a question; null when none is scheduled", async () => {
    const saved = t.clock.now;
    try {
      t.clock.now = new Date("2031-03-01T15:59:00Z"); // 23:59 on 1 March in Macao; no question that day
      await t.database.db.insert(quizQuestions).values({ day: "2031-03-04", question: { en: "Q" }, options: [{ en: "a" }, { en: "b" }, { en: "c" }, { en: "d" }], answer: "A", explanation: { en: "" } });
      const token = await signIn(t, await insertMember(t));
      expect((await mine(token)).body.data).toEqual({ day: "2031-03-01", questionId: null, result: null, nextQuestionAt: "2031-03-03T16:00:00.000Z" });
      t.clock.now = new Date("2031-03-04T16:00:00Z"); // 00:00 on the 5th: nothing after
      expect((await mine(token)).body.data).toMatchObject({ questionId: null, nextQuestionAt: null });
    } finally {
      t.clock.now = saved;
    }
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/game/my-answer", headers: { "api-key": demoToken } });
  });
});

describe("GET /api/v1.0/game/award-list", () => {
  it("lists the day's first correct answers in order, names partly hidden, no wrong answers", async () => {
    const fresh = await createTestApp();
    try {
      fresh.clock.now = t.clock.now;
      const [row] = await fresh.database.db.select().from(quizQuestions).where(eq(quizQuestions.day, macauDate(fresh.clock.now)));
      const names = ["陳大文", "Maria Lopes", "Wrong Answer"];
      for (const name of names) {
        const token = await signIn(fresh, await insertMember(fresh, { nickName: name, username: `${name.length}${Date.now()}${Math.random()}`.slice(0, 30) }));
        const choice = name === "Wrong Answer" ? wrongChoiceOf(row!.answer) : row!.answer;
        const res = await fresh.call({ method: "POST", url: "/api/v1.0/game/answer-question", payload: { questionId: row!.id, choice }, headers: { "api-key": token } });
        expect(res.status).toBe(200);
      }
      const res = await fresh.call({ method: "GET", url: "/api/v1.0/game/award-list" });
      expect(res.status).toBe(200);
      const data = res.body.data as { day: string; winners: { rank: number; name: string }[] };
      expect(data.day).toBe(macauDate(fresh.clock.now));
      expect(data.winners.map((w) => [w.rank, w.name])).toEqual([
        [1, "陳**"],
        [2, "Ma****"],
      ]);
      const other = await fresh.call({ method: "GET", url: "/api/v1.0/game/award-list?date=2020-01-01" });
      expect(other.body.data).toEqual({ day: "2020-01-01", winners: [] });
    } finally {
      await fresh.close();
    }
  });

  it("hides names", () => {
    expect(maskName("陳大文")).toBe("陳**");
    expect(maskName("Jo")).toBe("J**");
    expect(maskName("")).toBe("***");
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/game/award-list",
      query: { date: today() },
      fields: [{ in: "query", name: "date", kind: "date" }],
    });
  });
});
