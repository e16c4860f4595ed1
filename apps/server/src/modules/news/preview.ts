import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";
import { NEWS_PREVIEW_TOKEN } from "@portal/contract/schemas/news/console";
import { settingOrKeyFile } from "../../platform/key-file.ts";

/**
 * Signed preview links (docs/news.md "Preview"): `<article id>.<expiry, seconds since 1970>.<HMAC-SHA256>`, the
 * MAC over both with the key of the setting NEWS_PREVIEW_KEY (else DATA_DIR/news-preview.key). Whoever holds a
 * link sees that article's page as it is now, draft or not, until the link expires: nothing else.
 */
export const PREVIEW_TTL_MS = 24 * 60 * 60_000;

const keyOf = (config: Config) => settingOrKeyFile(config.dataDir, "news-preview.key", config.news.previewKey);
const macOf = (config: Config, id: number, expires: number) =>
  createHmac("sha256", keyOf(config)).update(`news-preview:${id}.${expires}`).digest("base64url");

export function signPreview(config: Config, id: number, now: Date): { token: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + PREVIEW_TTL_MS) / 1000);
  return { token: `${id}.${expires}.${macOf(config, id, expires)}`, expiresAt: new Date(expires * 1000) };
}

/** Whether the token is a valid, unexpired preview link of this article. */
export function previewAllows(config: Config, token: string, id: number, now: Date): boolean {
  const match = NEWS_PREVIEW_TOKEN.exec(token);
  if (!match || Number(match[1]) !== id) return false;
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(macOf(config, id, expires));
  const given = Buffer.from(match[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
