import { defineReplies } from "../../platform/replies.ts";

/** What a comment answers while it waits for moderation, a blocked member's comment, and the moderation's refusals. */
export const interactionsReplies = defineReplies({
  commentPending: {
    zh_TW: "留言已收到，待審核後顯示",
    zh_CN: "留言已收到，待审核后显示",
    en: "Your comment has been received and is awaiting moderation",
    pt: "O seu comentário foi recebido e aguarda moderação",
  },
  commentBlocked: {
    zh_TW: "你的帳戶暫時不能發表留言。如有疑問，請聯絡我們",
    zh_CN: "你的帐户暂时不能发表留言。如有疑问，请联系我们",
    en: "Your account cannot post comments at the moment. If you have questions, please contact us",
    pt: "A sua conta não pode publicar comentários de momento. Se tiver dúvidas, contacte-nos",
  },
  commentBlockedUntil: {
    zh_TW: "你的帳戶在 {until}（澳門時間）或之前不能發表留言。如有疑問，請聯絡我們",
    zh_CN: "你的帐户在 {until}（澳门时间）或之前不能发表留言。如有疑问，请联系我们",
    en: "Your account cannot post comments until the end of {until} (Macau time). If you have questions, please contact us",
    pt: "A sua conta não pode publicar comentários até ao fim de {until} (hora de Macau). Se tiver dúvidas, contacte-nos",
  },
  blockUntilPast: {
    zh_TW: "封鎖的最後一日不能早於今日",
    zh_CN: "封锁的最后一日不能早于今日",
    en: "The last day of the block cannot be before today",
    pt: "O último dia do bloqueio não pode ser anterior a hoje",
  },
});
