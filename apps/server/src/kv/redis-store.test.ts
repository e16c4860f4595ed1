import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRedisKvStore } from "./redis-store.ts";
import { kvStoreContract } from "./store-contract.test-helper.ts";

// Runs against the Redis of the development and CI machines; each run uses its own key prefix and removes its keys.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `portal-test:${randomUUID()}:`;
const kv = createRedisKvStore(REDIS_URL, prefix);

afterAll(async () => {
  const admin = new Redis(REDIS_URL);
  const keys = await admin.keys(`${prefix}*`);
  if (keys.length) await admin.del(...keys);
  await admin.quit();
  await kv.close();
});

describe("the Redis kv store", () => {
  kvStoreContract(() => kv);

  it("keeps its keys under its prefix, apart from other stores on the same Redis", async () => {
    const other = createRedisKvStore(REDIS_URL, `${prefix}other:`);
    try {
      await kv.set("shared-name", "mine", 60_000);
      expect(await other.get("shared-name")).toBeNull();
      const admin = new Redis(REDIS_URL);
      expect(await admin.get(`${prefix}shared-name`)).toBe("mine");
      await admin.quit();
    } finally {
      await other.close();
    }
  });
});
