export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
}

/**
 * A short in-process cache of rendered pages. Pages are the same for every visitor (member state is rendered in
 * the browser), so a few seconds of caching take most of the rendering cost away under load. Bounded in entries;
 * the oldest entry goes first.
 */
export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
