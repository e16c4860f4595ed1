import { defineMessages } from "../../i18n/define.ts";

/** Interface texts of the pieces shared by screens: advert slots (the carousel's controls: components/messages.ts), news cards. */
export const sharedMessages = defineMessages({
  "zh-hant": {
    advertisement: "廣告",
    carousel: "廣告輪播",
    newWindow: "（在新視窗開啟）",
    video: "視頻",
    radio: "電台",
    justNow: "剛剛",
    publishedAt: "發佈時間：{date}",
  },
  "zh-hans": {
    advertisement: "广告",
    carousel: "广告轮播",
    newWindow: "（在新窗口打开）",
    video: "视频",
    radio: "电台",
    justNow: "刚刚",
    publishedAt: "发布时间：{date}",
  },
  en: {
    advertisement: "Advertisement",
    carousel: "Featured adverts",
    newWindow: "(opens in a new window)",
    video: "Video",
    radio: "Radio",
    justNow: "Just now",
    publishedAt: "Published {date}",
  },
  pt: {
    advertisement: "Publicidade",
    carousel: "Publicidade em destaque",
    newWindow: "(abre numa nova janela)",
    video: "Vídeo",
    radio: "Rádio",
    justNow: "Agora mesmo",
    publishedAt: "Publicado a {date}",
  },
});
