import { defineReplies } from "../../platform/replies.ts";

/** What marketing's notice calls answer when they refuse, in the four languages. */
export const noticeConsoleReplies = defineReplies({
  endsBeforeStarts: {
    zh_TW: "結束時間須在開始時間之後",
    zh_CN: "结束时间须在开始时间之后",
    en: "The end must come after the start",
    pt: "O fim tem de ser posterior ao início",
  },
});
