import { defineReplies } from "../../platform/replies.ts";

/** What the about-us and press console calls answer when they refuse, in the four languages. */
export const companyConsoleReplies = defineReplies({
  slugTaken: {
    zh_TW: "另一頁已使用地址「{slug}」",
    zh_CN: "另一页已使用地址“{slug}”",
    en: "Another page already has the address “{slug}”",
    pt: "Outra página já tem o endereço «{slug}»",
  },
  unknownScope: {
    zh_TW: "沒有「{scope}」這一組",
    zh_CN: "没有“{scope}”这一组",
    en: "There is no group “{scope}”",
    pt: "Não existe o grupo «{scope}»",
  },
  orderMismatch: {
    zh_TW: "排序須包括這一組的每一項；請重新載入再試",
    zh_CN: "排序须包括这一组的每一项；请重新加载再试",
    en: "The order must name every item of the group; reload and try again",
    pt: "A ordem tem de incluir todos os itens do grupo; recarregue e tente de novo",
  },
  orderedByDate: {
    zh_TW: "大事記按日期排列，請修改日期",
    zh_CN: "大事记按日期排列，请修改日期",
    en: "Milestones follow their dates: change the date instead",
    pt: "Os marcos seguem as suas datas: altere antes a data",
  },
});

