import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The simulated live stream and the signing of stream addresses (docs/media.md). Pure: the clock, the key and the
 * address are given.
 *
 * The demo loop is SEGMENTS files of SEGMENT_SECONDS each. Segment number k (counted from the Unix epoch) is file
 * k mod SEGMENTS and becomes available when it has "aired": at (k + 1) × SEGMENT_SECONDS. The playlist is a sliding
 * window of the last WINDOW segments: the media sequence advances with the clock, each segment has its
 * program date-time, a discontinuity marks where the loop starts again (its timestamps restart), and there is no
 * end tag: a live stream.
 */
export const SEGMENT_SECONDS = 6;
export const SEGMENTS = 8;
export const WINDOW = 6;

export interface SignedQuery {
  exp: number;
  sig: string;
}

/** The segment file name of loop position `index`: seg-000.ts … seg-007.ts. */
export const segmentFile = (index: number) => `seg-${String(index).padStart(3, "0")}.ts`;

/** The window at `now`: the numbers of its segments, oldest first. */
export function liveWindow(now: Date): number[] {
  const aired = Math.floor(now.getTime() / 1000 / SEGMENT_SECONDS) - 1;
  return Array.from({ length: WINDOW }, (_, i) => aired - WINDOW + 1 + i);
}

/**
 * The media playlist of the window at `now`; `segmentUrl(k, file)` gives the (signed) address of segment k.
 */
export function livePlaylist(now: Date, segmentUrl: (sequence: number, file: string) => string): string {
  const window = liveWindow(now);
  const first = window[0]!;
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Every wrap of the loop is one discontinuity; the first segment's count is stated here.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / SEGMENTS)}`,
  ];
  for (const k of window) {
    if (k % SEGMENTS === 0 && k !== first) lines.push("#EXT-X-DISCONTINUITY");
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(k * SEGMENT_SECONDS * 1000).toISOString()}`);
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`);
    lines.push(segmentUrl(k, segmentFile(k % SEGMENTS)));
  }
  return `${lines.join("\n")}\n`;
}

/** The text a signature covers: the path, the expiry and, when bound, the client's address. */
const signedText = (path: string, exp: number, address: string | null) => `${path}\n${exp}\n${address ?? ""}`;

export function sign(secret: string, path: string, exp: number, address: string | null): string {
  return createHmac("sha256", secret).update(signedText(path, exp, address)).digest("base64url");
}

/** `path?exp=…&sig=…`, valid for `ttlSeconds` from `now`. */
export function signedPath(secret: string, path: string, now: Date, ttlSeconds: number, address: string | null): { url: string; exp: number } {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return { url: `${path}?exp=${exp}&sig=${sign(secret, path, exp, address)}`, exp };
}

export type SignatureCheck = "valid" | "missing" | "expired" | "invalid";

/** Checks a request's exp and sig against its path. */
export function checkSignature(secret: string, path: string, query: { exp?: unknown; sig?: unknown }, now: Date, address: string | null): SignatureCheck {
  const exp = typeof query.exp === "string" && /^\d{1,12}$/.test(query.exp) ? Number(query.exp) : null;
  const sig = typeof query.sig === "string" && /^[\w-]{20,100}$/.test(query.sig) ? query.sig : null;
  if (exp === null || sig === null) return "missing";
  const expected = Buffer.from(sign(secret, path, exp, address));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return exp * 1000 < now.getTime() ? "expired" : "valid";
}

/**
 * The live pass: a cookie with `exp.sig` signed over a channel's folder (`/live-media/{channel}/`). A browser's own
 * HLS player (an iPhone without MSE) reloads the playlist at the address it started with, whose signature expires;
 * the player island renews the pass with every new address, so the reloads keep working (docs/media.md). A folder
 * ends with "/" and a file never does, so a pass is never a file's signature.
 */
export function passValue(secret: string, folder: string, now: Date, ttlSeconds: number, address: string | null): string {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${exp}.${sign(secret, folder, exp, address)}`;
}

export function checkPass(secret: string, folder: string, value: string, now: Date, address: string | null): SignatureCheck {
  const match = /^(\d{1,12})\.([\w-]{20,100})$/.exec(value);
  return match ? checkSignature(secret, folder, { exp: match[1], sig: match[2] }, now, address) : "missing";
}
