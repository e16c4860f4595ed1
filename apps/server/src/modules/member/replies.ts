import { defineReplies } from "../../platform/replies.ts";

/** What the member's lists and playback positions answer at their limits (docs/members.md). */
export const memberReplies = defineReplies({
  limitReached: {
    zh_TW: "已達上限（{max}）",
    zh_CN: "已达上限（{max}）",
    en: "The limit has been reached ({max})",
    pt: "Foi atingido o limite ({max})",
  },
  playbackPastEnd: {
    zh_TW: "播放位置超出了這一集的長度（{max} 秒）",
    zh_CN: "播放位置超出了这一集的长度（{max} 秒）",
    en: "The position is past the end of the episode ({max} seconds)",
    pt: "A posição ultrapassa o fim do episódio ({max} segundos)",
  },
});
