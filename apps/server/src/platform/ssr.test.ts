import { existsSync, readFileSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { configSchema } from "../config.ts";
import { createDbKvStore } from "../kv/db-store.ts";
import { openTestDatabase } from "../test/app.ts";
import { defaultWebBuildDir } from "./ssr.ts";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// Pages are served from the production build of the web app: `npm test` builds before it runs these.
const buildDir = defaultWebBuildDir(join(dirname(fileURLToPath(import.meta.url)), ".."));
const built = existsSync(join(buildDir, "server", "index.js"));

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  if (!built) throw new Error(`web build missing at ${buildDir}: run npm run build first`);
  const config = configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "5" });
  database = await openTestDatabase();
  app = await buildApp({ config, database, kv: createDbKvStore(database.db), ssr: true, logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("server-rendered pages", () => {
  it("redirects / to /zh-hant/", async () => {
    const res = await app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/zh-hant/");
  });

  it("sends a page path without a language to the default language, keeping the query", async () => {
    const res = await app.inject({ method: "GET", url: "/news_zh?page=2" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/zh-hant/news_zh?page=2");
  });

  it.each([
    ["zh-hant", "zh-Hant"],
    ["zh-hans", "zh-Hans"],
    ["en", "en"],
    ["pt", "pt"],
  ])("renders /%s/ with <html lang=%s>", async (lang, htmlLang) => {
    const res = await app.inject({ method: "GET", url: `/${lang}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain(`<html lang="${htmlLang}"`);
  });

  it("serves unknown paths and /404 with HTTP 404 and a page", async () => {
    for (const url of ["/zh-hant/no-such-page", "/en/404", "/pt/a/b/c"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<html");
    }
  });

  it("gives pages an ETag and answers 304 when it matches", async () => {
    const first = await app.inject({ method: "GET", url: "/en/" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers["cache-control"]).toMatch(/public/);
    const again = await app.inject({ method: "GET", url: "/en/", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });

  it("compresses pages for clients that accept it", async () => {
    const res = await app.inject({ method: "GET", url: "/zh-hant/", headers: { "accept-encoding": "br, gzip" } });
    expect(["br", "gzip"]).toContain(res.headers["content-encoding"]);
  });

  it("sends scripts as the build compressed them (Brotli 11, gzip 9), immutable, varying by encoding", async () => {
    const page = await app.inject({ method: "GET", url: "/zh-hant/" });
    const script = /data-islands="(\/islands\/assets\/client-[\w-]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const plain = await app.inject({ method: "GET", url: script! });
    const br = await app.inject({ method: "GET", url: script!, headers: { "accept-encoding": "gzip, br" } });
    const gzip = await app.inject({ method: "GET", url: script!, headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    for (const res of [plain, br, gzip]) {
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["vary"]).toBe("Accept-Encoding");
    }
  });

  it("ships the islands client instead of the whole router on ordinary pages, started by the boot script after the first paint", async () => {
    const res = await app.inject({ method: "GET", url: "/zh-hant/" });
    // No script element and no preload of it: nothing competes with the page's own content for the first paint.
    expect(res.body).toMatch(/<html[^>]* data-islands="\/islands\/assets\/client-[\w-]+\.js"/);
    expect(res.body).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    expect(res.body).not.toContain("window.__reactRouterContext");
  });

  it("names no island that the islands client cannot load (islands are found by file name)", async () => {
    const manifest = JSON.parse(readFileSync(join(buildDir, "client", "islands", ".vite", "manifest.json"), "utf8")) as Record<
      string,
      { src?: string; isEntry?: boolean; dynamicImports?: string[] }
    >;
    const nameOf = (src: string) => src.replace(/^.*\//, "").replace(".island.tsx", "");
    const built = new Set(Object.values(manifest).flatMap((chunk) => (chunk.src?.endsWith(".island.tsx") ? [nameOf(chunk.src)] : [])));
    // The frame's own islands are built into the frame chunk (vite.islands.config.ts, ADR 0011), which the client
    // loads by a dynamic import: they count when the client imports that chunk.
    const client = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    if (client.dynamicImports?.some((name) => /^_frame-/.test(name))) {
      const layout = join(buildDir, "..", "app", "layout");
      for (const file of readdirSync(layout)) if (file.endsWith(".island.tsx")) built.add(nameOf(file));
    }
    const pages = ["/zh-hant/", "/en/news-list", "/zh-hant/news_zh", "/zh-hant/news-detail/26", "/zh-hant/search?keyword=澳門", "/pt/notice-list", "/zh-hant/subject", "/en/no-such-page"];
    const named = new Set<string>();
    for (const url of pages) {
      const res = await app.inject({ method: "GET", url });
      for (const match of res.body.matchAll(/data-island="([^"]+)"/g)) named.add(match[1]!);
    }
    expect(named.size).toBeGreaterThan(15);
    expect([...named].filter((name) => !built.has(name))).toEqual([]);
  });
});

describe("page headers: Content-Security-Policy, charset, HSTS (ADR 0009)", () => {
  const nonceOf = (policy: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1];
  /** Every executable inline or module script of a page (JSON-LD is data, not run). */
  const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));

  it.each(["/zh-hant/", "/zh-hant/news-detail/26", "/zh-hant/user/login", "/zh-hant/user/center", "/pt/no-such-page"])(
    "%s: a nonce-based policy, and every script of the page carries that nonce",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      const policy = String(res.headers["content-security-policy"]);
      expect(policy).toContain("script-src 'self' 'nonce-");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      const nonce = nonceOf(policy)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const scripts = scriptsOf(res.body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attrs of scripts) expect(attrs, `${url}: <script${attrs}>`).toContain(`nonce="${nonce}"`);
      // <style> elements only with the nonce (the inlined stylesheets carry it); no other host but named ones.
      expect(policy).toContain(`style-src-elem 'self' 'nonce-${nonce}'`);
      for (const [, attrs] of res.body.matchAll(/<style\b([^>]*)>/g)) expect(attrs, `${url}: <style${attrs}>`).toContain(`nonce="${nonce}"`);
      expect(policy).not.toMatch(/\shttps?:(\s|;|$)/);
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    },
  );

  it("keeps a cached page with its own policy, and draws a new nonce for each render", async () => {
    const first = await app.inject({ method: "GET", url: "/en/" });
    const again = await app.inject({ method: "GET", url: "/en/" });
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(again.body).toBe(first.body);
    const other = await app.inject({ method: "GET", url: "/pt/" });
    expect(nonceOf(String(other.headers["content-security-policy"]))).not.toBe(nonceOf(String(first.headers["content-security-policy"])));
  });

  it("API answers may run nothing; no HSTS while the public address is http", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/common/setting" });
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS on every answer when PUBLIC_URL is https, and upgrades plain sub-resources", async () => {
    const config = configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "0", PUBLIC_URL: "https://www.example.mo" });
    const secure = await buildApp({ config, database, kv: createDbKvStore(database.db), ssr: true, logger: false });
    try {
      for (const url of ["/zh-hant/", "/api/v1/common/setting"]) {
        const res = await secure.inject({ method: "GET", url });
        expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      }
      expect(String((await secure.inject({ method: "GET", url: "/zh-hant/" })).headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    } finally {
      await secure.close();
    }
  });
});

describe("stylesheets in the page (issue 10: nothing blocks the first paint)", () => {
  it("puts the rules that can apply to an islands page into it, in order, and links the whole files after the content", async () => {
    const home = (await app.inject({ method: "GET", url: "/zh-hans/" })).body;
    const head = home.slice(0, home.indexOf("</head>"));
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const inlined = [...home.matchAll(/<style data-href="(\/assets\/[\w.-]+\.css)"[^>]*>/g)].map((m) => m[1]!);
    expect(inlined.length).toBeGreaterThanOrEqual(3);
    expect(inlined[0]).toMatch(/^\/assets\/root-/);
    // The whole files, in the same order, at the end of the body (after every element of the page), without an
    // href: the boot script gives them one after the first paint; a <noscript> copy links them without script.
    const full = [...home.matchAll(/<link rel="stylesheet" data-href="(\/assets\/[\w.-]+\.css)" data-full=""\/>/g)];
    expect(full.map((m) => m[1])).toEqual(inlined);
    expect(home.indexOf(full[0]![0])).toBeGreaterThan(home.lastIndexOf("<footer"));
    const noscript = /<noscript>((?:<link rel="stylesheet" href="[^"]+"\/>)+)<\/noscript>/.exec(home)?.[1] ?? "";
    expect([...noscript.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(inlined);
    // Less than the files: rules for classes the page does not hold are left to the linked files.
    const files = inlined.map((href) => readFileSync(join(buildDir, "client", href), "utf8")).join("");
    const styles = [...home.matchAll(/<style data-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("");
    expect(styles.length).toBeLessThan(files.length * 0.8);
    // …but every class the page uses keeps its rules: the header's logo, the lead story's card.
    for (const name of ["site-header", "news-card"]) {
      expect(home, name).toContain(`class="${name}`);
      expect(styles, name).toMatch(new RegExp(`\\.${name}[\\s,{.:>\\[]`));
    }
    const login = (await app.inject({ method: "GET", url: "/zh-hans/user/login" })).body;
    if (login.includes("__reactRouterContext")) expect(login).toMatch(/<link[^>]+rel="stylesheet"/);
  });
});
