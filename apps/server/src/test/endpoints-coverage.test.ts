import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { isEndpoint } from "@portal/contract/endpoint";
import { registeredApiRoutes } from "./registered-routes.ts";

/**
 * The endpoint catalogue (packages/contract/src/endpoints/) and the server's API are the same list: every endpoint
 * is a route the server answers (same method and path), and every API route is declared from an endpoint — so the
 * web, which calls nothing but endpoints, can reach every route, and a path can never be written differently on
 * the two sides.
 */
const endpointsDir = join(dirname(fileURLToPath(import.meta.url)), "../../../../packages/contract/src/endpoints");

/** "METHOD path" → where it is declared ("news.ts newsApi.detail"). */
async function catalogue(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const file of readdirSync(endpointsDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
    const module = (await import(pathToFileURL(join(endpointsDir, file)).href)) as Record<string, unknown>;
    for (const [name, group] of Object.entries(module)) {
      if (typeof group !== "object" || group === null) continue;
      for (const [key, endpoint] of Object.entries(group)) {
        if (isEndpoint(endpoint)) found.set(`${endpoint.method} ${endpoint.path}`, `${file} ${name}.${key}`);
      }
    }
  }
  return found;
}

describe("the endpoint catalogue", () => {
  it("names only routes the server registers, and every API route the server registers", async () => {
    const routes = new Set(await registeredApiRoutes());
    const endpoints = await catalogue();
    expect(endpoints.size).toBeGreaterThan(100);
    expect([...endpoints].filter(([route]) => !routes.has(route)).map(([route, where]) => `${route} (${where})`), "endpoints without a route").toEqual([]);
    expect([...routes].filter((route) => !endpoints.has(route)), "routes not in the catalogue").toEqual([]);
  });
});
