import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { openTestDatabase } from "../test/app.ts";
import { createDbKvStore, purgeExpiredKv } from "./db-store.ts";
import { kvStoreContract } from "./store-contract.test-helper.ts";
import type { KvStore } from "./store.ts";

let database: DatabaseHandle;
let kv: KvStore;
beforeAll(async () => {
  database = await openTestDatabase();
  kv = createDbKvStore(database.db);
});
afterAll(() => database.close());

describe("the database kv store (kv_entries)", () => {
  kvStoreContract(() => kv);

  it("purges expired entries and keeps live ones", async () => {
    await kv.set("purge:live", "v", 60_000);
    await kv.set("purge:dead", "v", 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await purgeExpiredKv(database.db);
    const rows = (await database.db.execute(sql`select key from kv_entries where key like 'purge:%' order by key`)) as unknown as {
      rows: { key: string }[];
    };
    expect(rows.rows.map((r) => r.key)).toEqual(["purge:live"]);
  });
});
