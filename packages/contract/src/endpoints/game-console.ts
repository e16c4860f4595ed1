import { CONSOLE_API_PATH, DELETE, GET, POST, PUT } from "../endpoint.ts";
import type { ConsoleQuizList, ConsoleQuizListQuery, ConsoleQuizQuestion, ConsoleQuizResults, QuizQuestionInput } from "../schemas/game/console.ts";
import { MARKETERS } from "./vote.ts";

const CONSOLE_QUIZ = `${CONSOLE_API_PATH}/v1/quiz`;

/**
 * Marketing's daily quiz (docs/console.md "Marketing", docs/game.md): the questions by day, a new one for a day that
 * has none (today or later), an edit (the choices and the answer fixed once members have answered), a delete (only
 * of a question nobody has answered), and a day's results with its winners. Apart from the public game calls so that
 * the quiz page carries none of this.
 */
export const quizConsoleApi = {
  /** Every day of a month or range, with its question and answer counts. */
  list: GET(CONSOLE_QUIZ).access(MARKETERS).query<ConsoleQuizListQuery>().returns<ConsoleQuizList>(),
  get: GET(`${CONSOLE_QUIZ}/:id`).access(MARKETERS).returns<ConsoleQuizQuestion>(),
  create: POST(CONSOLE_QUIZ).access(MARKETERS).body<QuizQuestionInput>().returns<ConsoleQuizQuestion>(),
  update: PUT(`${CONSOLE_QUIZ}/:id`).access(MARKETERS).body<QuizQuestionInput>().returns<ConsoleQuizQuestion>(),
  remove: DELETE(`${CONSOLE_QUIZ}/:id`).access(MARKETERS).returns<null>(),
  /** The day's answers per choice and its first correct answers (the winners), named in full. */
  results: GET(`${CONSOLE_QUIZ}/:id/results`).access(MARKETERS).returns<ConsoleQuizResults>(),
};
