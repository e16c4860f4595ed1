import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { URL_LANGS } from "@portal/contract/locales";
import { buildApp } from "../app.ts";
import { configSchema } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createDbKvStore } from "../kv/db-store.ts";
import { defaultWebBuildDir } from "../platform/ssr.ts";
import { openTestDatabase } from "./app.ts";

// Issue 11: the menus, the footer and the sitemap lead only to pages that exist. Every internal link of the
// rendered frame (header menus, phone menu, footer) in the four languages, and every URL of /sitemap-pages.xml,
// must answer 200 (after at most three redirects). Pages are served from the web build (`npm test` builds first).
const buildDir = defaultWebBuildDir(join(dirname(fileURLToPath(import.meta.url)), ".."));

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  if (!existsSync(join(buildDir, "server", "index.js"))) throw new Error(`web build missing at ${buildDir}: run npm run build first`);
  // Hundreds of pages rendered from one address: no render budget (PAGE_RENDERS_PER_MINUTE, docs/security.md).
  const config = configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "0", PAGE_RENDERS_PER_MINUTE: "0", PUBLIC_URL: "https://portal.example" });
  database = await openTestDatabase();
  app = await buildApp({ config, database, kv: createDbKvStore(database.db), ssr: true, logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The status a visitor ends on, following up to three same-site redirects. */
async function finalStatus(path: string): Promise<{ status: number; at: string }> {
  let at = path;
  for (let hop = 0; hop <= 3; hop += 1) {
    const res = await app.inject({ method: "GET", url: at });
    const location = res.headers.location;
    if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== "string") return { status: res.statusCode, at };
    const next = new URL(location, "https://portal.example");
    if (next.origin !== "https://portal.example") return { status: 200, at: location }; // leaves the site: not ours to check
    at = next.pathname + next.search;
  }
  return { status: 310, at };
}

function internalLinks(html: string): string[] {
  const frame = html.replace(/<main[\s\S]*<\/main>/, ""); // the frame only: header, menus, footer
  const hrefs = [...frame.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  return hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

async function broken(paths: Iterable<string>): Promise<string[]> {
  const failures: string[] = [];
  for (const path of new Set(paths)) {
    const { status, at } = await finalStatus(path);
    if (status !== 200) failures.push(`${path} → ${status}${at === path ? "" : ` (at ${at})`}`);
  }
  return failures.sort();
}

/** Each walk renders a few hundred pages one by one: far more than the default 30 s on a slow or busy machine. */
const WALK_TIMEOUT_MS = 180_000;

describe("links that lead somewhere", () => {
  it("every internal link of the header, menus and footer answers 200, in the four languages", async () => {
    const links: string[] = [];
    for (const lang of URL_LANGS) {
      const home = await app.inject({ method: "GET", url: `/${lang}/` });
      expect(home.statusCode).toBe(200);
      links.push(...internalLinks(home.body));
    }
    expect(new Set(links).size).toBeGreaterThan(100);
    expect(await broken(links)).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it("every URL of /sitemap-pages.xml answers 200", async () => {
    const xml = (await app.inject({ method: "GET", url: "/sitemap-pages.xml" })).body;
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")).pathname);
    expect(paths.length).toBeGreaterThan(40);
    expect(await broken(paths)).toEqual([]);
  }, WALK_TIMEOUT_MS);
});
