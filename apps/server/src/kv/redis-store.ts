import { Redis } from "ioredis";
import type { KvStore } from "./store.ts";

export function createRedisKvStore(url: string, prefix = "portal:"): KvStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: prefix });
  return {
    async set(key, value, ttlMs) {
      await redis.set(key, value, "PX", Math.max(1, Math.round(ttlMs)));
    },
    async get(key) {
      return redis.get(key);
    },
    async take(key) {
      return redis.getdel(key);
    },
    async incr(key, windowMs) {
      // INCR then set the window only when the key is new (NX), in one round trip.
      const result = await redis.multi().incr(key).pexpire(key, Math.max(1, Math.round(windowMs)), "NX").exec();
      return Number(result?.[0]?.[1] ?? 1);
    },
    async ttl(key) {
      return Math.max(0, await redis.pttl(key));
    },
    async del(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
