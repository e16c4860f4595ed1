import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { buildApp } from "../app.ts";
import { configSchema } from "../config.ts";
import { createDbKvStore } from "../kv/db-store.ts";
import { openTestDatabase, type TestApp } from "../test/app.ts";
import { consoleBrowser, signedInStaff } from "../modules/staff/staff.test-helper.ts";
import { demoStaff } from "../modules/staff/seed.ts";
import { defaultWebBuildDir } from "./ssr.ts";

// The newsroom console's pages (ADR 0014; docs/console.md "The console's screens"), served by platform/ssr.ts from
// the production build of the web app (`npm test` builds first).
const buildDir = defaultWebBuildDir(join(dirname(fileURLToPath(import.meta.url)), ".."));
const built = existsSync(join(buildDir, "server", "index.js"));

let t: TestApp;
beforeAll(async () => {
  if (!built) throw new Error(`web build missing at ${buildDir}: run npm run build first`);
  // A page cache that would keep pages: the console's must still never come from it.
  const config = configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "60", PAGE_RENDERS_PER_MINUTE: "0" });
  const database = await openTestDatabase();
  const clock = { now: new Date() };
  const app = await buildApp({ config, database, kv: createDbKvStore(database.db), ssr: true, logger: false, now: () => clock.now });
  t = {
    app,
    database,
    kv: createDbKvStore(database.db),
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
    lastMessageTo: async () => null,
    call: async (options) => {
      const res = await app.inject(options);
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
  };
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("the console's pages on the server", () => {
  it("are not sent to a language's address, are never kept by a cache, and carry the page policy with a nonce", async () => {
    for (const url of ["/console/sign-in", "/console/setup?token=abc"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
      expect(String(res.headers["content-security-policy"]), url).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
      expect(res.body, url).toContain('data-testid="console-');
    }
  });

  it("send a visitor without a session to the sign-in, which brings them back", async () => {
    const home = await page("/console");
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/console/sign-in");
    expect(home.headers["cache-control"]).toBe("private, no-store");
    const account = await page("/console/account");
    expect(account.headers.location).toBe("/console/sign-in?next=%2Fconsole%2Faccount");
    // A data request of the whole-app client too (a navigation after the session ended).
    const data = await page("/console/account.data", { cookie: "console_session=not-a-session" });
    // React Router's single fetch answers a redirect as data (202 with the location in its body, or 204 with a header).
    expect([202, 204]).toContain(data.statusCode);
    expect(data.body + JSON.stringify(data.headers)).toContain("/console/sign-in?next=%2Fconsole%2Faccount");
  });

  it("speak the language chosen (its cookie), else the browser's, else zh-hant", async () => {
    expect((await page("/console/sign-in")).body).toContain('<html lang="zh-Hant"');
    expect((await page("/console/sign-in", { "accept-language": "en-GB,en;q=0.8" })).body).toContain('<html lang="en"');
    const chosen = await page("/console/sign-in", { "accept-language": "en-GB", cookie: "console_lang=pt" });
    expect(chosen.body).toContain('<html lang="pt"');
    expect(chosen.body).toContain("Iniciar sessão na consola");
  });

  it("draw a signed-in staff member's shell with their name and role, for them only", async () => {
    const editor = await signedInStaff(t, "editor");
    const cookie = editor.headers().cookie!;
    const home = await page("/console", { cookie, "accept-language": "en" });
    expect(home.statusCode).toBe(200);
    expect(home.headers["cache-control"]).toBe("private, no-store");
    expect(home.body).toContain(`data-testid="console-staff-name">${demoStaff("editor").name}<`);
    expect(home.body).toMatch(/data-testid="console-staff-role"[^>]*>Editor</);
    // The same address for someone else right after: not the page kept for the editor.
    expect((await page("/console")).statusCode).toBe(302);
    // Signed in, the sign-in screen sends them to the console.
    const signIn = await page("/console/sign-in", { cookie });
    expect(signIn.statusCode).toBe(302);
    expect(signIn.headers.location).toBe("/console");
    // An unknown console address: the console's own 404, inside its shell.
    const unknown = await page("/console/no-such-screen", { cookie, "accept-language": "en" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("This page is not in the console");
  });

  it("keep the filters of their address (declared in the route's handle), dropping only unknown parameters", async () => {
    const editor = await signedInStaff(t, "editor");
    const cookie = editor.headers().cookie!;
    const filtered = await page("/console/news?status=draft&newsroom=en&q=ferry", { cookie, "accept-language": "en" });
    expect(filtered.statusCode, String(filtered.headers.location)).toBe(200);
    expect(filtered.body).toContain('value="ferry"');
    const newStory = await page("/console/news/new?newsroom=pt", { cookie, "accept-language": "en" });
    expect(newStory.statusCode, String(newStory.headers.location)).toBe(200);
    const unknown = await page("/console/news?status=draft&utm_source=x", { cookie });
    expect(unknown.statusCode).toBe(301);
    expect(unknown.headers.location).toBe("/console/news?status=draft");
  });

  it("end with the session: after signing out the same cookie gets the sign-in again", async () => {
    const browser = await signedInStaff(t, "hr", consoleBrowser(t));
    const cookie = browser.headers().cookie!;
    expect((await page("/console/account", { cookie })).statusCode).toBe(200);
    expect((await browser.post("/sign-out")).status).toBe(200);
    expect((await page("/console/account", { cookie })).statusCode).toBe(302);
  });
});

describe("the build: no public page links the console's code or styles", () => {
  // Words only the console's files hold: its catalog's English name, and its stylesheet's header rule.
  const JS_MARK = "TDM newsroom console";
  const CSS_MARK = ".console-header";
  const fileText = (path: string) => readFileSync(join(buildDir, "client", path.split("#")[0]!), "utf8");

  it("keeps the console's chunks and stylesheet to the console's routes (module, imports, css)", async () => {
    const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
    const routes = Object.values(build.assets.routes).filter((route) => route !== undefined);
    const filesOf = (route: (typeof routes)[number]) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
    const isConsole = (id: string) => id === "console" || id.startsWith("console-");
    const consoleRoutes = routes.filter((route) => isConsole(route.id));
    const publicRoutes = routes.filter((route) => !isConsole(route.id));
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(6);
    expect(publicRoutes.length).toBeGreaterThan(100);

    // The marks are where they should be: the check below can fail.
    const consoleFiles = new Set(consoleRoutes.flatMap(filesOf));
    expect([...consoleFiles].some((file) => file.endsWith(".js") && fileText(file).includes(JS_MARK))).toBe(true);
    expect([...consoleFiles].some((file) => file.endsWith(".css") && fileText(file).includes(CSS_MARK))).toBe(true);

    const leaks = publicRoutes.flatMap((route) =>
      filesOf(route)
        .filter((file) => fileText(file).includes(file.endsWith(".css") ? CSS_MARK : JS_MARK))
        .map((file) => `${route.id}: ${file}`),
    );
    expect(leaks, "a public route's modulepreload or stylesheet holds console code").toEqual([]);
    // The islands client and its chunks (every ordinary page's scripts) neither.
    const islands = JSON.parse(readFileSync(join(buildDir, "client", "islands", ".vite", "manifest.json"), "utf8")) as Record<string, { file: string; css?: string[] }>;
    const islandFiles = Object.values(islands).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])].map((file) => `islands/${file}`));
    expect(islandFiles.length).toBeGreaterThan(10);
    expect(islandFiles.filter((file) => fileText(file).includes(file.endsWith(".css") ? CSS_MARK : JS_MARK))).toEqual([]);
  });
});
