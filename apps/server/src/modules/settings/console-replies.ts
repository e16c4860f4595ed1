import { defineReplies } from "../../platform/replies.ts";

/** What the administrator's settings calls answer when they refuse, in the four languages. */
export const settingsConsoleReplies = defineReplies({
  providerNotConfigured: {
    zh_TW: "伺服器未設定「{provider}」登入，不能顯示",
    zh_CN: "服务器未设定“{provider}”登录，不能显示",
    en: "The server has no sign-in with “{provider}” configured, so it cannot be shown",
    pt: "O servidor não tem o início de sessão com «{provider}» configurado; não pode ser mostrado",
  },
  weatherUnavailable: {
    zh_TW: "伺服器不能使用天氣來源「{provider}」（未設定其地址）",
    zh_CN: "服务器不能使用天气来源“{provider}”（未设定其地址）",
    en: "The server cannot use the weather provider “{provider}” (its address is not set)",
    pt: "O servidor não pode usar o fornecedor de meteorologia «{provider}» (o seu endereço não está definido)",
  },
});
