import { CONSOLE_API_PATH, GET } from "../endpoint.ts";
import type { Paged } from "../schemas/member.ts";
import type { AuditEntry, AuditQuery } from "../schemas/audit.ts";

/**
 * The console's audit log (docs/console.md "The audit log"): read with filters, or exported as CSV (format=csv).
 * There is no call that writes, edits or deletes an entry: the modules write them in the transactions of their
 * changes, and the database refuses any update or delete of the table.
 */
export const auditApi = {
  list: GET(`${CONSOLE_API_PATH}/v1/audit`).access(["admin", "editor"]).query<AuditQuery>().returns<Paged<AuditEntry>>(),
};
