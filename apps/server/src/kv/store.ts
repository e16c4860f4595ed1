/**
 * Short-lived shared state (captchas, one-time codes, rate-limit counters). Redis when REDIS_URL is set, the
 * database otherwise: either way it survives a restart and is shared by every server instance.
 */
export interface KvStore {
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Reads and deletes in one step: a value can be taken once (single-use captchas and codes). */
  take(key: string): Promise<string | null>;
  /** Adds one and returns the new count; the window starts at the first increment. */
  incr(key: string, windowMs: number): Promise<number>;
  /** Milliseconds left before the key expires, or 0. */
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}
