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
