import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { mediaOriginAllowed, pagePolicy } from "./security-headers.ts";

/** The sources of one directive of a policy. */
const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(/;\s*/)
    .find((d) => d.startsWith(`${directive} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe("the page policy (ADR 0009, issue 20)", () => {
  const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";

  it("loads pictures, media and connections from this site only, unless hosts are named", () => {
    const policy = pagePolicy(NONCE, { https: false });
    expect(sourcesOf(policy, "img-src")).toEqual(["'self'", "data:"]);
    expect(sourcesOf(policy, "media-src")).toEqual(["'self'", "blob:"]);
    expect(sourcesOf(policy, "connect-src")).toEqual(["'self'"]);
    // No scheme-wide source anywhere: "https:" would let any host in.
    expect(policy).not.toMatch(/\shttps?:(\s|;|$)/);
  });

  it("adds the media hosts to pictures, media and connections, and the statistics host to connections only", () => {
    const policy = pagePolicy(NONCE, {
      https: true,
      mediaOrigins: ["https://cdn.example.mo", "https://*.live.example.mo"],
      statisticsUrl: "https://stats.example.mo/collect",
    });
    expect(sourcesOf(policy, "img-src")).toEqual(["'self'", "data:", "https://cdn.example.mo", "https://*.live.example.mo"]);
    expect(sourcesOf(policy, "media-src")).toEqual(["'self'", "blob:", "https://cdn.example.mo", "https://*.live.example.mo"]);
    expect(sourcesOf(policy, "connect-src")).toEqual(["'self'", "https://cdn.example.mo", "https://*.live.example.mo", "https://stats.example.mo"]);
  });

  it("allows <style> elements only with the render's nonce; style attributes stay allowed", () => {
    const policy = pagePolicy(NONCE, { https: false });
    expect(sourcesOf(policy, "style-src-elem")).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(sourcesOf(policy, "style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(sourcesOf(policy, "script-src")).toEqual(["'self'", `'nonce-${NONCE}'`]);
  });

  it("reads MEDIA_ORIGINS as origins, and refuses anything else", () => {
    expect(loadConfig({}).mediaOrigins).toEqual([]);
    expect(loadConfig({ MEDIA_ORIGINS: "https://CDN.example.mo/, https://*.live.example.mo:8443" }).mediaOrigins).toEqual([
      "https://cdn.example.mo",
      "https://*.live.example.mo:8443",
    ]);
    for (const value of ["https:", "*", "https://cdn.example.mo/path", "cdn.example.mo", "https://a.mo 'unsafe-inline'", "https://a.mo; script-src *"]) {
      expect(() => loadConfig({ MEDIA_ORIGINS: value }), value).toThrow(ConfigError);
    }
  });
});

describe("headers on every answer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("denies the browser features the site does not use, allows the players' own, and isolates the window", async () => {
    for (const url of ["/api/v1.0/cms/menu", "/api/v1.0/no-such-thing", "/healthz"]) {
      const res = await t.app.inject({ method: "GET", url });
      const permissions = String(res.headers["permissions-policy"]);
      for (const denied of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions, url).toContain(`${denied}=()`);
      for (const allowed of ["fullscreen", "picture-in-picture", "autoplay"]) expect(permissions, url).toContain(`${allowed}=(self)`);
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
    }
  });
});

describe("mediaOriginAllowed", () => {
  it("allows this site's paths and the origins MEDIA_ORIGINS names, exactly or by a subdomain wildcard", () => {
    const origins = ["https://cdn.example.mo", "https://*.media.example.mo"];
    expect(mediaOriginAllowed("/demo/hls/a.m3u8", [])).toBe(true);
    expect(mediaOriginAllowed("https://cdn.example.mo/vod/a.m3u8?t=1", origins)).toBe(true);
    expect(mediaOriginAllowed("https://eu.media.example.mo/a.m3u8", origins)).toBe(true);
    expect(mediaOriginAllowed("https://media.example.mo/a.m3u8", origins)).toBe(false);
    expect(mediaOriginAllowed("https://cdn.example.mo.evil.example/a.m3u8", origins)).toBe(false);
    expect(mediaOriginAllowed("http://cdn.example.mo/a.m3u8", origins)).toBe(false);
    expect(mediaOriginAllowed("//cdn.example.mo/a.m3u8", origins)).toBe(false);
    expect(mediaOriginAllowed("https://cdn.example.mo:8443/a.m3u8", origins)).toBe(false);
  });
});
