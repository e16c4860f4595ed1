import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { RouteHandle } from "../context.ts";
import { SEARCH_QUERY } from "../features/search/search-query.ts";

// The server renders a page with the query parameters its routes declare (handle.query, handle.browserQuery) and
// redirects any other away (apps/server/src/platform/page-query.ts): a parameter a route reads but does not declare
// would silently never reach it. This reads each route module's source for the parameters it reads.
const routesDir = dirname(fileURLToPath(import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** The query parameters a route module's code reads (in its loader, or in the browser for screens hydrated whole). */
function parametersRead(source: string): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /searchParams\.(?:get|getAll|has)\("([^"]+)"\)/g,
    /\b(?:query|search|params)\.(?:get|getAll|has)\("([^"]+)"\)/g,
    /URLSearchParams\([^)]*\)\.(?:get|has)\("([^"]+)"\)/g,
    /pageParam\(\w+, "([^"]+)"\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) names.add(match[1]!);
  if (/pageParam\(\w+\)|pageParam\(new URL\([^)]*\)\)/.test(source)) names.add("page");
  if (/readSearch\(/.test(source)) for (const name of Object.keys(SEARCH_QUERY)) names.add(name);
  return names;
}

describe("route query declarations", () => {
  it("every query parameter a route reads is declared in its handle", async () => {
    const missing: string[] = [];
    let reading = 0;
    for (const file of files(routesDir).filter((f) => f.endsWith(".tsx"))) {
      const read = parametersRead(readFileSync(file, "utf8"));
      if (read.size === 0) continue;
      reading += 1;
      const handle = ((await import(/* @vite-ignore */ file)) as { handle?: RouteHandle }).handle;
      const declared = new Set([...Object.keys(handle?.query ?? {}), ...(handle?.browserQuery ?? [])]);
      for (const name of read) if (!declared.has(name)) missing.push(`${relative(routesDir, file)}: ${name}`);
    }
    expect(missing).toEqual([]);
    expect(reading).toBeGreaterThan(20);
  });
});
