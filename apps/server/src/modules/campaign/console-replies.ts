import { platformReplies, defineReplies } from "../../platform/replies.ts";

/** What the console's campaign calls answer when they refuse, in the four languages (docs/campaigns.md). */
export const campaignConsoleReplies = defineReplies({
  endsBeforeStarts: platformReplies.endsBeforeStarts,
  slugTaken: {
    zh_TW: "另一個活動已使用地址「{slug}」",
    zh_CN: "另一个活动已使用地址“{slug}”",
    en: "Another campaign already has the address “{slug}”",
    pt: "Outra campanha já tem o endereço «{slug}»",
  },
  totalBelowTaken: {
    zh_TW: "已登記 {taken} 張門票，總數不可少於此數",
    zh_CN: "已登记 {taken} 张门票，总数不可少于此数",
    en: "{taken} tickets are already registered: the total cannot be lower",
    pt: "Já estão registados {taken} bilhetes: o total não pode ser inferior",
  },
});
