import { describe, expect, it } from "vitest";
import { catalogueEndpoints } from "./catalogue.ts";
import { registeredApiRoutes } from "./registered-routes.ts";

/**
 * The endpoint catalogue (packages/contract/src/endpoints/) and the server's API are the same list: every endpoint
 * is a route the server answers (same method and path), and every API route is declared from an endpoint — so the
 * web, which calls nothing but endpoints, can reach every route, and a path can never be written differently on
 * the two sides.
 */

/** "METHOD path" → where it is declared ("news.ts newsApi.detail"). */
async function catalogue(): Promise<Map<string, string>> {
  return new Map((await catalogueEndpoints()).map(({ where, endpoint }) => [`${endpoint.method} ${endpoint.path}`, where]));
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
