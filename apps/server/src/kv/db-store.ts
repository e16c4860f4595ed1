import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { KvStore } from "./store.ts";

type Row = Record<string, unknown>;

function rowsOf(result: unknown): Row[] {
  // node-postgres returns {rows}, PGlite returns {rows} too; both through drizzle's execute.
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

export function createDbKvStore(db: Db): KvStore {
  return {
    async set(key, value, ttlMs) {
      await db.execute(sql`
        insert into kv_entries (key, value, expires_at) values (${key}, ${value}, now() + ${ttlMs} * interval '1 millisecond')
        on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`);
    },
    async get(key) {
      const rows = rowsOf(await db.execute(sql`select value from kv_entries where key = ${key} and expires_at > now()`));
      return rows[0] ? String(rows[0].value) : null;
    },
    async take(key) {
      const rows = rowsOf(
        await db.execute(sql`delete from kv_entries where key = ${key} returning value, expires_at > now() as live`),
      );
      const row = rows[0];
      return row && row.live ? String(row.value) : null;
    },
    async incr(key, windowMs) {
      const rows = rowsOf(
        await db.execute(sql`
          insert into kv_entries (key, value, expires_at) values (${key}, '1', now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            value = case when kv_entries.expires_at <= now() then '1' else ((kv_entries.value)::int + 1)::text end,
            expires_at = case when kv_entries.expires_at <= now() then excluded.expires_at else kv_entries.expires_at end
          returning value`),
      );
      return Number(rows[0]?.value ?? 1);
    },
    async ttl(key) {
      const rows = rowsOf(
        await db.execute(
          sql`select greatest(0, extract(epoch from (expires_at - now())) * 1000)::bigint as ms from kv_entries where key = ${key}`,
        ),
      );
      return Number(rows[0]?.ms ?? 0);
    },
    async del(key) {
      await db.execute(sql`delete from kv_entries where key = ${key}`);
    },
    async close() {},
  };
}

/** Removes expired entries; called now and then so that the table stays small. */
export async function purgeExpiredKv(db: Db): Promise<void> {
  await db.execute(sql`delete from kv_entries where expires_at <= now()`);
}
