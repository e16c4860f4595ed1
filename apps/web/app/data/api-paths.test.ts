import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The web calls the API only through the endpoint catalogue (packages/contract/src/endpoints/): a path written as a
 * string in apps/web would not be tied to its endpoint's types, nor follow it when it moves. This fails on any
 * string or template literal in apps/web/app holding "/api/" (comments may still name paths).
 */
const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const API = "/" + "api/"; // written in two parts so that this file passes its own test

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The literals of a source text with "/api/" in them ("…", '…', `…`), comments left out. */
export function apiPathLiterals(text: string): string[] {
  const found: string[] = [];
  const token = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
  for (const match of text.matchAll(token)) {
    const literal = match[0];
    if (literal.startsWith("//") || literal.startsWith("/*")) continue;
    if (literal.includes(API)) found.push(literal);
  }
  return found;
}

describe("API paths in the web app", () => {
  it("finds a path in strings and templates, not in comments", () => {
    expect(apiPathLiterals(`const a = "${API}v1.0/news"; // GET ${API}v1.0/news\n/* ${API}x */ f(\`\${base}${API}y\`, '${API}z')`)).toEqual([
      `"${API}v1.0/news"`,
      `\`\${base}${API}y\``,
      `'${API}z'`,
    ]);
  });

  it("are written nowhere but in the endpoint catalogue", () => {
    const files = sourceFiles(appDir);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => apiPathLiterals(readFileSync(file, "utf8")).map((literal) => `${relative(appDir, file)}: ${literal}`));
    expect(offenders, "use api.call(endpoint) with an endpoint of packages/contract/src/endpoints/").toEqual([]);
  });
});
