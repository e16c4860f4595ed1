import { and, asc, count, eq, gte, lte, sql } from "drizzle-orm";
import { quizTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import { QUIZ_CHOICES, QUIZ_WINNERS_PER_DAY, type QuizChoice } from "@portal/contract/schemas/game";
import type { ConsoleQuizList, ConsoleQuizListQuery, ConsoleQuizQuestion, ConsoleQuizResults, QuizDayWhen, quizQuestionBody } from "@portal/contract/schemas/game/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleText, storedText } from "../../platform/console-text.ts";
import { writeThenDrop } from "../../platform/console-write.ts";
import type { Deps } from "../../platform/deps.ts";
import { isUniqueViolation, notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { macauDate } from "../../platform/macau-time.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { publicProfiles } from "../identity/members-lookup.ts";
import { quizConsoleReplies } from "./console-replies.ts";
import { quizAnswers, quizQuestions } from "./tables.ts";

/**
 * Marketing's daily quiz (docs/console.md "Marketing", docs/game.md): the questions by day with their answers, a new
 * question for a free day from today on, an edit (once members have answered, the choices, the right one and the day
 * stay), a delete of a question nobody answered, a day's results and winners. Every write is one transaction with its
 * audit entry; after it commits the public quiz answers are dropped (`quizTags.all`), so today's page shows it at once.
 */

type Row = typeof quizQuestions.$inferSelect;
type Values = z.output<typeof quizQuestionBody>;

const TAGS = [quizTags.all];
const DAY_MS = 86_400_000;

/** The day `n` days after `day` (YYYY-MM-DD, calendar arithmetic). */
export const dayAfter = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const whenOf = (day: string, today: string): QuizDayWhen => (day < today ? "past" : day === today ? "today" : "scheduled");

/** Answers and correct answers per question of the days from … to (both included). */
async function answerCounts(db: Db, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ questionId: quizAnswers.questionId, answers: count(), correct: count(sql`case when ${quizAnswers.correct} then 1 end`) })
    .from(quizAnswers)
    .where(where)
    .groupBy(quizAnswers.questionId);
  return new Map(rows.map((row) => [row.questionId, { answers: Number(row.answers), correct: Number(row.correct) }]));
}

/** How many days from today (up to seven days ahead, today included) have no question yet. */
export async function emptyDaysAhead(db: Db, now: Date, days = 7): Promise<string[]> {
  const today = macauDate(now);
  const last = dayAfter(today, days - 1);
  const taken = new Set((await db.select({ day: quizQuestions.day }).from(quizQuestions).where(and(gte(quizQuestions.day, today), lte(quizQuestions.day, last)))).map((r) => r.day));
  return Array.from({ length: days }, (_, i) => dayAfter(today, i)).filter((day) => !taken.has(day));
}

/** The first day from today on without a question: the days taken from today on are walked until one is missing. */
async function firstEmptyDay(db: Db, now: Date): Promise<string> {
  let day = macauDate(now);
  const taken = await db.select({ day: quizQuestions.day }).from(quizQuestions).where(gte(quizQuestions.day, day)).orderBy(asc(quizQuestions.day));
  for (const row of taken) {
    if (row.day !== day) break;
    day = dayAfter(day, 1);
  }
  return day;
}

/** The range a list query names: its from/to, else its month, else this month in Macao. */
function rangeOf(query: ConsoleQuizListQuery, today: string): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const month = query.month ?? today.slice(0, 7);
  const [y, m] = month.split("-").map(Number) as [number, number];
  return { from: `${month}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

export async function listQuizDays(db: Db, locale: ApiLocale, now: Date, query: ConsoleQuizListQuery): Promise<ConsoleQuizList> {
  const today = macauDate(now);
  const { from, to } = rangeOf(query, today);
  const [rows, counts, emptySoon, nextEmpty] = await Promise.all([
    db.select().from(quizQuestions).where(and(gte(quizQuestions.day, from), lte(quizQuestions.day, to))),
    answerCounts(db, and(gte(quizAnswers.day, from), lte(quizAnswers.day, to))),
    emptyDaysAhead(db, now),
    firstEmptyDay(db, now),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: ConsoleQuizList["days"] = [];
  for (let day = from; day <= to; day = dayAfter(day, 1)) {
    const row = byDay.get(day);
    const counted = row ? (counts.get(row.id) ?? { answers: 0, correct: 0 }) : null;
    days.push({ day, when: whenOf(day, today), question: row && counted ? { id: row.id, text: pickText(row.question, locale), ...counted } : null });
  }
  return { from, to, today, days, emptySoon, nextEmpty };
}

async function countsOf(db: Db, id: number) {
  return (await answerCounts(db, eq(quizAnswers.questionId, id))).get(id) ?? { answers: 0, correct: 0 };
}

export async function consoleQuizQuestion(deps: Deps, id: number): Promise<ConsoleQuizQuestion> {
  const [row] = await deps.db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
  if (!row) throw notFound();
  return {
    id: row.id,
    day: row.day,
    when: whenOf(row.day, macauDate(deps.now())),
    question: consoleText(row.question),
    choices: row.options.map((text) => consoleText(text)),
    answer: row.answer as QuizChoice,
    explanation: consoleText(row.explanation),
    ...(await countsOf(deps.db, id)),
  };
}

const columnsOf = (input: Values) => ({
  day: input.day,
  question: storedText(input.question),
  options: input.choices.map((text) => storedText(text)),
  answer: input.answer,
  explanation: storedText(input.explanation),
});

/** What the audit log keeps of a question (all but its creation time). */
function audited(row: Row) {
  const { createdAt: _c, ...kept } = row;
  return kept;
}

async function locked(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(quizQuestions).where(eq(quizQuestions.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

/** A day taken by another question is refused with the day named (the unique key decides between two at once). */
async function dayChecked<T>(day: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(quizConsoleReplies.dayTaken, { day });
    throw error;
  }
}

function refusePast(day: string, now: Date): void {
  if (day < macauDate(now)) throw refusal(quizConsoleReplies.pastDay, { day });
}

export async function createQuizQuestion(deps: Deps, actor: StaffActor, input: Values): Promise<ConsoleQuizQuestion> {
  refusePast(input.day, deps.now());
  const id = await dayChecked(input.day, () =>
    writeThenDrop(deps, TAGS, async (tx) => {
      const [created] = await tx.insert(quizQuestions).values(columnsOf(input)).returning();
      await recordChange(tx, actor, { action: "quiz.create", entity: "quiz_question", entityId: created!.id, ...changedFields(null, audited(created!)) });
      return created!.id;
    }),
  );
  return consoleQuizQuestion(deps, id);
}

const sameText = (a: Row["question"], b: Row["question"]) => JSON.stringify(consoleText(a)) === JSON.stringify(consoleText(b));

/**
 * An edit. Once a member has answered, the choices, the right one and the day stay as they were (the answers were
 * judged against them); the wording of the question and the explanation may still be mended. A question moved to
 * another day goes to today or later, to a day without one.
 */
export async function updateQuizQuestion(deps: Deps, actor: StaffActor, id: number, input: Values): Promise<ConsoleQuizQuestion> {
  const columns = columnsOf(input);
  await dayChecked(input.day, () =>
    writeThenDrop(deps, TAGS, async (tx) => {
      const before = await locked(tx, id);
      const moved = before.day !== columns.day;
      const fixedChanged = moved || before.answer !== columns.answer || before.options.some((text, i) => !sameText(text, columns.options[i]!));
      if (fixedChanged && (await countsOf(tx, id)).answers > 0) throw refusal(quizConsoleReplies.answeredFixed);
      if (moved) refusePast(columns.day, deps.now());
      const [after] = await tx.update(quizQuestions).set(columns).where(eq(quizQuestions.id, id)).returning();
      await recordChange(tx, actor, { action: "quiz.update", entity: "quiz_question", entityId: id, ...changedFields(audited(before), audited(after!)) });
    }),
  );
  return consoleQuizQuestion(deps, id);
}

/** Deletes a question nobody has answered (an answered one stays: its answers and winners name it). */
export async function deleteQuizQuestion(deps: Deps, actor: StaffActor, id: number): Promise<null> {
  await writeThenDrop(deps, TAGS, async (tx) => {
    const before = await locked(tx, id);
    if ((await countsOf(tx, id)).answers > 0) throw refusal(quizConsoleReplies.answeredKept);
    await tx.delete(quizQuestions).where(eq(quizQuestions.id, id));
    await recordChange(tx, actor, { action: "quiz.delete", entity: "quiz_question", entityId: id, ...changedFields(audited(before), null) });
  });
  return null;
}

/** The day's answers per choice, and its first correct answers with the members' ids and names in full. */
export async function quizResults(db: Db, id: number): Promise<ConsoleQuizResults> {
  const [question] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
  if (!question) throw notFound();
  const [perChoice, winners] = await Promise.all([
    db.select({ choice: quizAnswers.choice, n: count() }).from(quizAnswers).where(eq(quizAnswers.questionId, id)).groupBy(quizAnswers.choice),
    db
      .select({ memberId: quizAnswers.memberId, answeredAt: quizAnswers.answeredAt })
      .from(quizAnswers)
      .where(and(eq(quizAnswers.questionId, id), eq(quizAnswers.correct, true)))
      .orderBy(asc(quizAnswers.id))
      .limit(QUIZ_WINNERS_PER_DAY),
  ]);
  const tally = new Map(perChoice.map((row) => [row.choice, Number(row.n)]));
  const profiles = await publicProfiles(db, winners.map((w) => w.memberId));
  const counted = QUIZ_CHOICES.map((key) => ({ key, count: tally.get(key) ?? 0, correct: key === question.answer }));
  return {
    id,
    day: question.day,
    answers: counted.reduce((sum, c) => sum + c.count, 0),
    correct: counted.find((c) => c.correct)?.count ?? 0,
    perChoice: counted,
    winnersPerDay: QUIZ_WINNERS_PER_DAY,
    winners: winners.map((w, i) => ({ rank: i + 1, memberId: w.memberId, name: profiles.get(w.memberId)?.nickName ?? "", answeredAt: w.answeredAt.toISOString() })),
  };
}
