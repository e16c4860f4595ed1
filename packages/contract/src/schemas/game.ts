import { z } from "zod";
import { idSchema, isoDate } from "./common.ts";

/**
 * The daily quiz (spec §7 Game, under /api/v1.0/game; docs/game.md): one question a Macao day, answered once per
 * member per day (spec §5 "quiz once per member per day"); the first members to answer correctly are the day's
 * winners (award-list).
 */

/** How many correct answers of a day win a prize: the first ones, by the time they were accepted. */
export const QUIZ_WINNERS_PER_DAY = 10;

/** The letters of a question's choices. */
export const QUIZ_CHOICES = ["A", "B", "C", "D"] as const;
export type QuizChoice = (typeof QUIZ_CHOICES)[number];

export interface DayQuestion {
  id: number;
  /** The Macao day (YYYY-MM-DD) the question is asked. */
  day: string;
  question: string;
  options: { key: QuizChoice; text: string }[];
  /** Correct answers accepted so far today. */
  correctCount: number;
  winnersPerDay: number;
}

export const answerQuestionBody = z.object({
  questionId: idSchema,
  choice: z.enum(QUIZ_CHOICES),
});
export type AnswerQuestionInput = z.input<typeof answerQuestionBody>;

export interface AnswerResult {
  correct: boolean;
  /** The right choice, and why. */
  answer: QuizChoice;
  explanation: string;
  /** This member's place among the day's correct answers (1 = first), or null when the answer was wrong. */
  rank: number | null;
  /** Whether the place is among the day's winners. */
  winner: boolean;
  /**
   * When the next question opens: midnight in Macao starting the next day that has a question (ISO instant), or
   * null when none is scheduled yet. An addition to the spec (issue 21): the quiz says when to come back.
   */
  nextQuestionAt: string | null;
}

/**
 * GET my-answer (members; an addition to the spec, docs/game.md): the member's answer to today's question, so that
 * the quiz shows it again after a reload or on another device, instead of an open question.
 */
export interface MyQuizAnswer {
  /** Today, the Macao day (YYYY-MM-DD). */
  day: string;
  /** Today's question, or null on a day without one. */
  questionId: number | null;
  /** The member's answer today — what they chose, when, and the answer's result — or null when not answered yet. */
  result: (AnswerResult & { choice: QuizChoice; answeredAt: string }) | null;
  nextQuestionAt: string | null;
}

export const awardListQuery = z.object({ date: isoDate.optional() });
export type AwardListQuery = z.input<typeof awardListQuery>;

export interface AwardWinner {
  rank: number;
  /** The member's public name, partly hidden (陳**, Ma***). */
  name: string;
  answeredAt: string;
}
export interface AwardList {
  day: string;
  winners: AwardWinner[];
}
