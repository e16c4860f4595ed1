import { z } from "zod";
import { isoDate } from "../common.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { QUIZ_CHOICES, type QuizChoice } from "../game.ts";

/**
 * Marketing's console calls for the daily quiz (endpoints/game-console.ts `quizConsoleApi`; docs/console.md
 * "Marketing", docs/game.md): one question a Macao day, its texts in the four locales of the table (zh_TW required,
 * an empty zh_CN derived from zh_TW on the public page, as the seed's questions). Shared by server and console.
 */
export const QUIZ_QUESTION_MAX = 300;
export const QUIZ_CHOICE_MAX = 150;
export const QUIZ_EXPLANATION_MAX = 1_000;
/** The longest range the list answers in one call (two months and a bit: a calendar page). */
export const QUIZ_LIST_MAX_DAYS = 62;

/** POST …/quiz, PUT …/quiz/:id: the whole question as the form sends it. */
export const quizQuestionBody = z
  .object({
    /** The Macao day it is asked (YYYY-MM-DD). */
    day: isoDate,
    question: localized(QUIZ_QUESTION_MAX, true),
    /** The choices A–D, in order. */
    choices: z.array(localized(QUIZ_CHOICE_MAX, true)).length(QUIZ_CHOICES.length),
    answer: z.enum(QUIZ_CHOICES),
    explanation: localized(QUIZ_EXPLANATION_MAX, true),
  })
  .strict();
export type QuizQuestionInput = z.input<typeof quizQuestionBody>;

/** GET …/quiz: a month (YYYY-MM), or a range of days (both ends included); this month in Macao by default. */
export const consoleQuizListQuery = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM")
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from === !q.to, { message: "give both from and to", path: ["to"] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < QUIZ_LIST_MAX_DAYS * 86_400_000, { message: "the range is too long", path: ["to"] });
export type ConsoleQuizListQuery = z.input<typeof consoleQuizListQuery>;

/** A day against today in Macao: before it, today, or later (a question still to be asked). */
export type QuizDayWhen = "past" | "today" | "scheduled";

/** A day of the list: its question (in the console's language) and its answers so far, or none. */
export interface ConsoleQuizDay {
  day: string;
  when: QuizDayWhen;
  question: { id: number; text: string; answers: number; correct: number } | null;
}

export interface ConsoleQuizList {
  from: string;
  to: string;
  /** Today in Macao. */
  today: string;
  /** Every day of the range, in order, with or without a question. */
  days: ConsoleQuizDay[];
  /** The first days from today on (up to seven days ahead) that have no question yet. */
  emptySoon: string[];
  /** The first day from today on that has no question (the day after the last one scheduled, or a gap before it). */
  nextEmpty: string;
}

export interface ConsoleQuizQuestion {
  id: number;
  day: string;
  when: QuizDayWhen;
  question: ConsoleText;
  choices: ConsoleText[];
  answer: QuizChoice;
  explanation: ConsoleText;
  /** Answers members have given, and how many were right: once there is one, the choices and the answer are fixed. */
  answers: number;
  correct: number;
}

/** GET …/quiz/:id/results: the day's answers per choice and its winners, names in full (staff only). */
export interface ConsoleQuizResults {
  id: number;
  day: string;
  answers: number;
  correct: number;
  perChoice: { key: QuizChoice; count: number; correct: boolean }[];
  winnersPerDay: number;
  winners: { rank: number; memberId: number; name: string; answeredAt: string }[];
}
