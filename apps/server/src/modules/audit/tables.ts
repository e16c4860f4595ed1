/** The console's audit log (docs/console.md "The audit log"), owned by modules/audit; written by every module that lets staff change something. */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per change made by staff, written in the transaction of the change (audit-service.ts `recordChange`). The
 * actor's e-mail, name and role are copied, so the entry keeps saying who it was after the account changes.
 * `before`/`after` hold the changed fields only. The custom migration audit_log_append_only makes the database
 * refuse UPDATE, DELETE and TRUNCATE of the table, whoever asks.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    actorName: text("actor_name").notNull(),
    actorRole: text("actor_role").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
  ],
);
