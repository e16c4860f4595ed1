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
  mediaHostNotAllowed: {
    zh_TW: "網頁不可從 {origin} 載入影片：請用本站的地址，或請管理員把它加入 MEDIA_ORIGINS",
    zh_CN: "网页不可从 {origin} 加载视频：请用本站的地址，或请管理员把它加入 MEDIA_ORIGINS",
    en: "Pages may not load video from {origin}: use an address of this site, or ask an administrator to add it to MEDIA_ORIGINS",
    pt: "As páginas não podem carregar vídeo de {origin}: use um endereço deste site ou peça a um administrador que o junte a MEDIA_ORIGINS",
  },
  unknownHost: {
    zh_TW: "沒有編號 {id} 的主持人",
    zh_CN: "没有编号 {id} 的主持人",
    en: "There is no host with the id {id}",
    pt: "Não existe apresentador com o número {id}",
  },
});
