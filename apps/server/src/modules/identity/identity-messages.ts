import type { FastifyInstance } from "fastify";
import type { ApiLocale } from "@portal/contract/locales";
import { contactTypeOf, type CodePurpose } from "@portal/contract/schemas/identity";
import type { LocalizedText } from "../../db/schema/columns.ts";
import { pickText } from "../../platform/localize.ts";
import type { Messenger, OutgoingMessage } from "../messaging/messenger.ts";
import { CODE_TTL_MS } from "./codes.ts";

/**
 * The e-mails and SMS of the identity calls, in the request's language (zh_CN converted from zh_TW). They carry the
 * code and nothing personal, and never a link that signs in. "change" codes and the password-changed notice are the
 * member module's (member/account-messages.ts), sent through `laterMessenger`.
 */
const SUBJECT: LocalizedText = { zh_TW: "澳廣視會員", en: "TDM membership", pt: "Membros da TDM" };

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
} satisfies Record<Exclude<CodePurpose, "change"> | "alreadyRegistered", LocalizedText>;

export type IdentityText = keyof typeof TEXTS;

/** One message to a contact: an e-mail (with a subject) for an address, an SMS for a mobile number. */
export function identityMessage(to: string, text: IdentityText, locale: ApiLocale, code?: string): OutgoingMessage {
  const params: Record<string, string> = { code: code ?? "", minutes: String(CODE_TTL_MS / 60_000) };
  const body = pickText(TEXTS[text], locale).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return contactTypeOf(to) === "email"
    ? { channel: "email", to, subject: pickText(SUBJECT, locale), text: body }
    : { channel: "sms", to, text: body };
}

export type SendLater = (message: OutgoingMessage) => void;
const inFlightByApp = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Messages that would tell whether a contact has an account (a code or not, "already registered" or a code) leave
 * after the answer: the answer takes the same time either way, and a slow mail server does not hold the request.
 * A failed send is logged (channel only, never the code). Closing the app waits for sends under way.
 */
export function sendLaterFor(app: FastifyInstance, messenger: Messenger): SendLater {
  const inFlight = new Set<Promise<void>>();
  inFlightByApp.set(app, inFlight);
  app.addHook("onClose", async () => {
    await Promise.allSettled([...inFlight]);
  });
  return (message) => {
    const sending: Promise<void> = messenger
      .send(message)
      .catch((err: unknown) => app.log.error({ err, channel: message.channel }, "identity message not sent"))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
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
