import { defineReplies } from "../../platform/replies.ts";

/** What the inbox's calls answer when they refuse, in the four languages (platform/replies.ts). */
export const inboxReplies = defineReplies({
  assigneeNotAllowed: {
    zh_TW: "只能指派給可以查看這類提交、帳戶有效的同事",
    zh_CN: "只能指派给可以查看这类提交、账户有效的同事",
    en: "Items can only be assigned to an active colleague whose role can see this kind of submission",
    pt: "Só pode atribuir a um colega com conta ativa cuja função lhe permita ver este tipo de pedido",
  },
  kindNotAllowed: {
    zh_TW: "您的角色不能查看這類提交",
    zh_CN: "您的角色不能查看这类提交",
    en: "Your role cannot see this kind of submission",
    pt: "A sua função não lhe permite ver este tipo de pedido",
  },
  fileNotAllowed: {
    zh_TW: "這個檔案屬於您的角色不能查看的提交",
    zh_CN: "这个文件属于您的角色不能查看的提交",
    en: "This file belongs to a submission your role cannot see",
    pt: "Este ficheiro pertence a um pedido que a sua função não lhe permite ver",
  },
});
