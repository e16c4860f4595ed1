import { and, asc, count, eq, gt, lte, min } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import {
  QUIZ_CHOICES,
  QUIZ_WINNERS_PER_DAY,
  type AnswerResult,
  type AwardList,
  type DayQuestion,
  type MyQuizAnswer,
  type QuizChoice,
} from "@portal/contract/schemas/game";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { quizAnswers, quizQuestions } from "./tables.ts";
import { isUniqueViolation, notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { MACAU_OFFSET_MS, macauDate } from "../../platform/macau-time.ts";
import { publicProfiles } from "../identity/members-lookup.ts";
import { gameReplies } from "./replies.ts";

/** The daily quiz (docs/game.md): the question of the Macao day, one answer per member per day, the winners. */

async function questionOfDay(db: Db, day: string) {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.day, day)).limit(1);
  return row ?? null;
}

async function correctCountOf(db: Db, day: string, upToId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.day, day), eq(quizAnswers.correct, true), upToId === undefined ? undefined : lte(quizAnswers.id, upToId)));
  return Number(row?.n ?? 0);
}

/** When the next question opens: midnight in Macao starting the first day after `day` that has one; null if none. */
async function nextQuestionAt(db: Db, day: string): Promise<string | null> {
  const [row] = await db.select({ day: min(quizQuestions.day) }).from(quizQuestions).where(gt(quizQuestions.day, day));
  return row?.day ? new Date(Date.parse(`${row.day}T00:00:00Z`) - MACAU_OFFSET_MS).toISOString() : null;
}

/** What an accepted answer tells: right or not, the right choice and why, its place among the day's correct ones. */
async function resultOf(db: Db, locale: ApiLocale, day: string, question: { answer: string; explanation: LocalizedText }, answer: { id: number; correct: boolean }) {
  const rank = answer.correct ? await correctCountOf(db, day, answer.id) : null;
  return {
    correct: answer.correct,
    answer: question.answer as QuizChoice,
    explanation: pickText(question.explanation, locale),
    rank,
    winner: rank !== null && rank <= QUIZ_WINNERS_PER_DAY,
    nextQuestionAt: await nextQuestionAt(db, day),
  };
}

/** Today's question (Macao day) without its answer; 404 on a day without one. */
export async function dayQuestion(db: Db, locale: ApiLocale, now: Date): Promise<DayQuestion> {
  const day = macauDate(now);
  const row = await questionOfDay(db, day);
  if (!row) throw notFound();
  return {
    id: row.id,
    day,
    question: pickText(row.question, locale),
    options: row.options.map((text, i) => ({ key: QUIZ_CHOICES[i]!, text: pickText(text, locale) })),
    correctCount: await correctCountOf(db, day),
    winnersPerDay: QUIZ_WINNERS_PER_DAY,
  };
}

/**
 * A member's answer to today's question. Refused when the question is not today's (a page left open past midnight)
 * and when the member has answered today already — the unique key (member, day) decides, so two answers sent at
 * once give one accepted and one refused. Correct answers are ranked in the order they were accepted.
 */
export async function answerQuestion(
  db: Db,
  locale: ApiLocale,
  memberId: number,
  input: { questionId: number; choice: QuizChoice },
  now: Date,
): Promise<AnswerResult> {
  const day = macauDate(now);
  const question = await questionOfDay(db, day);
  if (!question || question.id !== input.questionId) throw refusal(gameReplies.quizClosed);
  const correct = input.choice === question.answer;
  let id: number;
  try {
    const [row] = await db
      .insert(quizAnswers)
      .values({ memberId, day, questionId: question.id, choice: input.choice, correct, answeredAt: now })
      .returning({ id: quizAnswers.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(gameReplies.quizAnsweredToday);
    throw error;
  }
  return resultOf(db, locale, day, question, { id, correct });
}

/** The member's answer to today's question (docs/game.md, an addition to the spec), or null when not answered. */
export async function myAnswer(db: Db, locale: ApiLocale, memberId: number, now: Date): Promise<MyQuizAnswer> {
  const day = macauDate(now);
  const question = await questionOfDay(db, day);
  const [row] = question
    ? await db.select().from(quizAnswers).where(and(eq(quizAnswers.memberId, memberId), eq(quizAnswers.day, day), eq(quizAnswers.questionId, question.id))).limit(1)
    : [];
  return {
    day,
    questionId: question?.id ?? null,
    result:
      question && row
        ? { ...(await resultOf(db, locale, day, question, row)), choice: row.choice as QuizChoice, answeredAt: row.answeredAt.toISOString() }
        : null,
    nextQuestionAt: await nextQuestionAt(db, day),
  };
}

/** A public name partly hidden: the first character of a Chinese name, the first two of others, then stars. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return "***";
  const keep = /\p{Script=Han}/u.test(chars[0]!) ? 1 : Math.min(2, Math.max(1, chars.length - 1));
  return `${chars.slice(0, keep).join("")}${"*".repeat(Math.max(2, Math.min(4, chars.length - keep)))}`;
}

/** The first correct answers of a Macao day (today by default), names partly hidden. */
export async function awardList(db: Db, now: Date, date: string | undefined): Promise<AwardList> {
  const day = date ?? macauDate(now);
  const rows = await db
    .select({ memberId: quizAnswers.memberId, answeredAt: quizAnswers.answeredAt })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.day, day), eq(quizAnswers.correct, true)))
    .orderBy(asc(quizAnswers.id))
    .limit(QUIZ_WINNERS_PER_DAY);
  const profiles = await publicProfiles(db, rows.map((r) => r.memberId));
  return {
    day,
    winners: rows.map((row, i) => ({
      rank: i + 1,
      name: maskName(profiles.get(row.memberId)?.nickName ?? ""),
      answeredAt: row.answeredAt.toISOString(),
    })),
  };
}
