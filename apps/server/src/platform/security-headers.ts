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
  /** True when the site is served over https (PUBLIC_URL): plain http sub-resources are upgraded. */
  https: boolean;
}

/** The policy of an HTML page rendered with `nonce`. */
export function pagePolicy(nonce: string, options: PolicyOptions): string {
  const statistics = options.statisticsUrl ? ` ${new URL(options.statisticsUrl).origin}` : "";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // style attributes (a picture's aspect ratio, a bar's width) are part of the markup React renders.
    "style-src 'self' 'unsafe-inline'",
    // Adverts, banners and members' photos may be https pictures of other hosts; data: for tiny placeholders.
    "img-src 'self' data: https:",
    // hls.js plays through Media Source Extensions (blob: URLs) and may fetch streams from a CDN.
    "media-src 'self' blob: https:",
    "worker-src 'self' blob:",
    // Statistics events, and HLS playlists and segments that hls.js fetches from a streaming host.
    `connect-src 'self' https:${statistics}`,
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
 * Headers on every answer: nosniff, referrer policy, framing, HSTS when the public address is https, the policy of
 * API answers, and a charset on any HTML that lacks one (a page must never be read in another encoding).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
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
