/**
 * The renders one client address may start (issue 20: a client that forces renders must be slowed before the site
 * is). A token bucket per address, in this process's memory: renders are per instance, so is their budget. An
 * address may start up to `burst` renders at once and earns `perMinute` a minute, spread evenly; a render it cannot
 * pay for is refused with the seconds until it can (Retry-After). A page served from the cache costs nothing
 * (platform/ssr.ts asks only when a request would wait for a render of its own).
 *
 * At most `maxSubjects` addresses are tracked: when full, the buckets that have filled up again (the same as a new
 * one's) are dropped, and all of them if that frees too little, so that a flood of addresses cannot grow the map
 * without bound (it can at worst hand its own addresses fresh buckets, as new addresses get anyway).
 */
export function createRenderBudget(options: { perMinute: number; burst: number; maxSubjects?: number }) {
  const { perMinute, burst, maxSubjects = 100_000 } = options;
  // Kept as the time each address's bucket is full again (GCRA: exact, one number an address): a render moves it
  // one interval on; a render is refused while it lies more than burst - 1 intervals ahead.
  const interval = 60_000 / perMinute;
  const tolerance = (burst - 1) * interval;
  const fullAt = new Map<string, number>();

  const prune = (nowMs: number) => {
    for (const [subject, at] of fullAt) if (at <= nowMs) fullAt.delete(subject);
    if (fullAt.size > maxSubjects * 0.9) fullAt.clear();
  };

  return {
    /** Takes one render for `subject` at `nowMs`: 0 when it may render, else the whole seconds until it may (≥ 1). */
    take(subject: string, nowMs: number): number {
      const known = fullAt.get(subject);
      if (known === undefined && fullAt.size >= maxSubjects) prune(nowMs);
      const at = Math.max(known ?? nowMs, nowMs);
      const wait = at - nowMs - tolerance;
      if (wait > 0) return Math.max(1, Math.ceil(wait / 1000));
      fullAt.set(subject, at + interval);
      return 0;
    },
    /** Addresses tracked (tests). */
    get size(): number {
      return fullAt.size;
    },
  };
}
