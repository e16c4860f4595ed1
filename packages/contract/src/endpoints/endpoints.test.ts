import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { INBOX_KIND_ROLES } from "../inbox-rules.ts";
import { inboxConsoleApi } from "./inbox.ts";

/**
 * The catalogue is imported by islands, so it must stay zod-free: an endpoint file takes only the builders of
 * ../endpoint.ts (and other endpoint files) at run time; schemas are imported as types only.
 */
const dir = dirname(fileURLToPath(import.meta.url));

/** The modules a source file imports at run time (`import type …` left out). */
export function runtimeImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1]!);
}

describe("the endpoint catalogue", () => {
  it("reads the run-time imports of a file", () => {
    expect(runtimeImports('import { GET } from "../endpoint.ts";\nimport type { A } from "../schemas/news.ts";\nimport {\n  z,\n} from "zod";')).toEqual(["../endpoint.ts", "zod"]);
  });

  it("imports nothing at run time but the endpoint builders and other endpoint files", () => {
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(files.length).toBeGreaterThan(10);
    const wrong = files.flatMap((file) =>
      runtimeImports(readFileSync(join(dir, file), "utf8"))
        .filter((module) => module !== "../endpoint.ts" && !/^\.\/[\w-]+\.ts$/.test(module))
        .map((module) => `${file} imports ${module}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the inbox's access", () => {
  it("lets exactly the roles that see a kind of submission call the inbox (its roles are written in the endpoint file)", () => {
    const seeing = [...new Set(Object.values(INBOX_KIND_ROLES).flat())].sort();
    for (const endpoint of Object.values(inboxConsoleApi)) expect([...(endpoint.access as readonly string[])].sort()).toEqual(seeing);
  });
});
