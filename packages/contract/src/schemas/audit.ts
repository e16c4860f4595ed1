import { z } from "zod";
import { isoDate, pagingQuery } from "./common.ts";

/**
 * The console's audit log (endpoints/audit.ts; docs/console.md "The audit log"): every change staff make, who made
 * it, when, from which address, to what (entity and id), with the values before and after. Rows are never edited.
 */

/** What an entry says happened: `<entity kind>.<verb>`, e.g. `news.publish`, `comment.hide`, `staff.invite`. */
export const zAuditAction = z.string().trim().min(1).max(60).regex(/^[a-z][a-z_-]*(\.[a-z_-]+)+$/, "an action is written like news.publish");

/** The filters of the list and its CSV export. Dates are Macao calendar days, both included. */
export const auditQuery = pagingQuery.extend({
  actorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: zAuditAction.optional(),
  entity: z.string().trim().min(1).max(40).regex(/^[a-z_-]+$/, "an entity is written like news_article").optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  format: z.enum(["json", "csv"]).default("json"),
});
export type AuditQuery = z.input<typeof auditQuery>;

/** Values of the changed fields only (an unchanged body is not stored twice); null where there was none. */
export type AuditValues = Record<string, unknown> | null;

export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number; email: string; name: string; role: string };
  ip: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: AuditValues;
  after: AuditValues;
}
