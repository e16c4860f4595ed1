type Lookup<V> = { value: V; fresh: boolean };

/** What a run made: the value, whether it may be kept, and the cache tags of what it shows (cache-bus.ts). */
export interface Made<V> {
  value: V;
  keep: boolean;
  tags?: readonly string[];
}

/**
 * A short in-process cache with stale-while-revalidate, used for rendered pages (page-cache.ts) and for the
 * public API answers that page renders share (in-process-api.ts).
 *
 * - Fresh for `ttlMs`; then stale for as long again, when it is still served while one request makes it anew
 *   (stale-while-revalidate), so that the expiry of a busy entry never makes every request wait.
 * - Concurrent requests for a missing entry share one run (`load`).
 * - Bounded in entries; the least recently stored goes first.
 * - An entry carries the cache tags of what it shows; `invalidate(tags)` drops every entry with any of them at once
 *   (not even served stale), and nothing a run under way made is kept (it may have read what changed).
 */
export class SwrCache<V> {
  private readonly entries = new Map<string, { value: V; freshUntil: number; staleUntil: number; tags: readonly string[] }>();
  private readonly pending = new Map<string, Promise<V>>();
  /** Raised by every invalidation: a run that started before one keeps nothing. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  lookup(key: string): Lookup<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.staleUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return { value: entry.value, fresh: entry.freshUntil > now };
  }

  /** True when `load(key)` would start a run and wait for it: nothing kept (fresh or stale), nothing running. */
  wouldRun(key: string): boolean {
    return !this.pending.has(key) && this.lookup(key) === undefined;
  }

  /** A fresh value only (tests and callers that must not see stale values). */
  get(key: string): V | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.value : undefined;
  }

  set(key: string, value: V, tags: readonly string[] = []): void {
    if (this.ttlMs <= 0) return;
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, { value, freshUntil: now + this.ttlMs, staleUntil: now + 2 * this.ttlMs, tags });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The value for `key`: fresh from the cache; stale from the cache while `make` runs once in the background; or
   * made, one run shared by every request that arrives meanwhile. `make` says what may be kept: a value it returns
   * with `keep: false` is answered but not cached, and one made while an invalidation happened is not kept either.
   */
  async load(key: string, make: () => Promise<Made<V>>): Promise<V> {
    const found = this.lookup(key);
    if (found?.fresh) return found.value;
    let pending = this.pending.get(key);
    if (!pending) {
      const startedIn = this.generation;
      const run: Promise<V> = make()
        .then(({ value, keep, tags }) => {
          if (keep && this.generation === startedIn) this.set(key, value, tags);
          return value;
        })
        .finally(() => {
          if (this.pending.get(key) === run) this.pending.delete(key);
        });
      pending = run;
      this.pending.set(key, run);
    }
    if (found) {
      pending.catch(() => undefined); // a failed background run leaves the stale value; the next request retries
      return found.value;
    }
    return pending;
  }

  /**
   * Drops every entry tagged with any of `tags`, fresh or stale. Runs under way are let go: requests from now on start
   * their own, and what the old ones make is answered to their waiting requests but not kept.
   */
  invalidate(tags: readonly string[]): number {
    if (!tags.length) return 0;
    this.generation += 1;
    this.pending.clear();
    const dropped = new Set(tags);
    let count = 0;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => dropped.has(tag))) {
        this.entries.delete(key);
        count += 1;
      }
    }
    return count;
  }

  /** Drops every entry (an instance that may have missed invalidations: cache-bus.ts). */
  clear(): void {
    this.generation += 1;
    this.pending.clear();
    this.entries.clear();
  }
}
