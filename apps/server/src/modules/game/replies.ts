import { defineReplies } from "../../platform/replies.ts";

/** What the daily quiz answers when a question is closed or already answered (docs/game.md). */
export const gameReplies = defineReplies({
  quizClosed: {
    zh_TW: "此題已截止，請重新載入今日題目",
    zh_CN: "此题已截止，请重新载入今日题目",
    en: "This question has closed: please load today's question",
    pt: "Esta pergunta já fechou: carregue a pergunta de hoje",
  },
  quizAnsweredToday: {
    zh_TW: "你今日已經作答，明日再來挑戰吧",
    zh_CN: "你今日已经作答，明日再来挑战吧",
    en: "You have already answered today's question: come back tomorrow",
    pt: "Já respondeu à pergunta de hoje: volte amanhã",
  },
});
