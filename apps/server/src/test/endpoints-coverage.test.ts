import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isEndpoint } from "@portal/contract/endpoint";
import { configSchema } from "../config.ts";
import { registerModules } from "../modules/index.ts";
import type { Deps } from "../platform/deps.ts";

/**
 * Every endpoint of the catalogue (packages/contract/src/endpoints/) is a route the server answers, with the same
 * method and path: the web calls endpoints whose routes are still declared with a URL of their own (the deprecated
 * form of defineRoute), and a path written differently on either side would only show as a 404 in the browser.
 */
const endpointsDir = join(dirname(fileURLToPath(import.meta.url)), "../../../../packages/contract/src/endpoints");

async function catalogue(): Promise<string[]> {
  const found: string[] = [];
  for (const file of readdirSync(endpointsDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
    const module = (await import(pathToFileURL(join(endpointsDir, file)).href)) as Record<string, unknown>;
    for (const [name, group] of Object.entries(module)) {
      if (typeof group !== "object" || group === null) continue;
      for (const [key, endpoint] of Object.entries(group)) {
        if (isEndpoint(endpoint)) found.push(`${endpoint.method} ${endpoint.path} (${file} ${name}.${key})`);
      }
    }
  }
  return found;
}

describe("the endpoint catalogue", () => {
  it("names only routes the server registers", async () => {
    const app = Fastify({ logger: false });
    const routes = new Set<string>();
    app.addHook("onRoute", (route) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) routes.add(`${method} ${route.url}`);
    });
    // Services are built lazily by their routes; nothing here touches the database.
    const deps = { db: {}, database: {}, kv: {}, config: configSchema.parse({}), now: () => new Date() } as unknown as Deps;
    await registerModules(app, deps);
    await app.ready();
    const endpoints = await catalogue();
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints.filter((entry) => !routes.has(entry.slice(0, entry.indexOf(" (")))), "endpoints without a route").toEqual([]);
    await app.close();
  });
});
