/** One message to a person: an e-mail (with a subject) or an SMS. */
export interface OutgoingMessage {
  channel: "email" | "sms";
  to: string;
  subject?: string;
  text: string;
}

/**
 * Where codes and notices go (Deps.messenger). The transport is chosen from the settings by the messaging module
 * (modules/messaging/messenger.ts createMessenger): SMTP for e-mail when SMTP_URL is set, the SMS gateway when
 * SMS_URL is set, otherwise the database outbox, which /dev/outbox shows outside production so that a newcomer can
 * finish a registration on their own machine. Its type lives here, below the modules that send messages.
 */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}
