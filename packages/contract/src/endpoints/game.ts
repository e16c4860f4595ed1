import { GET, POST } from "../endpoint.ts";
import type { AnswerQuestionInput, AnswerResult, AwardList, AwardListQuery, DayQuestion, MyQuizAnswer } from "../schemas/game.ts";

/**
 * Spec §7 Game (docs/game.md): the daily quiz. answer-question and my-answer (an addition to the spec: the member's
 * answer of today) need a signed-in member (Api-Key).
 */
const BASE = "/api/v1.0/game";

export const gameApi = {
  dayQuestion: GET(`${BASE}/day-question`).returns<DayQuestion>(),
  answerQuestion: POST(`${BASE}/answer-question`).body<AnswerQuestionInput>().returns<AnswerResult>(),
  awardList: GET(`${BASE}/award-list`).query<AwardListQuery>().returns<AwardList>(),
  myAnswer: GET(`${BASE}/my-answer`).returns<MyQuizAnswer>(),
};
