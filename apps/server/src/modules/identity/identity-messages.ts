import type { FastifyInstance } from "fastify";
import type { ApiLocale } from "@portal/contract/locales";
import { contactTypeOf, type CodePurpose } from "@portal/contract/schemas/identity";
import type { LocalizedText } from "../../db/columns.ts";
import { pickText } from "../../platform/localize.ts";
import type { Messenger, OutgoingMessage } from "../../platform/messenger.ts";
import { CODE_TTL_MS } from "./codes.ts";

/**
 * The e-mails and SMS of the identity and account calls, in the request's language (zh_CN converted from zh_TW with
 * OpenCC). They carry the code and nothing personal, and never a link that signs in: they can be read on a lock
 * screen.
 */
const SUBJECT: LocalizedText = { zh_TW: "澳廣視會員", en: "TDM membership", pt: "Membros da TDM" };

/** The texts of the identity calls (registration, reset) by code purpose, and "already registered". */
export type IdentityText = Exclude<CodePurpose, "change"> | "alreadyRegistered";
/** What the account calls send: a "change" code, the contact-in-use notice, and the credential-changed notices. */
type AccountText = "changeCode" | "contactInUse" | AccountChange;
export type AccountChange = "password" | "email" | "mobile";

const TEXTS = {
  register: {
    zh_TW: "你的澳廣視會員註冊驗證碼是 {code}，{minutes} 分鐘內有效，只可使用一次。如非你本人操作，請忽略此訊息。",
    en: "Your TDM member registration code is {code}. It is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this message.",
    pt: "O seu código de registo de membro da TDM é {code}. É válido durante {minutes} minutos e só pode ser usado uma vez. Se não o pediu, ignore esta mensagem.",
  },
  alreadyRegistered: {
    zh_TW: "有人以此聯絡方式申請註冊澳廣視會員，但它已屬於一個會員帳戶。請直接登入；如忘記密碼，請使用「忘記密碼」。如非你本人操作，請忽略此訊息。",
    en: "Someone asked to register a TDM member account with this contact, which already belongs to an account. Sign in instead, or use “Forgot password”. If this was not you, ignore this message.",
    pt: "Alguém pediu o registo de uma conta de membro da TDM com este contacto, que já pertence a uma conta. Inicie sessão ou use «Esqueci-me da palavra-passe». Se não foi você, ignore esta mensagem.",
  },
  reset: {
    zh_TW: "你的澳廣視會員重設密碼驗證碼是 {code}，{minutes} 分鐘內有效，只可使用一次。如非你本人操作，請忽略此訊息，你的密碼不會改變。",
    en: "Your TDM password reset code is {code}. It is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this message: your password stays as it is.",
    pt: "O seu código para repor a palavra-passe da TDM é {code}. É válido durante {minutes} minutos e só pode ser usado uma vez. Se não o pediu, ignore esta mensagem: a palavra-passe não muda.",
  },
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
} satisfies Record<IdentityText | AccountText, LocalizedText>;

export type ContactChannel = "email" | "sms";

/** One message: an e-mail (with a subject) or an SMS, with its {code} and {minutes} filled in. */
function message(channel: ContactChannel, to: string, key: keyof typeof TEXTS, locale: ApiLocale, code = ""): OutgoingMessage {
  const params: Record<string, string> = { code, minutes: String(CODE_TTL_MS / 60_000) };
  const text = pickText(TEXTS[key], locale).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return { channel, to, text, ...(channel === "email" ? { subject: pickText(SUBJECT, locale) } : {}) };
}

/** One message to a contact: an e-mail for an address, an SMS for a mobile number. */
export function identityMessage(to: string, text: IdentityText, locale: ApiLocale, code?: string): OutgoingMessage {
  return message(contactTypeOf(to) === "email" ? "email" : "sms", to, text, locale, code);
}

/** The code that proves a new e-mail address or mobile number belongs to the member. */
export function sendChangeCode(messenger: Messenger, channel: ContactChannel, to: string, code: string, locale: ApiLocale) {
  return messenger.send(message(channel, to, "changeCode", locale, code));
}

/** Sent instead of a code when the contact belongs to another member: the asker learns nothing from the answer. */
export function sendContactInUseNotice(messenger: Messenger, channel: ContactChannel, to: string, locale: ApiLocale) {
  return messenger.send(message(channel, to, "contactInUse", locale));
}

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

export type SendLater = (message: OutgoingMessage) => void;
const inFlightByApp = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Messages that would tell whether a contact has an account (a code or not, "already registered" or a code) leave
 * after the answer: the answer takes the same time either way, and a slow mail server does not hold the request.
 * A failed send is logged (channel only, never the code). Closing the app waits for sends under way.
 */
export function sendLaterFor(app: FastifyInstance, messenger: Messenger): SendLater {
  // One set per app, whichever module asks (identity, votes …): waiting for it waits for every such send.
  let inFlight = inFlightByApp.get(app);
  if (!inFlight) {
    const sends = new Set<Promise<void>>();
    inFlight = sends;
    inFlightByApp.set(app, sends);
    app.addHook("onClose", async () => {
      await Promise.allSettled([...sends]);
    });
  }
  const sends = inFlight;
  return (message) => {
    const sending: Promise<void> = messenger
      .send(message)
      .catch((err: unknown) => app.log.error({ err, channel: message.channel }, "identity message not sent"))
      .finally(() => sends.delete(sending));
    sends.add(sending);
  };
}

/** The same background sending, for the helpers that take a Messenger. */
export const laterMessenger = (sendLater: SendLater): Messenger => ({
  send: async (message) => sendLater(message),
});

/** Resolves once every identity message handed over so far has been sent or has failed (tests, shutdown). */
export async function identityMessagesSettled(app: FastifyInstance): Promise<void> {
  await Promise.allSettled([...(inFlightByApp.get(app) ?? [])]);
}
