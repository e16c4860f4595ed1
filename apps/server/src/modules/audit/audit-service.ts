import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { AuditEntry, AuditValues } from "@portal/contract/schemas/audit";
import type { Paged } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import { macauDayEnd, macauDayStart } from "../../platform/macau-time.ts";
import { pageOf, type PageRequest } from "../../platform/paging.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import type { CsvColumn } from "../../platform/staff-export.ts";
import { auditLog } from "./tables.ts";

/**
 * The audit log (docs/console.md "The audit log"). A module that lets staff change something calls `recordChange`
 * with the transaction of the change, so the entry and the change are written together or not at all:
 *
 *   await deps.db.transaction(async (tx) => {
 *     const [before] = await tx.select().from(newsArticles).where(…);
 *     const [after] = await tx.update(newsArticles).set(…).where(…).returning();
 *     await recordChange(tx, staffActorOf(request), { action: "news.update", entity: "news_article", entityId: id, ...changedFields(before, after) });
 *   });
 */

export interface AuditChange {
  /** `<entity kind>.<verb>`: news.create, news.publish, comment.hide, staff.invite … */
  action: string;
  /** The kind of thing changed, a table's name in the singular: news_article, content_comment, staff_account … */
  entity: string;
  entityId: string | number;
  before?: AuditValues;
  after?: AuditValues;
}

/** A value as JSON keeps it (dates as ISO strings), so that the stored values and the comparison agree. */
const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * The fields that differ between two versions of a row, each side with only those fields: an edit of a headline
 * stores the two headlines, not the article's body twice. A row created has no `before`, a row deleted no `after`.
 * `ignore` drops fields that change on every write (updatedAt) or must never be stored (a password's hash).
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  ignore: readonly string[] = ["updatedAt"],
): { before: AuditValues; after: AuditValues } {
  const keep = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, plain(row[key])]));
  if (!before || !after) {
    const row = before ?? after;
    const keys = row ? Object.keys(row).filter((key) => !ignore.includes(key)) : [];
    return { before: before ? keep(before, keys) : null, after: after ? keep(after, keys) : null };
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !ignore.includes(key) && JSON.stringify(plain(before[key])) !== JSON.stringify(plain(after[key])),
  );
  return { before: keep(before, keys), after: keep(after, keys) };
}

/** Writes one entry, in the caller's transaction (`tx`): the change and its entry commit or roll back together. */
export async function recordChange(tx: Db, actor: StaffActor, change: AuditChange, at?: Date): Promise<void> {
  await tx.insert(auditLog).values({
    ...(at ? { at } : {}),
    actorId: actor.staffId,
    actorEmail: actor.email,
    actorName: actor.displayName,
    actorRole: actor.role,
    ip: actor.ip.slice(0, 64),
    userAgent: actor.userAgent,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export interface AuditFilter {
  actorId?: number;
  action?: string;
  entity?: string;
  entityId?: string;
  /** Macao calendar days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) conditions.push(gte(auditLog.at, macauDayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, macauDayEnd(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

type AuditRow = typeof auditLog.$inferSelect;

const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, email: row.actorEmail, name: row.actorName, role: row.actorRole },
  ip: row.ip,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** A page of entries, newest first. */
export async function listAudit(db: Db, filter: AuditFilter, page: PageRequest): Promise<Paged<AuditEntry>> {
  const where = whereOf(filter);
  return pageOf(
    page,
    async (limit, offset) =>
      (await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset)).map(entryOf),
    async () => (await db.select({ n: count() }).from(auditLog).where(where))[0]?.n ?? 0,
  );
}

/** The most rows one CSV export holds; a wider export is asked for in date slices (docs/console.md). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** Every entry the filter matches, newest first, up to AUDIT_CSV_MAX_ROWS. */
export async function auditRows(db: Db, filter: AuditFilter): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).where(whereOf(filter)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(AUDIT_CSV_MAX_ROWS);
  return rows.map(entryOf);
}

const json = (values: AuditValues) => (values ? JSON.stringify(values) : "");

export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { name: "id", value: (e) => e.id },
  { name: "at", value: (e) => e.at },
  { name: "actor_id", value: (e) => e.actor.id },
  { name: "actor_email", value: (e) => e.actor.email },
  { name: "actor_name", value: (e) => e.actor.name },
  { name: "actor_role", value: (e) => e.actor.role },
  { name: "ip", value: (e) => e.ip },
  { name: "action", value: (e) => e.action },
  { name: "entity", value: (e) => e.entity },
  { name: "entity_id", value: (e) => e.entityId },
  { name: "before", value: (e) => json(e.before) },
  { name: "after", value: (e) => json(e.after) },
];
