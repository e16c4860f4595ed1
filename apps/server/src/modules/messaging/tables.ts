/** The outbox of messages, owned by modules/messaging. */
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";

/** Messages sent by the portal when no SMTP/SMS transport is configured (readable at /dev/outbox). */
export const outboxMessages = pgTable("outbox_messages", {
  id: serial("id").primaryKey(),
  channel: text("channel").notNull(), // email | sms
  recipient: text("recipient").notNull(),
  subject: text("subject"),
  body: text("body").notNull(),
  createdAt: createdAt(),
});
