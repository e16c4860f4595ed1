import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { configSchema } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createDbKvStore } from "../kv/db-store.ts";
import { openTestDatabase } from "../test/app.ts";
import { defaultWebBuildDir } from "./ssr.ts";

// Issue 20: a random query string (…/news-detail/51?x=<random>) must not force a render, and a client that forces
// renders (distinct pages) meets its budget before the site slows down. Pages come from the production web build,
// served through a copy of its server entry that counts the documents React renders (entry.server's handler).
const buildDir = defaultWebBuildDir(join(dirname(fileURLToPath(import.meta.url)), ".."));
const COUNTER = "__portalPageRenders";
const renders = () => (globalThis as Record<string, unknown>)[COUNTER] as number;

/** A build folder whose server entry is the real one with its document handler counted; the client files linked. */
function countingBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-counting-build-"));
  const real = pathToFileURL(join(buildDir, "server", "index.js")).href;
  mkdirSync(join(dir, "server"));
  writeFileSync(
    join(dir, "server", "index.js"),
    `import * as real from ${JSON.stringify(real)};
export * from ${JSON.stringify(real)};
globalThis.${COUNTER} = 0;
const handleDocument = real.entry.module.default;
export const entry = { ...real.entry, module: { ...real.entry.module, default: (...args) => { globalThis.${COUNTER} += 1; return handleDocument(...args); } } };
`,
  );
  symlinkSync(join(buildDir, "client"), join(dir, "client"));
  return dir;
}

const random = () => randomBytes(6).toString("base64url");

let database: DatabaseHandle;
let countedBuild: string;
let app: FastifyInstance;
let budgeted: FastifyInstance;
beforeAll(async () => {
  if (!existsSync(join(buildDir, "server", "index.js"))) throw new Error(`web build missing at ${buildDir}: run npm run build first`);
  database = await openTestDatabase();
  countedBuild = countingBuild();
  const kv = createDbKvStore(database.db);
  // Pages stay fresh through the test: a render counted is a render the cache could not spare.
  const config = configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "300" });
  app = await buildApp({ config, database, kv, ssr: true, logger: false, webBuildDir: countedBuild });
  const small = configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "300", PAGE_RENDERS_PER_MINUTE: "1" });
  budgeted = await buildApp({ config: small, database, kv, ssr: true, logger: false });
});
afterAll(async () => {
  await app?.close();
  await budgeted?.close();
  await database?.close();
  if (countedBuild) rmSync(countedBuild, { recursive: true, force: true });
});

describe("the query a page is rendered with (issue 20)", () => {
  it("1,000 distinct random queries on an article cause at most one render", async () => {
    const before = renders();
    for (let i = 0; i < 1000 && renders() - before <= 1; i += 1) {
      const url = i % 2 ? `/zh-hant/news-detail/26?${random()}=${random()}` : `/zh-hant/news-detail/26?x=${random()}&utm_source=${random()}`;
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe("/zh-hant/news-detail/26");
      const page = await app.inject({ method: "GET", url: res.headers.location as string });
      expect(page.statusCode).toBe(200);
    }
    expect(renders() - before).toBeLessThanOrEqual(1);
  });

  it("reads a malformed value of a parameter the page reads as absent: one render for them all", async () => {
    await app.inject({ method: "GET", url: "/en/news-list" });
    const before = renders();
    for (const value of Array.from({ length: 200 }, random).concat(["1", "0", "-3", "2.5", "99999999", ""])) {
      const res = await app.inject({ method: "GET", url: `/en/news-list?page=${encodeURIComponent(value)}` });
      expect(res.statusCode, value).toBe(200);
    }
    expect(renders() - before).toBe(0);
  });

  it("drops tracking parameters with one redirect and keeps the parameters the page reads", async () => {
    const res = await app.inject({ method: "GET", url: "/en/news-list?utm_source=newsletter&page=2&fbclid=IwAR0x&utm_campaign=nov&category=local&gclid=Cj0K" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/en/news-list?page=2&category=local");
    const before = renders();
    const first = await app.inject({ method: "GET", url: "/en/news-list?page=2&category=local" });
    const reordered = await app.inject({ method: "GET", url: "/en/news-list?category=local&page=02" });
    expect(first.statusCode).toBe(200);
    expect(reordered.body).toBe(first.body);
    expect(renders() - before).toBe(1);
    expect(first.body).toContain('rel="canonical" href="http://localhost:3000/en/news-list?category=local&amp;page=2"');
  });

  it("still renders another page for another value of a parameter the page reads", async () => {
    const before = renders();
    const two = await app.inject({ method: "GET", url: "/en/news-list?page=2" });
    const three = await app.inject({ method: "GET", url: "/en/news-list?page=3" });
    expect([two.statusCode, three.statusCode]).toEqual([200, 200]);
    expect(renders() - before).toBe(2);
    const ids = (html: string) => [...html.matchAll(/href="\/en\/news-detail\/(\d+)"/g)].map((m) => m[1]).join(",");
    expect(ids(two.body)).not.toBe(ids(three.body));
    const search = await app.inject({ method: "GET", url: "/zh-hant/search?keyword=澳門&utm_medium=x" });
    expect(search.headers.location).toBe(`/zh-hant/search?keyword=${encodeURIComponent("澳門")}`);
  });

  it("keeps what only the browser reads in the address, out of the render and its cache key", async () => {
    const before = renders();
    const one = await app.inject({ method: "GET", url: "/zh-hant/user/security?hash=SECRET-ONE" });
    const two = await app.inject({ method: "GET", url: "/zh-hant/user/security?hash=SECRET-TWO" });
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.body).not.toContain("SECRET-ONE");
    expect(renders() - before).toBe(1);
    const social = await app.inject({ method: "GET", url: "/zh-hant/user?access_token=x1&type=google&utm_source=y" });
    expect(social.headers.location).toBe("/zh-hant/user?access_token=x1&type=google");
  });

  it("never redirects React Router's data requests (screens hydrated whole)", async () => {
    const res = await app.inject({ method: "GET", url: "/zh-hant/user/account/collect.data?type=video&x=1" });
    expect(res.statusCode).toBe(200);
  });

  it("keeps the redirect of a path without its language as it was, query and all", async () => {
    const res = await app.inject({ method: "GET", url: "/news_zh?page=2" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/zh-hant/news_zh?page=2");
  });
});

describe("the render budget of a client address (issue 20)", () => {
  const from = (remoteAddress: string, url: string) => budgeted.inject({ method: "GET", url, remoteAddress });

  // One render a minute an address (a burst of one): nothing here waits a minute for the next.
  it("refuses a client past its renders with 429, Retry-After and a page in its language, while another address is served", async () => {
    expect((await from("10.0.0.1", "/en/")).statusCode).toBe(200);
    const refused = await from("10.0.0.1", "/en/news-list?page=2");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.body).toContain(`Please try again in ${refused.headers["retry-after"]} seconds`);
    expect((await from("10.0.0.1", "/zh-hant/news-list?page=3")).body).toContain("秒後再試");
    // A page already in the cache costs no render: the same client still gets it.
    expect((await from("10.0.0.1", "/en/")).statusCode).toBe(200);
    // Another address has its own budget; the refused page was not rendered, so it renders now.
    expect((await from("10.0.0.2", "/en/news-list?page=2")).statusCode).toBe(200);
    // An IPv6 client counts by its /64: another address of the same network shares the budget.
    expect((await from("2001:db8::1", "/pt/")).statusCode).toBe(200);
    expect((await from("2001:db8::2", "/pt/news-list?page=2")).statusCode).toBe(429);
  });
});
