import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/**
 * Cache invalidation on every instance (docs/performance.md "Invalidation"). The caches of an instance (the page
 * cache, the render cache of public API answers, the news file's copies) register here; `invalidate(tags)` drops
 * every copy tagged with any of the tags on this instance at once, and publishes the tags on a Redis channel, so
 * that every other instance drops its copies when the message arrives (milliseconds). Without REDIS_URL there is
 * one instance: the local drop is all.
 *
 * Redis pub/sub is at most once: a message sent while an instance's subscriber is disconnected never reaches it.
 * An instance that reconnects therefore drops everything it keeps (its caches hold seconds of work).
 *
 * Tags: `packages/contract/src/cache-tags.ts` (`newsTags`); an API answer names its tags in the `Cache-Tag`
 * header (`defineRoute`'s `tags`).
 */

/** A cache that can drop its entries by tag. */
export interface TaggedCache {
  invalidate(tags: readonly string[]): unknown;
  clear(): void;
}

export interface CacheBus {
  /** Drops what carries any of `tags` here, then on every other instance. Never throws: a failed publish is logged. */
  invalidate(tags: readonly string[]): Promise<void>;
  /** Registers a cache of this instance; returns its removal. */
  register(cache: TaggedCache): () => void;
  /** Resolves once the bus listens to other instances (at once without Redis). */
  readonly ready: Promise<void>;
  /** Stops listening (the app's onClose). */
  close(): Promise<void>;
  readonly kind: "local" | "redis";
}

/** The Redis channel of the invalidation messages, after the site's REDIS_PREFIX ("portal:" by default). */
export const cacheChannel = (prefix: string) => `${prefix}cache-invalidate`;
export const CACHE_CHANNEL = cacheChannel("portal:");

/** At most this many tags in one message, each at most 200 characters: a message from Redis is checked like input. */
const MAX_TAGS = 500;
const MAX_TAG_LENGTH = 200;

interface Logger {
  warn(obj: object, message: string): void;
  info?(obj: object, message: string): void;
}

function validTags(tags: unknown): string[] | null {
  if (!Array.isArray(tags) || tags.length > MAX_TAGS) return null;
  return tags.every((tag) => typeof tag === "string" && tag.length > 0 && tag.length <= MAX_TAG_LENGTH) ? (tags as string[]) : null;
}

function localCaches() {
  const caches = new Set<TaggedCache>();
  return {
    register(cache: TaggedCache) {
      caches.add(cache);
      return () => void caches.delete(cache);
    },
    drop(tags: readonly string[]) {
      for (const cache of caches) cache.invalidate(tags);
    },
    clearAll() {
      for (const cache of caches) cache.clear();
    },
  };
}

/** One instance: invalidation drops this instance's copies only. */
export function createLocalCacheBus(): CacheBus {
  const caches = localCaches();
  return {
    kind: "local",
    async invalidate(tags) {
      caches.drop(tags);
    },
    register: caches.register,
    ready: Promise.resolve(),
    async close() {},
  };
}

export interface RedisCacheBusOptions {
  url: string;
  /** CACHE_CHANNEL unless given (tests use their own). */
  channel?: string;
  log?: Logger;
}

/**
 * Every instance: a publishing connection and a subscribed one (a subscribed Redis connection can do nothing else).
 * ioredis reconnects both by itself and subscribes again; the subscriber's reconnection clears every cache.
 */
export function createRedisCacheBus(options: RedisCacheBusOptions): CacheBus {
  const channel = options.channel ?? CACHE_CHANNEL;
  const instance = randomUUID();
  const caches = localCaches();
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2 });
  // Named for `CLIENT LIST` (an operator, or the test that cuts it off to see it come back).
  const subscriber = new Redis(options.url, { connectionName: `cache-bus:${channel}` });
  let readyBefore = false;
  let failing = false;
  const onError = (err: Error) => {
    // Once per outage: ioredis retries and emits an error for every failed attempt.
    if (!failing) options.log?.warn({ err }, "cache bus: Redis connection failed; other instances' invalidations may be missed until it returns");
    failing = true;
  };
  publisher.on("error", onError);
  subscriber.on("error", onError);
  subscriber.on("ready", () => {
    failing = false;
    // Messages sent while this instance was away are lost: what it keeps may be stale, so none of it is kept.
    if (readyBefore) caches.clearAll();
    readyBefore = true;
  });
  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    let message: { from?: unknown; tags?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (message.from === instance) return; // dropped here already
    const tags = validTags(message.tags);
    if (tags) caches.drop(tags);
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (err: Error) => onError(err),
  );

  return {
    kind: "redis",
    async invalidate(tags) {
      caches.drop(tags);
      if (!tags.length) return;
      try {
        await publisher.publish(channel, JSON.stringify({ from: instance, tags }));
      } catch (err) {
        options.log?.warn({ err, tags }, "cache bus: could not publish an invalidation; other instances keep their copies for their time");
      }
    },
    register: caches.register,
    ready,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

export function createCacheBus(options: { redisUrl?: string; channel?: string; log?: Logger }): CacheBus {
  return options.redisUrl ? createRedisCacheBus({ url: options.redisUrl, channel: options.channel, log: options.log }) : createLocalCacheBus();
}
