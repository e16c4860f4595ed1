import { defineReplies, platformReplies } from "../../platform/replies.ts";

/** What marketing's advert calls answer when they refuse, in the four languages. */
export const advertConsoleReplies = defineReplies({
  endsBeforeStarts: platformReplies.endsBeforeStarts,
  unknownSlot: {
    zh_TW: "沒有這個廣告位置",
    zh_CN: "没有这个广告位置",
    en: "There is no such advert slot",
    pt: "Esse espaço publicitário não existe",
  },
  badLink: {
    zh_TW: "連結須為本站路徑或 https 網址",
    zh_CN: "链接须为本站路径或 https 网址",
    en: "The link must be a path of this site or an https address",
    pt: "A ligação tem de ser um caminho deste site ou um endereço https",
  },
  coverRequired: {
    zh_TW: "顯示的廣告須有桌面版圖片",
    zh_CN: "显示的广告须有桌面版图片",
    en: "An advert that is shown needs its desktop picture",
    pt: "Um anúncio visível precisa da imagem para computador",
  },
  orderMismatch: {
    zh_TW: "排序須包含此位置的全部廣告，請重新載入",
    zh_CN: "排序须包含此位置的全部广告，请重新加载",
    en: "The order must name every advert of the slot; reload and try again",
    pt: "A ordem tem de incluir todos os anúncios do espaço; recarregue e tente de novo",
  },
});
