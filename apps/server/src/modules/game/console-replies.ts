import { defineReplies } from "../../platform/replies.ts";

/** What marketing's quiz calls answer when they refuse, in the four languages (docs/console.md "Marketing"). */
export const quizConsoleReplies = defineReplies({
  pastDay: {
    zh_TW: "{day} 已經過去，題目只可安排在今日或以後",
    zh_CN: "{day} 已经过去，题目只可安排在今日或以后",
    en: "{day} has passed: a question can only be scheduled for today or a later day",
    pt: "O dia {day} já passou: só se pode marcar uma pergunta para hoje ou um dia seguinte",
  },
  dayTaken: {
    zh_TW: "{day} 已經有題目，每日只可有一題",
    zh_CN: "{day} 已经有题目，每日只可有一题",
    en: "{day} already has a question: there is one question a day",
    pt: "O dia {day} já tem uma pergunta: há uma pergunta por dia",
  },
  answeredFixed: {
    zh_TW: "已有會員回答此題，不能再更改選項、正確答案或日期（文字及解釋仍可修改）",
    zh_CN: "已有会员回答此题，不能再更改选项、正确答案或日期（文字及解释仍可修改）",
    en: "Members have already answered this question: its choices, right answer and day can no longer change (its wording and explanation can)",
    pt: "Já há membros que responderam a esta pergunta: as opções, a resposta certa e o dia já não podem mudar (o texto e a explicação podem)",
  },
  answeredKept: {
    zh_TW: "已有會員回答此題，不能刪除",
    zh_CN: "已有会员回答此题，不能删除",
    en: "Members have already answered this question: it cannot be deleted",
    pt: "Já há membros que responderam a esta pergunta: não pode ser apagada",
  },
});
