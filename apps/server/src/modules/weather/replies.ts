import { defineReplies } from "../../platform/replies.ts";

/** What the weather calls answer when the provider fails. */
export const weatherReplies = defineReplies({
  weatherUnavailable: {
    zh_TW: "暫時未能取得天氣資料",
    zh_CN: "暂时未能取得天气资料",
    en: "Weather data is not available right now",
    pt: "Os dados meteorológicos não estão disponíveis de momento",
  },
});
