type Lookup<V> = { value: V; fresh: boolean };

/**
 * A short in-process cache with stale-while-revalidate, used for rendered pages (page-cache.ts) and for the
 * public API answers that page renders share (in-process-api.ts).
 *
 * - Fresh for `ttlMs`; then stale for as long again, when it is still served while one request makes it anew
 *   (stale-while-revalidate), so that the expiry of a busy entry never makes every request wait.
 * - Concurrent requests for a missing entry share one run (`load`).
 * - Bounded in entries; the least recently stored goes first.
 */
export class SwrCache<V> {
  private readonly entries = new Map<string, { value: V; freshUntil: number; staleUntil: number }>();
  private readonly pending = new Map<string, Promise<V>>();

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

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, { value, freshUntil: now + this.ttlMs, staleUntil: now + 2 * this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The value for `key`: fresh from the cache; stale from the cache while `make` runs once in the background; or
   * made, one run shared by every request that arrives meanwhile. `make` says what may be kept: a value it returns
   * with `keep: false` is answered but not cached.
   */
  async load(key: string, make: () => Promise<{ value: V; keep: boolean }>): Promise<V> {
    const found = this.lookup(key);
    if (found?.fresh) return found.value;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = make()
        .then(({ value, keep }) => {
          if (keep) this.set(key, value);
          return value;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    if (found) {
      pending.catch(() => undefined); // a failed background run leaves the stale value; the next request retries
      return found.value;
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }
}
