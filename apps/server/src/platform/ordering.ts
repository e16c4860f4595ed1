import { asc, eq, max, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/**
 * Rows that staff put in order with ↑/↓ (adverts in a slot, the About us section's banners, production services and
 * partners): a `sort_order` column, the rows of one group (`where`) numbered 0, 1, 2 … in the order asked.
 */
type OrderedTable = PgTable & { id: PgColumn; sortOrder: PgColumn };

/** The sort order after the group's last row. */
export async function nextSortOrder(tx: Db, table: OrderedTable, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ last: max(table.sortOrder) }).from(table as PgTable).where(where);
  const last = row?.last as number | null | undefined;
  return last === null || last === undefined ? 0 : last + 1;
}

/**
 * Puts the group's rows in the order of `ids` (in the caller's transaction, the rows locked) and answers the order
 * before; null, changing nothing, when `ids` is not exactly the group's rows (a list reloaded since: refuse it).
 */
export async function reorderRows(tx: Db, table: OrderedTable, where: SQL | undefined, ids: readonly number[]): Promise<number[] | null> {
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .for("update");
  const before = rows.map((row) => row.id as number);
  if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some((id) => !before.includes(id))) return null;
  for (const [sortOrder, id] of ids.entries()) await tx.update(table).set({ sortOrder } as never).where(eq(table.id, id));
  return before;
}
