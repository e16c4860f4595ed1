import { inArray } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { outboxMessages } from "./tables.ts";
import { AppError } from "../../platform/errors.ts";
import type { Messenger, OutgoingMessage } from "../../platform/messenger.ts";
import { smsGatewayTransport, smtpTransport, type Transport } from "./transports.ts";
import { platformReplies } from "../../platform/replies.ts";

/** Keeps messages in outbox_messages instead of sending them. */
export function outboxMessenger(db: Db): Messenger {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.text,
      });
    },
  };
}

/** Deletes the outbox's messages to a closed account's contacts (they may hold personal data). */
export async function forgetMessagesTo(db: Db, account: { contacts: readonly string[] }): Promise<void> {
  if (account.contacts.length) await db.delete(outboxMessages).where(inArray(outboxMessages.recipient, [...account.contacts]));
}

/** Where a failed send is reported: the server's logger (pino), or the console. */
export interface MessengerLog {
  error(details: object, message: string): void;
}

/** Enough of a recipient to tell which one failed in a log, not enough to collect addresses from it. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf("@");
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return to.length > 4 ? `${to.slice(0, 2)}****${to.slice(-2)}` : "****";
}

/**
 * The messenger the settings ask for: e-mail through SMTP when SMTP_URL is set, SMS through the HTTP gateway when
 * SMS_URL is set, each channel otherwise into the database outbox. A transport failure is logged (transport,
 * channel, masked recipient, error — never subject or text, which carry codes) and reaches the caller as HTTP 503
 * "unavailable", so the client learns nothing of the mail server or gateway.
 */
export function createMessenger(config: Config, db: Db, log: MessengerLog = console): Messenger {
  const outbox = outboxMessenger(db);
  const { smtpUrl, mailFrom, smsUrl, smsToken } = config.messaging;
  const transports: Record<OutgoingMessage["channel"], Transport | null> = {
    email: smtpUrl ? smtpTransport(smtpUrl, mailFrom) : null,
    sms: smsUrl ? smsGatewayTransport(smsUrl, smsToken) : null,
  };
  return {
    async send(message) {
      const transport = transports[message.channel];
      if (!transport) return outbox.send(message);
      try {
        await transport.deliver(message);
      } catch (err) {
        const { message: reason, code } = err as { message?: string; code?: string };
        log.error(
          { transport: transport.name, channel: message.channel, to: maskRecipient(message.to), reason, code },
          "message not sent",
        );
        throw new AppError(503, platformReplies.unavailable, {}, 503);
      }
    },
  };
}
