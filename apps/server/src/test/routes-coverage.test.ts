import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { registeredApiRoutes } from "./registered-routes.ts";

/**
 * Every API route joins the shared bad-input test: this fails when a route is registered but no test file that
 * passes its method and path to checkParams (as a literal, or a constant of the same file).
 */
const srcDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The "METHOD url" pairs given to checkParams in every test file below `dir` (literals or same-file constants). */
export function routesCheckedIn(dir: string): Set<string> {
  const covered = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const route of routesCheckedIn(path)) covered.add(route);
      continue;
    }
    if (!entry.name.endsWith(".test.ts")) continue;
    const text = readFileSync(path, "utf8");
    const constants = new Map<string, string>();
    for (const m of text.matchAll(/const (\w+) = ["'`]([^"'`]+)["'`]/g)) constants.set(m[1]!, m[2]!);
    for (const call of text.split("checkParams(").slice(1)) {
      const head = call.slice(0, 400);
      const method = /method: ["'](GET|POST|PUT|DELETE)["']/.exec(head)?.[1];
      const literal = /url: ["'`]([^"'`]+)["'`]/.exec(head)?.[1];
      const named = /url: (\w+)/.exec(head)?.[1];
      const url = literal ?? (named ? constants.get(named) : undefined);
      if (method && url) covered.add(`${method} ${url}`);
    }
  }
  return covered;
}

describe("bad-input coverage", () => {
  it("has a checkParams test for every API route", async () => {
    const routes = await registeredApiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const covered = routesCheckedIn(join(srcDir, "modules"));
    const uncovered = routes.filter((route) => !covered.has(route));
    expect(uncovered, "routes without a checkParams test").toEqual([]);
  });
});
