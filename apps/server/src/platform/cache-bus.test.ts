import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalCacheBus, createRedisCacheBus, type CacheBus } from "./cache-bus.ts";
import { PageCache, type CachedPage } from "./page-cache.ts";

// Runs against the Redis of the development and CI machines (as kv/redis-store.test.ts); each bus here listens on a
// channel of its own, so that other runs on the same Redis are not disturbed.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const page = (text: string): CachedPage => ({ status: 200, headers: {}, body: Buffer.from(text), etag: `"${text}"` });

const opened: Array<{ close(): Promise<unknown> }> = [];
afterAll(async () => {
  for (const one of opened.splice(0)) await one.close();
});

function cacheOn(bus: CacheBus) {
  const cache = new PageCache(60_000, 10);
  bus.register(cache);
  cache.set("/news/42", page("42"), ["news:article:42", "news:lists"]);
  cache.set("/news/43", page("43"), ["news:article:43"]);
  cache.set("/privacy", page("privacy"));
  return cache;
}

async function until(check: () => boolean, ms = 1000): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
}

function redisBus(channel: string) {
  const bus = createRedisCacheBus({ url: REDIS_URL, channel });
  opened.push(bus);
  return bus;
}

/** A bus that listens on a channel of its own, its cache, and a Redis connection to publish and look around with. */
async function listening() {
  const channel = `portal-test:${randomUUID()}:cache`;
  const bus = redisBus(channel);
  await bus.ready;
  const admin = new Redis(REDIS_URL);
  opened.push({ close: () => admin.quit() });
  return { channel, cache: cacheOn(bus), admin };
}

describe("the cache bus without Redis", () => {
  it("drops this instance's copies of the tags, and stops dropping a cache once it is removed", async () => {
    const bus = createLocalCacheBus();
    const cache = cacheOn(bus);
    const other = new PageCache(60_000, 10);
    const remove = bus.register(other);
    other.set("/news/43", page("43"), ["news:article:43"]);
    await bus.invalidate(["news:article:42"]);
    expect(cache.get("/news/42")).toBeUndefined();
    expect(cache.get("/news/43")).toBeDefined();
    expect(cache.get("/privacy")).toBeDefined();
    remove();
    await bus.invalidate(["news:article:43"]);
    expect(cache.get("/news/43")).toBeUndefined();
    expect(other.get("/news/43")).toBeDefined();
  });
});

describe("the cache bus over Redis", () => {
  it("drops the tagged copies here at once and on another instance within a second; the rest stay", async () => {
    const channel = `portal-test:${randomUUID()}:cache`;
    const [a, b] = [redisBus(channel), redisBus(channel)];
    await Promise.all([a.ready, b.ready]);
    const [onA, onB] = [cacheOn(a), cacheOn(b)];
    await a.invalidate(["news:article:42"]);
    expect(onA.get("/news/42")).toBeUndefined();
    await until(() => onB.get("/news/42") === undefined);
    for (const cache of [onA, onB]) {
      expect(cache.get("/news/43")?.body.toString()).toBe("43");
      expect(cache.get("/privacy")?.body.toString()).toBe("privacy");
    }
  });

  it("hears invalidations from any publisher on its channel, ignores malformed ones and other channels", async () => {
    const { channel, cache, admin } = await listening();
    await admin.publish(channel, "not json");
    await admin.publish(channel, JSON.stringify({ from: "elsewhere", tags: [42] }));
    await admin.publish(`${channel}:other`, JSON.stringify({ from: "elsewhere", tags: ["news:article:43"] }));
    await admin.publish(channel, JSON.stringify({ from: "elsewhere", tags: ["news:article:42"] }));
    await until(() => cache.get("/news/42") === undefined);
    expect(cache.get("/news/43")).toBeDefined();
    expect(cache.get("/privacy")).toBeDefined();
  });

  it("drops everything it keeps when its subscription comes back after a cut (messages meanwhile are lost)", async () => {
    const { channel, cache, admin } = await listening();
    const clients = await admin.client("LIST");
    const id = /id=(\d+) [^\n]*name=cache-bus:(\S+)/g;
    const mine = [...String(clients).matchAll(id)].find((match) => match[2] === channel)?.[1];
    expect(mine).toBeDefined();
    await admin.client("KILL", "ID", mine!);
    await until(() => cache.get("/privacy") === undefined, 5000);
    expect(cache.get("/news/43")).toBeUndefined();
    // Subscribed again: it hears the next invalidation.
    cache.set("/news/43", page("43"), ["news:article:43"]);
    await until(() => {
      void admin.publish(channel, JSON.stringify({ from: "elsewhere", tags: ["news:article:43"] }));
      return cache.get("/news/43") === undefined;
    }, 5000);
  });
});
