import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type { KvStore } from "./store.ts";

/**
 * The behaviour every KvStore must have, run against the database store (db-store.test.ts) and the Redis store
 * (redis-store.test.ts). Expiry is by the store's own clock (the database's now(), Redis' TTL), so the expiry cases
 * wait a little over a second.
 */
export function kvStoreContract(store: () => KvStore): void {
  const key = (name: string) => `${name}:${randomUUID()}`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // Long enough for a few round trips on a busy test machine, short enough to wait for.
  const WINDOW_MS = 1000;

  it("sets and gets a value, and overwrites it with its new lifetime", async () => {
    const kv = store();
    const k = key("set");
    expect(await kv.get(k)).toBeNull();
    await kv.set(k, "first", 60_000);
    expect(await kv.get(k)).toBe("first");
    await kv.set(k, "second ✓ 澳門", 120_000);
    expect(await kv.get(k)).toBe("second ✓ 澳門");
    expect(await kv.ttl(k)).toBeGreaterThan(60_000);
  });

  it("takes a value once", async () => {
    const kv = store();
    const k = key("take");
    await kv.set(k, "single use", 60_000);
    expect(await kv.take(k)).toBe("single use");
    expect(await kv.take(k)).toBeNull();
    expect(await kv.get(k)).toBeNull();
    expect(await kv.take(key("never-set"))).toBeNull();
  });

  it("gives only one of many simultaneous takers the value", async () => {
    const kv = store();
    const k = key("race");
    await kv.set(k, "prize", 60_000);
    const results = await Promise.all(Array.from({ length: 8 }, () => kv.take(k)));
    expect(results.filter((r) => r === "prize")).toHaveLength(1);
  });

  it("counts within a window that starts at the first increment, then starts again", async () => {
    const kv = store();
    const k = key("incr");
    expect(await kv.incr(k, WINDOW_MS)).toBe(1);
    expect(await kv.incr(k, WINDOW_MS)).toBe(2);
    expect(await kv.incr(k, 60_000)).toBe(3); // a later, longer window does not extend the first
    expect(await kv.ttl(k)).toBeLessThanOrEqual(WINDOW_MS);
    expect(await kv.incr(key("other"), WINDOW_MS)).toBe(1);
    await sleep(WINDOW_MS + 300);
    expect(await kv.incr(k, WINDOW_MS)).toBe(1);
  });

  it("tells the time left, and 0 for an unknown key", async () => {
    const kv = store();
    const k = key("ttl");
    await kv.set(k, "v", 60_000);
    const left = await kv.ttl(k);
    expect(left).toBeGreaterThan(55_000);
    expect(left).toBeLessThanOrEqual(60_000);
    expect(await kv.ttl(key("unknown"))).toBe(0);
  });

  it("forgets a value once it has expired", async () => {
    const kv = store();
    const k = key("expiry");
    const taken = key("expiry-take");
    await kv.set(k, "short", WINDOW_MS);
    await kv.set(taken, "short", WINDOW_MS);
    expect(await kv.get(k)).toBe("short");
    await sleep(WINDOW_MS + 300);
    expect(await kv.get(k)).toBeNull();
    expect(await kv.take(taken)).toBeNull();
    expect(await kv.ttl(k)).toBe(0);
  });

  it("deletes a value", async () => {
    const kv = store();
    const k = key("del");
    await kv.set(k, "v", 60_000);
    await kv.del(k);
    expect(await kv.get(k)).toBeNull();
    await kv.del(key("unknown")); // deleting nothing is fine
  });
}
