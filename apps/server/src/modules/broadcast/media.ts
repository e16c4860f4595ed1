import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { LiveStream } from "@portal/contract/schemas/broadcast";
import type { Config } from "../../config.ts";
import { settingOrKeyFile } from "../../platform/key-file.ts";
import { SEGMENTS, segmentFile, signedPath } from "./hls.ts";

/**
 * Where the stream addresses come from and what signs them (docs/media.md). A channel with an `originUrl` streams
 * from there (the origin or CDN checks the same exp/sig); one without plays the checked-in demo loop served by
 * this module at /live-media/{channel}/index.m3u8.
 */
export const HLS_TYPE = "application/vnd.apple.mpegurl";
export const MEDIA_PREFIX = "/live-media";

/** The cookie that lets a browser's own HLS player keep reloading an expired address (hls.ts, passValue). */
export const LIVE_PASS_COOKIE = "live_pass";

export const channelFolder = (channel: string) => `${MEDIA_PREFIX}/${channel}/`;
export const playlistPath = (channel: string) => `${MEDIA_PREFIX}/${channel}/index.m3u8`;
export const segmentPath = (channel: string, file: string) => `${MEDIA_PREFIX}/${channel}/${file}`;

/** MEDIA_SIGNING_SECRET, else a key made once and kept in DATA_DIR/media-signing.key (platform/key-file.ts). */
export function signingSecret(config: Pick<Config, "dataDir" | "live">): string {
  return settingOrKeyFile(config.dataDir, "media-signing.key", config.live.signingSecret);
}

/** The signed address of a channel's stream for a visitor at `address`. */
export function streamFor(
  config: Pick<Config, "dataDir" | "live">,
  channel: { code: string; originUrl: string | null },
  now: Date,
  address: string,
): LiveStream {
  const secret = signingSecret(config);
  const bound = config.live.bindAddress ? address : null;
  const ttl = config.live.urlTtlSeconds;
  if (channel.originUrl) {
    const origin = new URL(channel.originUrl);
    const { exp, url } = signedPath(secret, origin.pathname, now, ttl, bound);
    return { url: `${origin.origin}${url}`, type: HLS_TYPE, expiresAt: new Date(exp * 1000).toISOString() };
  }
  const { exp, url } = signedPath(secret, playlistPath(channel.code), now, ttl, bound);
  return { url, type: HLS_TYPE, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The folder of the demo loops (tv/, radio/): LIVE_MEDIA_DIR, else apps/server/media/live from src or dist. */
export function mediaDir(config: Pick<Config, "live">): string {
  if (config.live.mediaDir) return config.live.mediaDir;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "../../../media/live"), join(here, "../media/live")];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

const segmentCache = new Map<string, Buffer>();

/** A demo segment's bytes (kept in memory after the first read: 2 MB in all). */
export function segmentBytes(dir: string, kind: "tv" | "radio", index: number): Buffer | null {
  if (!Number.isInteger(index) || index < 0 || index >= SEGMENTS) return null;
  const file = join(dir, kind, segmentFile(index));
  let bytes = segmentCache.get(file);
  if (!bytes) {
    if (!existsSync(file)) return null;
    bytes = readFileSync(file);
    segmentCache.set(file, bytes);
  }
  return bytes;
}
