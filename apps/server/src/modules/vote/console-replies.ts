import { defineReplies } from "../../platform/replies.ts";

/** What marketing's vote calls answer when they refuse, in the four languages (docs/votes.md "Running a vote"). */
export const voteConsoleReplies = defineReplies({
  closesBeforeOpens: {
    zh_TW: "截止時間須在開始時間之後",
    zh_CN: "截止时间须在开始时间之后",
    en: "The closing time must come after the opening time",
    pt: "A hora de encerramento tem de ser posterior à de abertura",
  },
  minAboveMax: {
    zh_TW: "最少選項數（{min}）不可多於最多選項數（{max}）",
    zh_CN: "最少选项数（{min}）不可多于最多选项数（{max}）",
    en: "The fewest choices ({min}) cannot be more than the most choices ({max})",
    pt: "O mínimo de escolhas ({min}) não pode ser maior do que o máximo ({max})",
  },
  maxAboveOptions: {
    zh_TW: "最多可選 {max} 項，但此投票只有 {options} 個選項",
    zh_CN: "最多可选 {max} 项，但此投票只有 {options} 个选项",
    en: "Voters may choose up to {max}, but the vote has only {options} options",
    pt: "Os votantes podem escolher até {max}, mas a votação só tem {options} opções",
  },
  tooFewOptions: {
    zh_TW: "投票須有至少兩個選項才可公開或開始，現有 {options} 個",
    zh_CN: "投票须有至少两个选项才可公开或开始，现有 {options} 个",
    en: "A vote needs at least two options before it is published or opens; it has {options}",
    pt: "Uma votação precisa de pelo menos duas opções antes de ser publicada ou abrir; tem {options}",
  },
  appkeyTaken: {
    zh_TW: "網址代號「{appkey}」已被另一個投票使用",
    zh_CN: "网址代号“{appkey}”已被另一个投票使用",
    en: "Another vote already has the address key “{appkey}”",
    pt: "Outra votação já tem a chave de endereço «{appkey}»",
  },
  closedAlready: {
    zh_TW: "此投票已截止：請先把截止時間改到將來",
    zh_CN: "此投票已截止：请先把截止时间改到将来",
    en: "This vote has closed: set a closing time in the future first",
    pt: "Esta votação já encerrou: defina primeiro uma hora de encerramento no futuro",
  },
  optionHasBallots: {
    zh_TW: "此投票已有人投票，不可再刪除選項",
    zh_CN: "此投票已有人投票，不可再删除选项",
    en: "People have already voted in this vote, so its options can no longer be removed",
    pt: "Já há votos nesta votação, por isso as suas opções já não podem ser removidas",
  },
  tooManyOptions: {
    zh_TW: "一個投票最多可有 {max} 個選項",
    zh_CN: "一个投票最多可有 {max} 个选项",
    en: "A vote can have at most {max} options",
    pt: "Uma votação pode ter no máximo {max} opções",
  },
  orderMismatch: {
    zh_TW: "排列須包括此投票的每個選項，每個一次",
    zh_CN: "排列须包括此投票的每个选项，每个一次",
    en: "The new order must list every option of this vote, each once",
    pt: "A nova ordem tem de incluir cada opção desta votação, uma vez cada",
  },
});
