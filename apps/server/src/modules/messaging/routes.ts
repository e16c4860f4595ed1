import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { GET } from "@portal/contract/endpoint";
import type { Db } from "../../db/client.ts";
import { outboxMessages } from "./tables.ts";
import type { Deps } from "../../platform/deps.ts";
import { CACHE_NONE, defineRoute } from "../../platform/route.ts";
import { macauIso } from "../../platform/macau-time.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { forgetMessagesTo } from "./messenger.ts";
import type { OutboxEntry } from "./outbox-entry.ts";

/** How many messages the outbox page shows, newest first. */
export const OUTBOX_PAGE_SIZE = 50;

export type { OutboxEntry };

const outboxQuery = z.object({ recipient: z.string().trim().min(1).max(254).optional() });
/** The outbox as JSON. A development tool outside /api (tests and the end-to-end runner read it), so not in the catalogue. */
const outboxJson = GET("/dev/outbox.json").query<{ recipient?: string }>().returns<{ items: OutboxEntry[] }>();

export async function latestOutbox(db: Db, recipient?: string): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({ ...row, createdAt: macauIso(row.createdAt) }));
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

export function renderOutboxPage(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td>` +
        `<td>${escapeHtml(m.subject ?? "")}</td><td><pre>${escapeHtml(m.body)}</pre></td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap;font:inherit}</style>
</head><body><h1>Outbox</h1>
<p>Messages the portal would have sent (no SMTP_URL / SMS_URL set), newest first, at most ${OUTBOX_PAGE_SIZE}. This page does not exist in production.</p>
<table><thead><tr><th>time</th><th>channel</th><th>recipient</th><th>subject</th><th>body</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}
</tbody></table></body></html>`;
}

/**
 * /dev/outbox: the messages kept in the database, so that someone running the portal without a mail server can
 * read their registration code. Registered only when config.devOutbox (never in production): otherwise the path
 * is simply unknown (404). /dev/outbox.json gives the same list to tests and the end-to-end runner.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: Deps): void {
  if (!deps.config.devOutbox) return;

  app.get("/dev/outbox", async (_request, reply) => {
    const page = renderOutboxPage(await latestOutbox(deps.db));
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", CACHE_NONE)
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(page);
  });

  defineRoute(app, outboxJson, {
    query: outboxQuery,
    handler: async ({ query }) => ({ items: await latestOutbox(deps.db, query.recipient) }),
  });
}

// A closing account takes the messages kept in the outbox for its contacts with it.
export default defineModule({ routes: registerOutboxRoutes, eraseMember: forgetMessagesTo });
