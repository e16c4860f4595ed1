import { STAFF_ROLE_DESCRIPTIONS, type StaffRole } from "@portal/contract/schemas/staff";
import type { ApiLocale } from "@portal/contract/locales";
import type { LocalizedText } from "../../db/columns.ts";
import { pickText } from "../../platform/localize.ts";
import { macauIso } from "../../platform/macau-time.ts";
import type { OutgoingMessage } from "../../platform/messenger.ts";

/**
 * The set-up link e-mails of the newsroom console (docs/console.md "Staff administration"), in the language the
 * administrator chose (zh_CN converted from zh_TW with OpenCC): the invitation (who invited the person, with which
 * role) and the reset of a lost sign-in (who reset it, and that the old password and authenticator no longer work),
 * each with the one-time link and when it expires. They name the administrator so that the person can check with them.
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

const RESET_SUBJECT: LocalizedText = {
  zh_TW: "澳廣視新聞管理平台：你的登入已被重設",
  en: "TDM newsroom console: your sign-in has been reset",
  pt: "Consola de redacção da TDM: o seu início de sessão foi reposto",
};

const RESET_TEXT: LocalizedText = {
  zh_TW:
    "{name}，你好：\n\n{inviter} 已重設你在澳廣視新聞管理平台的登入（角色為「{role}」）：原有的密碼、驗證程式及備用碼已經失效，" +
    "所有已登入的工作階段亦已結束。\n\n" +
    "請在 {expires}（澳門時間）前打開以下連結，重新設定密碼及驗證程式：\n\n{url}\n\n" +
    "連結只可使用一次，請勿轉寄。如你並未要求重設，請立即通知管理員。",
  en:
    "Hello {name},\n\n{inviter} has reset your sign-in to TDM's newsroom console (role “{role}”): your old password, " +
    "authenticator app and recovery codes no longer work, and every session you had has ended.\n\n" +
    "Open this link before {expires} (Macau time) to set a new password and authenticator app:\n\n{url}\n\n" +
    "The link works once: do not forward it. If you did not ask for this, tell an administrator at once.",
  pt:
    "Olá {name},\n\n{inviter} repôs o seu início de sessão na consola de redacção da TDM (função «{role}»): a palavra-passe, " +
    "a aplicação de autenticação e os códigos de recuperação antigos deixaram de funcionar e todas as suas sessões terminaram.\n\n" +
    "Abra esta ligação antes de {expires} (hora de Macau) para definir uma nova palavra-passe e aplicação de autenticação:\n\n{url}\n\n" +
    "A ligação só pode ser usada uma vez: não a reencaminhe. Se não pediu esta reposição, avise já um administrador.",
};

/** Which e-mail: an invitation, or the reset of a set-up account's sign-in. */
export type SetupLinkReason = "invitation" | "reset";

const MESSAGES: Readonly<Record<SetupLinkReason, { subject: LocalizedText; text: LocalizedText }>> = {
  invitation: { subject: SUBJECT, text: TEXT },
  reset: { subject: RESET_SUBJECT, text: RESET_TEXT },
};

export interface InvitationDetails {
  to: string;
  name: string;
  inviter: string;
  role: StaffRole;
  setupUrl: string;
  expiresAt: Date;
}

/** The invitation or reset e-mail with its set-up link (`inviter`: the administrator who sent it). */
export function setupLinkMessage(reason: SetupLinkReason, details: InvitationDetails, locale: ApiLocale): OutgoingMessage {
  const { subject, text: template } = MESSAGES[reason];
  const params: Record<string, string> = {
    name: details.name,
    inviter: details.inviter,
    role: details.role,
    roleDescription: STAFF_ROLE_DESCRIPTIONS[details.role][locale],
    url: details.setupUrl,
    expires: macauIso(details.expiresAt).slice(0, 16).replace("T", " "),
  };
  const text = pickText(template, locale).replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
  return { channel: "email", to: details.to, subject: pickText(subject, locale), text };
}
