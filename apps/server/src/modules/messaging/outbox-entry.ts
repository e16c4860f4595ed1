/**
 * A message of the development outbox (/dev/outbox.json, routes.ts): its own module, without the server's imports,
 * so that the end-to-end helpers that read the outbox type it from here.
 */
export interface OutboxEntry {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}
