import { SwrCache } from "./swr-cache.ts";
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

/** The encodings an Accept-Encoding header accepts (q-values of 0 refuse). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  return new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]!.trim()),
  );
}

/** The best encoding of a cached page for an Accept-Encoding header. */
export function pickEncoding(page: CachedPage, acceptEncoding: string | undefined): { encoding?: "br" | "gzip"; body: Buffer } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (page.br && (accepted.has("br") || accepted.has("*"))) return { encoding: "br", body: page.br };
  if (page.gzip && accepted.has("gzip")) return { encoding: "gzip", body: page.gzip };
  return { body: page.body };
}

/**
 * A page rendered for one reader only (not cached): compressed once, in the encoding the reader prefers, at a
 * fast level, in zlib's thread pool — cheaper than a compression stream.
 */
export async function compressedFor(page: CachedPage, acceptEncoding: string | undefined): Promise<{ encoding?: "br" | "gzip"; body: Buffer }> {
  if (page.body.length < 1024) return { body: page.body };
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has("br") || accepted.has("*")) {
    return { encoding: "br", body: await brotli(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length } }) };
  }
  if (accepted.has("gzip")) return { encoding: "gzip", body: await gzipAsync(page.body, { level: 6 }) };
  return { body: page.body };
}

/**
 * A short in-process cache of rendered pages. Pages are the same for every visitor (member state is rendered in
 * the browser), so a few seconds of caching take most of the rendering cost away under load. Fresh for its time,
 * then served stale while one request renders anew; concurrent misses share one render (SwrCache).
 */
export class PageCache extends SwrCache<CachedPage> {}
