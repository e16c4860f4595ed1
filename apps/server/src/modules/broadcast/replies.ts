import { defineReplies } from "../../platform/replies.ts";

/** What the live stream answers outside its region (docs/media.md). */
export const broadcastReplies = defineReplies({
  liveRegionRefused: {
    zh_TW: "網上直播只限澳門地區收看",
    zh_CN: "网上直播只限澳门地区收看",
    en: "Live streams on the web can only be watched in Macau",
    pt: "As emissões em direto na Internet só podem ser vistas em Macau",
  },
});
