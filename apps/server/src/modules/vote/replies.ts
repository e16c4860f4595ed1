import { defineReplies } from "../../platform/replies.ts";

/** What a ballot answers when it is refused (docs/votes.md). */
export const voteReplies = defineReplies({
  voteNotOpen: {
    zh_TW: "此投票現在不接受投票",
    zh_CN: "此投票现在不接受投票",
    en: "This vote is not open",
    pt: "Esta votação não está aberta",
  },
  voteChoices: {
    zh_TW: "請選擇 {min} 至 {max} 個選項",
    zh_CN: "请选择 {min} 至 {max} 个选项",
    en: "Choose between {min} and {max} options",
    pt: "Escolha entre {min} e {max} opções",
  },
  voteLimitDay: {
    zh_TW: "你今天已投票 {max} 次，請明天再投",
    zh_CN: "你今天已投票 {max} 次，请明天再投",
    en: "You have voted {max} times today: please vote again tomorrow",
    pt: "Já votou {max} vezes hoje: volte a votar amanhã",
  },
  voteLimitAll: {
    zh_TW: "你已用完此投票的 {max} 次投票機會",
    zh_CN: "你已用完此投票的 {max} 次投票机会",
    en: "You have used all {max} of your ballots in this vote",
    pt: "Já usou todos os seus {max} votos nesta votação",
  },
  voteNeedsPhone: {
    zh_TW: "此投票須以手機驗證碼投票",
    zh_CN: "此投票须以手机验证码投票",
    en: "This vote takes ballots verified by an SMS code",
    pt: "Esta votação aceita votos verificados por código SMS",
  },
  voteNeedsMemberOrCaptcha: {
    zh_TW: "此投票須登入會員或輸入驗證碼",
    zh_CN: "此投票须登录会员或输入验证码",
    en: "This vote takes ballots from signed-in members or with a verification code",
    pt: "Esta votação aceita votos de membros com sessão iniciada ou com código de verificação",
  },
});
