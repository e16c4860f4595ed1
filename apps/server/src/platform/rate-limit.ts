import type { KvStore } from "../kv/store.ts";
import { tooManyRequests } from "./errors.ts";

export interface Limit {
  /** Counter name, e.g. "captcha-issue"; the subject (an IP, an account) is appended. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt against a fixed-window limit in the shared kv store (Redis or the database: limits survive
 * a restart and hold across instances) and refuses with HTTP 429 and Retry-After once the window's count is over.
 */
export async function enforceLimit(kv: KvStore, limit: Limit, subject: string): Promise<void> {
  const key = `limit:${limit.name}:${subject}`;
  if ((await kv.incr(key, limit.windowMs)) > limit.max) {
    throw tooManyRequests(Math.max(1, Math.ceil((await kv.ttl(key)) / 1000)));
  }
}
