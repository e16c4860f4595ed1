import { defineReplies } from "../../platform/replies.ts";

/** What a comment answers while it waits for moderation. */
export const interactionsReplies = defineReplies({
  commentPending: {
    zh_TW: "留言已收到，待審核後顯示",
    zh_CN: "留言已收到，待审核后显示",
    en: "Your comment has been received and is awaiting moderation",
    pt: "O seu comentário foi recebido e aguarda moderação",
  },
});
