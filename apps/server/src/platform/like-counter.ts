import { and, eq, lte } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { movedCount, type ContentCounts, type CountChange } from "./interactions.ts";

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
  const counts = { likeCount: table.likeCount };
  return {
    async adjust(tx: Db, id: number, change: CountChange): Promise<ContentCounts> {
      const [row] = change.likes
        ? await tx
            .update(table)
            .set({ likeCount: movedCount(table.likeCount, change.likes) } as never)
            .where(eq(table.id, id))
            .returning(counts)
        : await tx.select(counts).from(table as PgTable).where(eq(table.id, id)).limit(1);
      return row ? { likeCount: Number(row.likeCount) } : {};
    },
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
