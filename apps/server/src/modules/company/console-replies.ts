import { defineReplies } from "../../platform/replies.ts";

/** What the about-us and press console calls answer when they refuse, in the four languages. */
export const companyConsoleReplies = defineReplies({
  slugTaken: {
    zh_TW: "另一頁已使用地址「{slug}」",
    zh_CN: "另一页已使用地址“{slug}”",
    en: "Another page already has the address “{slug}”",
    pt: "Outra página já tem o endereço «{slug}»",
  },
});
