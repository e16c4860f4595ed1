import { createTransport } from "nodemailer";
import { isMacauPhone } from "@portal/contract/validation";
import type { OutgoingMessage } from "../../platform/messenger.ts";

/** One way out for one channel. `deliver` throws when the message was not accepted. */
export interface Transport {
  /** Named in logs: "smtp", "sms-gateway". */
  name: string;
  deliver(message: OutgoingMessage): Promise<void>;
}

/**
 * A person waits on the page for their code: a mail server or gateway that does not answer within these times
 * is a failure (the default waits of nodemailer run to minutes).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
const SMS_GATEWAY_TIMEOUT_MS = 10_000;

/**
 * E-mail through an SMTP server, e.g. smtp://user:password@mail.example.mo:587 (STARTTLS when the server offers
 * it; add ?requireTLS=true to insist) or smtps://…:465. Plain-text UTF-8 messages from MAIL_FROM.
 */
export function smtpTransport(smtpUrl: string, mailFrom: string): Transport {
  const mailer = createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
  return {
    name: "smtp",
    async deliver(message) {
      await mailer.sendMail({ from: mailFrom, to: message.to, subject: message.subject ?? "", text: message.text });
    },
  };
}

/**
 * A mobile number in international form for the gateway: Macau's 8 digits get +853, a stored "852-61234567"
 * becomes +85261234567, a number already written with + stays as it is.
 */
export function internationalNumber(mobile: string): string {
  const compact = mobile.replace(/[\s-]/g, "");
  if (compact.startsWith("+")) return compact;
  return isMacauPhone(compact) ? `+853${compact}` : `+${compact}`;
}

/**
 * SMS through an HTTP gateway (docs/members.md): POST `smsUrl` with JSON {"to": "+85366123456", "text": "…"} and
 * `Authorization: Bearer <SMS_TOKEN>` when a token is set; any 2xx answer means accepted.
 */
export function smsGatewayTransport(smsUrl: string, smsToken?: string): Transport {
  return {
    name: "sms-gateway",
    async deliver(message) {
      const response = await fetch(smsUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(smsToken ? { authorization: `Bearer ${smsToken}` } : {}),
        },
        body: JSON.stringify({ to: internationalNumber(message.to), text: message.text }),
        signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
      });
      // The answer's body is not read into the error: a gateway may echo the text, and the text holds a code.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the SMS gateway answered HTTP ${response.status}`);
    },
  };
}
