import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  /** The body compressed once when cached, so that a cache hit costs no compression. */
  br?: Buffer;
  gzip?: Buffer;
}

export function etagOf(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Compresses a page's body in both encodings browsers accept (zlib's thread pool: the event loop goes on). */
export async function withCompressedBodies(page: CachedPage): Promise<CachedPage> {
  if (page.body.length < 1024) return page;
  const [br, gz] = await Promise.all([
    brotli(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
    gzipAsync(page.body, { level: 9 }),
  ]);
  return { ...page, br, gzip: gz };
}

/** The best encoding of a cached page for an Accept-Encoding header (q-values of 0 refuse). */
export function pickEncoding(page: CachedPage, acceptEncoding: string | undefined): { encoding?: "br" | "gzip"; body: Buffer } {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]!.trim()),
  );
  if (page.br && (accepted.has("br") || accepted.has("*"))) return { encoding: "br", body: page.br };
  if (page.gzip && accepted.has("gzip")) return { encoding: "gzip", body: page.gzip };
  return { body: page.body };
}

type Lookup = { page: CachedPage; fresh: boolean };

/**
 * A short in-process cache of rendered pages. Pages are the same for every visitor (member state is rendered in
 * the browser), so a few seconds of caching take most of the rendering cost away under load.
 *
 * - Fresh for `ttlMs`; then stale for as long again, when it is still served while one request renders it anew
 *   (stale-while-revalidate), so that the expiry of a busy page never makes every visitor wait.
 * - Concurrent requests for a page that is not cached share one render (`load`).
 * - Bounded in entries; the least recently stored goes first.
 */
export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; freshUntil: number; staleUntil: number }>();
  private readonly pending = new Map<string, Promise<CachedPage>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  lookup(key: string): Lookup | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.staleUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return { page: entry.page, fresh: entry.freshUntil > now };
  }

  /** A fresh page only (tests and callers that must not see stale pages). */
  get(key: string): CachedPage | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.page : undefined;
  }

  set(key: string, page: CachedPage): void {
    if (this.ttlMs <= 0) return;
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, { page, freshUntil: now + this.ttlMs, staleUntil: now + 2 * this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The page for `key`: fresh from the cache; stale from the cache while `render` runs once in the background; or
   * rendered, one render shared by every request that arrives meanwhile. `render` says what may be kept: a page
   * it returns with `keep: false` is answered but not cached.
   */
  async load(key: string, render: () => Promise<{ page: CachedPage; keep: boolean }>): Promise<CachedPage> {
    const found = this.lookup(key);
    if (found?.fresh) return found.page;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = render()
        .then(({ page, keep }) => {
          if (keep) this.set(key, page);
          return page;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    if (found) {
      pending.catch(() => undefined); // a failed background render leaves the stale page; the next request retries
      return found.page;
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }
}
