import { STAFF_ROLE_DESCRIPTIONS, type StaffRole } from "@portal/contract/schemas/staff";
import type { ApiLocale } from "@portal/contract/locales";
import type { LocalizedText } from "../../db/columns.ts";
import { pickText } from "../../platform/localize.ts";
import { macauIso } from "../../platform/macau-time.ts";
import type { OutgoingMessage } from "../../platform/messenger.ts";

/**
 * The invitation e-mail of the newsroom console (docs/console.md "Staff administration"): who invited the person,
 * with which role, the one-time set-up link and when it expires, in the language the administrator chose (zh_CN
 * converted from zh_TW with OpenCC). It names the inviter so that the person can check with them.
 */
const SUBJECT: LocalizedText = {
  zh_TW: "澳廣視新聞管理平台：設定你的帳戶",
  en: "TDM newsroom console: set up your account",
  pt: "Consola de redacção da TDM: configure a sua conta",
};

const TEXT: LocalizedText = {
  zh_TW:
    "{name}，你好：\n\n{inviter} 邀請你使用澳廣視的新聞管理平台，角色為「{role}」（{roleDescription}）。\n\n" +
    "請在 {expires}（澳門時間）前打開以下連結，設定密碼及驗證程式：\n\n{url}\n\n" +
    "連結只可使用一次，請勿轉寄。如你並未預期收到此邀請，請忽略此電郵並通知我們。",
  en:
    "Hello {name},\n\n{inviter} has invited you to TDM's newsroom console with the role “{role}” ({roleDescription}).\n\n" +
    "Open this link before {expires} (Macau time) to set your password and authenticator app:\n\n{url}\n\n" +
    "The link works once: do not forward it. If you did not expect this invitation, ignore this e-mail and let us know.",
  pt:
    "Olá {name},\n\n{inviter} convidou-o para a consola de redacção da TDM com a função «{role}» ({roleDescription}).\n\n" +
    "Abra esta ligação antes de {expires} (hora de Macau) para definir a palavra-passe e a aplicação de autenticação:\n\n{url}\n\n" +
    "A ligação só pode ser usada uma vez: não a reencaminhe. Se não esperava este convite, ignore este e-mail e avise-nos.",
};

export interface InvitationDetails {
  to: string;
  name: string;
  inviter: string;
  role: StaffRole;
  setupUrl: string;
  expiresAt: Date;
}

/** The invitation e-mail with its set-up link. */
export function invitationMessage(details: InvitationDetails, locale: ApiLocale): OutgoingMessage {
  const params: Record<string, string> = {
    name: details.name,
    inviter: details.inviter,
    role: details.role,
    roleDescription: STAFF_ROLE_DESCRIPTIONS[details.role][locale],
    url: details.setupUrl,
    expires: macauIso(details.expiresAt).slice(0, 16).replace("T", " "),
  };
  const text = pickText(TEXT, locale).replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
  return { channel: "email", to: details.to, subject: pickText(SUBJECT, locale), text };
}
