import { defineReplies, platformReplies } from "../../platform/replies.ts";

/** What marketing's notice calls answer when they refuse, in the four languages. */
export const noticeConsoleReplies = defineReplies({
  endsBeforeStarts: platformReplies.endsBeforeStarts,
});
