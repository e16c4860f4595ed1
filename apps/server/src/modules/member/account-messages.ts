import type { ApiLocale } from "@portal/contract/locales";
import type { LocalizedText } from "../../db/schema/columns.ts";
import { pickText } from "../../platform/localize.ts";
import { CODE_TTL_MS } from "../identity/codes.ts";
import type { Messenger, OutgoingMessage } from "../messaging/messenger.ts";

/**
 * The e-mails and SMS of the member calls, in the request's language (zh_CN is converted from zh_TW with OpenCC).
 * None of them carries a link or anything personal beyond the code: they can be read on a lock screen.
 */
const SUBJECT: LocalizedText = { zh_TW: "澳廣視會員", en: "TDM membership", pt: "Membros da TDM" };

const TEXTS = {
  changeCode: {
    zh_TW: "你的驗證碼是 {code}，{minutes} 分鐘內有效，只可使用一次。如非你本人操作，請忽略此訊息。",
    en: "Your code is {code}. It is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this message.",
    pt: "O seu código é {code}. É válido durante {minutes} minutos e só pode ser usado uma vez. Se não o pediu, ignore esta mensagem.",
  },
  contactInUse: {
    zh_TW: "有人嘗試把此聯絡方式設為另一個澳廣視會員帳戶的聯絡方式。你的帳戶沒有任何改變；如非你本人操作，請忽略此訊息。",
    en: "Someone tried to add this contact to another TDM member account. Your account has not changed; if this was not you, ignore this message.",
    pt: "Alguém tentou associar este contacto a outra conta de membro da TDM. A sua conta não foi alterada; se não foi você, ignore esta mensagem.",
  },
  password: {
    zh_TW: "你的澳廣視會員帳戶密碼剛已更改，其他裝置上的登入已結束。如非你本人操作，請立即以「忘記密碼」重設密碼。",
    en: "The password of your TDM member account has just been changed and your other sign-ins have ended. If this was not you, reset it at once with “Forgot password”.",
    pt: "A palavra-passe da sua conta de membro da TDM acabou de ser alterada e as outras sessões terminaram. Se não foi você, reponha-a já em «Esqueci-me da palavra-passe».",
  },
  email: {
    zh_TW: "你的澳廣視會員帳戶的電郵地址剛已更改為另一個地址。如非你本人操作，請立即聯絡我們。",
    en: "The e-mail address of your TDM member account has just been changed to another address. If this was not you, contact us at once.",
    pt: "O endereço de e-mail da sua conta de membro da TDM acabou de ser alterado. Se não foi você, contacte-nos imediatamente.",
  },
  mobile: {
    zh_TW: "你的澳廣視會員帳戶的手機號碼剛已更改為另一個號碼。如非你本人操作，請立即聯絡我們。",
    en: "The mobile number of your TDM member account has just been changed to another number. If this was not you, contact us at once.",
    pt: "O número de telemóvel da sua conta de membro da TDM acabou de ser alterado. Se não foi você, contacte-nos imediatamente.",
  },
} satisfies Record<string, LocalizedText>;

export type ContactChannel = "email" | "sms";
type TextKey = keyof typeof TEXTS;

function message(channel: ContactChannel, to: string, key: TextKey, locale: ApiLocale, params: Record<string, string> = {}): OutgoingMessage {
  const text = pickText(TEXTS[key], locale).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return { channel, to, text, ...(channel === "email" ? { subject: pickText(SUBJECT, locale) } : {}) };
}

/** The code that proves a new e-mail address or mobile number belongs to the member. */
export function sendChangeCode(messenger: Messenger, channel: ContactChannel, to: string, code: string, locale: ApiLocale) {
  return messenger.send(message(channel, to, "changeCode", locale, { code, minutes: String(CODE_TTL_MS / 60_000) }));
}

/** Sent instead of a code when the contact belongs to another member: the asker learns nothing from the answer. */
export function sendContactInUseNotice(messenger: Messenger, channel: ContactChannel, to: string, locale: ApiLocale) {
  return messenger.send(message(channel, to, "contactInUse", locale));
}

export type AccountChange = "password" | "email" | "mobile";

/**
 * Tells the member that a credential changed (ASVS 2.2.3), on the contact the change did not just replace: the
 * old e-mail address for an e-mail change, the old mobile for a mobile change, else whichever the account has.
 */
export async function notifyAccountChange(
  messenger: Messenger,
  contacts: { email: string | null; mobile: string | null },
  change: AccountChange,
  locale: ApiLocale,
): Promise<void> {
  const preferSms = change === "mobile" && contacts.mobile !== null;
  if (contacts.email && !preferSms) return messenger.send(message("email", contacts.email, change, locale));
  if (contacts.mobile) return messenger.send(message("sms", contacts.mobile, change, locale));
}
