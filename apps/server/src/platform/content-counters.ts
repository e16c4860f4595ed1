import { and, eq, lte, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { movedCount, type ContentCounts, type CountChange } from "./interactions.ts";

/** The counter columns a content table keeps, under their ContentCounts names (the tables' own property names). */
export type CounterColumns = Partial<Record<keyof ContentCounts, PgColumn>>;

/** Which part of a change moves which counter. */
const CHANGE_OF: Record<keyof ContentCounts, keyof CountChange> = { likeCount: "likes", commentCount: "comments", viewCount: "views", playCount: "plays" };

/**
 * The one counter adjuster of every content kind (docs/interactions.md): moves the counters of row `id` that the
 * change names, never below zero, in the calling transaction, and answers all the counters in `columns`; an empty
 * change only reads them. Null when the table has no such row.
 */
export async function adjustCounters(
  tx: Db,
  table: PgTable & { id: PgColumn },
  id: number,
  columns: CounterColumns,
  change: CountChange,
): Promise<ContentCounts | null> {
  const names = Object.keys(columns) as (keyof ContentCounts)[];
  const set: Partial<Record<keyof ContentCounts, SQL>> = {};
  for (const name of names) {
    const by = change[CHANGE_OF[name]];
    if (by) set[name] = movedCount(columns[name]!, by);
  }
  // The table is any content table: drizzle cannot type its columns here, the names above are its own.
  const [row] = (Object.keys(set).length
    ? await tx.update(table).set(set as never).where(eq(table.id, id)).returning(columns as never)
    : await tx.select(columns as never).from(table as PgTable).where(eq(table.id, id)).limit(1)) as Record<string, unknown>[];
  return row ? Object.fromEntries(names.map((name) => [name, Number(row[name])])) : null;
}

/**
 * The counters of a content kind that keeps likes only (short videos, food): a table with `id`, `likeCount`,
 * `published` and `publishedAt` (docs/interactions.md). `adjust` moves like_count by the change in the calling
 * transaction (never below zero) and answers it; `visible` says whether readers may see the item now.
 */
export interface LikeCounted {
  id: PgColumn;
  likeCount: PgColumn;
  published: PgColumn;
  publishedAt: PgColumn;
}

export function likeCounter(table: PgTable & LikeCounted) {
  return {
    adjust: async (tx: Db, id: number, change: CountChange): Promise<ContentCounts> =>
      (await adjustCounters(tx, table, id, { likeCount: table.likeCount }, change)) ?? {},
    async visible(db: Db, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.id, id), eq(table.published, true), lte(table.publishedAt, now)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
