import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { configSchema } from "../config.ts";
import { registerModules } from "../modules/index.ts";
import type { Deps } from "../platform/deps.ts";

/**
 * Every API route joins the shared bad-input test: this fails when a route is registered but no test file that
 * calls checkParams names its path. (A path is named by its literal, e.g. "/api/v1.0/cms/menu".)
 */
const srcDir = join(dirname(fileURLToPath(import.meta.url)), "..");

function testFilesCallingCheckParams(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFilesCallingCheckParams(path));
    else if (entry.name.endsWith(".test.ts")) {
      const text = readFileSync(path, "utf8");
      if (text.includes("checkParams(")) found.push(text);
    }
  }
  return found;
}

describe("bad-input coverage", () => {
  it("has a checkParams test for every API route", async () => {
    const app = Fastify({ logger: false });
    const routes: string[] = [];
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith("/api/")) return;
      for (const method of methods) if (method !== "HEAD" && method !== "OPTIONS") routes.push(`${method} ${route.url}`);
    });
    // Services are built lazily by their routes; nothing here touches the database.
    const deps = { db: {}, database: {}, kv: {}, config: configSchema.parse({}), now: () => new Date() } as unknown as Deps;
    await registerModules(app, deps);
    await app.ready();
    expect(routes.length).toBeGreaterThan(10);
    const texts = testFilesCallingCheckParams(join(srcDir, "modules"));
    const uncovered = routes.filter((route) => {
      const url = route.split(" ")[1]!;
      return !texts.some((text) => text.includes(`"${url}"`) || text.includes(`'${url}'`) || text.includes(`\`${url}`));
    });
    expect(uncovered, "routes without a checkParams test").toEqual([]);
    await app.close();
  });
});
