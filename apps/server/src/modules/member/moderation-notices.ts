import { MODERATION_REASON_LABELS, type ModerationReason } from "@portal/contract/schemas/interactions";
import type { MemberNotice } from "./notification-service.ts";

/**
 * What a member is told in their notifications when staff act on something they wrote (docs/interactions.md
 * "Moderation"): the reason from the fixed list, in the member's language; never the staff member's name or note,
 * which are for staff.
 */

/** The first characters of a text the notice quotes, so the member knows which one. */
function excerpt(text: string, max = 40): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

const reason = (why: ModerationReason) => MODERATION_REASON_LABELS[why];

export function commentHiddenNotice(comment: string, why: ModerationReason): MemberNotice {
  const quoted = excerpt(comment);
  return {
    title: { zh_TW: "你的留言已被隱藏", zh_CN: "你的留言已被隐藏", en: "Your comment was hidden", pt: "O seu comentário foi ocultado" },
    content: {
      zh_TW: `你的留言「${quoted}」已從網站移除。原因：${reason(why).zh_TW}。`,
      zh_CN: `你的留言「${quoted}」已从网站移除。原因：${reason(why).zh_CN}。`,
      en: `Your comment “${quoted}” was taken off the site. Reason: ${reason(why).en}.`,
      pt: `O seu comentário «${quoted}» foi retirado do sítio. Motivo: ${reason(why).pt}.`,
    },
  };
}

export function congratulationRejectedNotice(message: string, why: ModerationReason): MemberNotice {
  const quoted = excerpt(message);
  return {
    title: { zh_TW: "你的祝福未獲刊登", zh_CN: "你的祝福未获刊登", en: "Your message was not published", pt: "A sua mensagem não foi publicada" },
    content: {
      zh_TW: `你的祝福「${quoted}」未獲刊登。原因：${reason(why).zh_TW}。`,
      zh_CN: `你的祝福「${quoted}」未获刊登。原因：${reason(why).zh_CN}。`,
      en: `Your message “${quoted}” was not published. Reason: ${reason(why).en}.`,
      pt: `A sua mensagem «${quoted}» não foi publicada. Motivo: ${reason(why).pt}.`,
    },
  };
}

export function nicknameResetNotice(nickName: string, why: ModerationReason): MemberNotice {
  return {
    title: { zh_TW: "你的暱稱已被更改", zh_CN: "你的昵称已被更改", en: "Your nickname was changed", pt: "A sua alcunha foi alterada" },
    content: {
      zh_TW: `你的暱稱已改為「${nickName}」。原因：${reason(why).zh_TW}。你可在帳戶設定中另選暱稱。`,
      zh_CN: `你的昵称已改为「${nickName}」。原因：${reason(why).zh_CN}。你可在账户设置中另选昵称。`,
      en: `Your nickname is now “${nickName}”. Reason: ${reason(why).en}. You can choose another in your account settings.`,
      pt: `A sua alcunha passou a ser «${nickName}». Motivo: ${reason(why).pt}. Pode escolher outra nas definições da conta.`,
    },
  };
}
