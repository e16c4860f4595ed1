import type { Db } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema/index.ts";

/** One message to a person: an e-mail (with a subject) or an SMS. */
export interface OutgoingMessage {
  channel: "email" | "sms";
  to: string;
  subject?: string;
  text: string;
}

/**
 * Where codes and notices go. The transport is chosen from the settings (messaging/transports.ts): SMTP for
 * e-mail when SMTP_URL is set, the SMS gateway when SMS_URL is set, otherwise the database outbox, which
 * /dev/outbox shows outside production so that a newcomer can finish a registration on their own machine.
 */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

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
