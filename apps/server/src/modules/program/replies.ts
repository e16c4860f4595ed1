import { defineReplies } from "../../platform/replies.ts";

/** What the console's programme calls answer when they refuse, in the four languages (platform/replies.ts). */
export const programReplies = defineReplies({
  unknownChannel: {
    zh_TW: "沒有這個頻道",
    zh_CN: "没有这个频道",
    en: "There is no such channel",
    pt: "Este canal não existe",
  },
  unknownCategory: {
    zh_TW: "沒有節目分類 {slug}",
    zh_CN: "没有节目分类 {slug}",
    en: "There is no programme category {slug}",
    pt: "A categoria de programas {slug} não existe",
  },
  unknownHost: {
    zh_TW: "沒有編號 {id} 的主持人",
    zh_CN: "没有编号 {id} 的主持人",
    en: "There is no host with the id {id}",
    pt: "Não existe apresentador com o número {id}",
  },
});
