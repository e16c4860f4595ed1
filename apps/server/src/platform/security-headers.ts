import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * The headers that keep a page's scripts its own (ADR 0009). The member token lives in the browser's storage, so
 * an injected script is the threat that matters: pages get a Content-Security-Policy whose scripts are the site's
 * own files and the inline scripts of this render, which carry its nonce. The nonce is made per render and kept
 * with the cached page (the page and its policy are one answer); nothing a visitor writes can carry it, because
 * React escapes what it renders and staff HTML is written before the render that draws the nonce.
 */

/** A fresh nonce for one render: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface PolicyOptions {
  /** The statistics host (STATISTICS_URL), which the browser sends page events to, if not this server. */
  statisticsUrl?: string | null;
  /** Other hosts of pictures, audio, video and streams (MEDIA_ORIGINS): a CDN, a live channel's origin. */
  mediaOrigins?: readonly string[];
  /** True when the site is served over https (PUBLIC_URL): plain http sub-resources are upgraded. */
  https: boolean;
}

/**
 * Whether pages may load media from `url` under the policy below: this site's own paths, or an https address whose
 * origin MEDIA_ORIGINS names (exactly, or by a `*.` wildcard for its subdomains). Staff entering an address the
 * policy would block are told so, instead of readers getting a player that never starts.
 */
export function mediaOriginAllowed(url: string, mediaOrigins: readonly string[]): boolean {
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  let origin: URL;
  try {
    origin = new URL(url);
  } catch {
    return false;
  }
  return mediaOrigins.some((allowed) => {
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(allowed);
    if (!wildcard) return allowed === origin.origin;
    return origin.protocol === wildcard[1]!.replace("//", "") && origin.host.endsWith(`.${wildcard[2]}`);
  });
}

/** The policy of an HTML page rendered with `nonce`. */
export function pagePolicy(nonce: string, options: PolicyOptions): string {
  const media = (options.mediaOrigins ?? []).map((origin) => ` ${origin}`).join("");
  const statistics = options.statisticsUrl ? ` ${new URL(options.statisticsUrl).origin}` : "";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // <style> elements only with this render's nonce (the inlined stylesheets: inline-css.ts), so markup a visitor
    // or staff slipped in cannot style the page. Style attributes stay allowed: React renders them with values
    // known only per render (a vote bar's width, an advert's aspect ratio, a carousel's offset), which neither a
    // nonce (it does not apply to attributes) nor a hash can name. style-src is for browsers without the two.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    // Pictures of this site (data: for tiny placeholders) and of the media hosts named in the settings.
    `img-src 'self' data:${media}`,
    // hls.js plays through Media Source Extensions (blob: URLs); streams may come from a media host.
    `media-src 'self' blob:${media}`,
    "worker-src 'self' blob:",
    // Statistics events, and the playlists and segments hls.js fetches from a media host.
    `connect-src 'self'${media}${statistics}`,
    "font-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** JSON and other non-page answers: nothing in them may run or be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** HSTS for a site served over https: a year, subdomains too (the broadcaster's domains are all https). */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * What the pages may use of the browser: the players' fullscreen and picture-in-picture, starting playback from a
 * script (autoplay: the short video scrolled into view, the radio mini player going on across pages) and the share
 * button's copy, on this site only; nothing else a page could ask the visitor for (camera, microphone, position,
 * payment, devices, sensors).
 */
export const PERMISSIONS_POLICY = [
  "fullscreen=(self)",
  "picture-in-picture=(self)",
  "autoplay=(self)",
  "clipboard-write=(self)",
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
  "screen-wake-lock=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "xr-spatial-tracking=()",
  "encrypted-media=()",
  "publickey-credentials-get=()",
  "browsing-topics=()",
].join(", ");

/**
 * Pages open no window that must reach back (social sign-in leaves the page for the provider and comes back by
 * redirect; links to other sites are rel=noopener), so a page shares its browsing context group with no other site.
 */
export const OPENER_POLICY = "same-origin";

/**
 * Headers on every answer: nosniff, referrer policy, framing, the permissions and opener policies, HSTS when the
 * public address is https, the policy of API answers, and a charset on any HTML that lacks one (a page must never be
 * read in another encoding).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    reply.header("cross-origin-opener-policy", OPENER_POLICY);
    if (options.https) reply.header("strict-transport-security", HSTS);
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && /^text\/html\b/i.test(type) && !/charset=/i.test(type)) {
      reply.header("content-type", `${type}; charset=utf-8`);
    }
    if (request.url.startsWith("/api/") && !reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", API_POLICY);
    }
  });
}
