import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { KvStore } from "../kv/store.ts";
import { tooManyRequests } from "./errors.ts";

export interface Limit {
  /** Counter name, e.g. "captcha-issue"; the subject (an IP, an account) is appended. */
  name: string;
  max: number;
  windowMs: number;
}

const LIMIT_PREFIX = "limit:";
const keyOf = (limit: Limit, subject: string) => `${LIMIT_PREFIX}${limit.name}:${subject}`;

/**
 * Counts one attempt against a fixed-window limit in the shared kv store (Redis or the database: limits survive
 * a restart and hold across instances) and refuses with HTTP 429 and Retry-After once the window's count is over.
 * The count comes first and is atomic, so that parallel requests cannot slip past the limit together.
 */
export async function enforceLimit(kv: KvStore, limit: Limit, subject: string): Promise<void> {
  if (await countAttempt(kv, limit, subject)) throw tooManyRequests(await windowSecondsLeft(kv, limit, subject));
}

/**
 * Counts one attempt as `enforceLimit` does (first, atomically) and tells whether the window's count is now over
 * its maximum, leaving the answer to the caller: a soft limit (sign-in then asks for a captcha instead of refusing,
 * identity/sign-in-throttle.ts).
 */
export async function countAttempt(kv: KvStore, limit: Limit, subject: string): Promise<boolean> {
  return (await kv.incr(keyOf(limit, subject), limit.windowMs)) > limit.max;
}

/** Whole seconds until a subject's window ends, at least 1: the Retry-After of an answer over the limit. */
export async function windowSecondsLeft(kv: KvStore, limit: Limit, subject: string): Promise<number> {
  return Math.max(1, Math.ceil((await kv.ttl(keyOf(limit, subject))) / 1000));
}

/** Forgets a subject's count (a successful sign-in clears the failures counted against its name). */
export async function clearLimit(kv: KvStore, limit: Limit, subject: string): Promise<void> {
  await kv.del(keyOf(limit, subject));
}

/**
 * The subject for per-client limits: an IPv4 address as it is, an IPv6 address by its /64 network (one subscriber
 * usually holds a whole /64, so counting single addresses would give them 2^64 tries), IPv4-mapped IPv6 as IPv4.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** A subject that names a person (an e-mail address, a login name) is kept in the store only as a digest. */
export function privateSubject(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("base64url");
}

/**
 * FOR LOAD MEASUREMENTS ONLY (bench/login.mjs passes it to buildApp): a kv store whose limit counters still count
 * — the same store work as in production — but never reach their maximum. The server never uses it.
 */
export function withLimitsLifted(kv: KvStore): KvStore {
  return {
    ...kv,
    async incr(key, windowMs) {
      const count = await kv.incr(key, windowMs);
      return key.startsWith(LIMIT_PREFIX) ? Math.min(count, 1) : count;
    },
  };
}

/**
 * A fixed-window limiter counted in this process's memory, for calls so frequent that a store round trip per
 * request would cost more than the work itself (statistics events: docs/statistics.md). Unlike `enforceLimit`, its
 * counts are per instance and lost on restart: N instances let a client send N times the limit. At most
 * `maxSubjects` subjects are tracked; when full, the window's counts are dropped (a flood of addresses cannot grow
 * it without bound).
 */
export function createLocalLimiter(limit: Limit, maxSubjects = 100_000) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    /** Counts `n` attempts at `nowMs`; HTTP 429 with Retry-After once the subject's window is over its maximum. */
    enforce(subject: string, nowMs: number, n = 1): void {
      if (nowMs - windowStart >= limit.windowMs || counts.size >= maxSubjects) {
        windowStart = nowMs;
        counts = new Map();
      }
      const count = (counts.get(subject) ?? 0) + n;
      counts.set(subject, count);
      if (count > limit.max) throw tooManyRequests(Math.max(1, Math.ceil((windowStart + limit.windowMs - nowMs) / 1000)));
    },
  };
}
