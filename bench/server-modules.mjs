// Bundles chosen modules of the server's TypeScript for a benchmark (Node 20 cannot run .ts): like the server
// build, npm dependencies stay external; the bundle goes into `dir` (a temporary folder under bench/, so that node
// finds node_modules) with the migrations beside it, where migrationsFolder() looks, as in apps/server/dist.
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { ROOT } from "../e2e/server.mjs";

/**
 * @param {string} dir the folder to write the bundle to
 * @param {string} name the bundle's file name
 * @param {string[]} exports lines such as 'export { buildApp } from "./src/app.ts";' (paths from apps/server)
 */
export async function loadServerModules(dir, name, exports) {
  const serverDir = join(ROOT, "apps/server");
  const pkg = JSON.parse(readFileSync(join(serverDir, "package.json"), "utf8"));
  const external = Object.keys(pkg.dependencies).filter((dep) => !dep.startsWith("@portal/"));
  const outfile = join(dir, name);
  await build({
    stdin: { contents: exports.join("\n"), resolveDir: serverDir, loader: "ts" },
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    external: [...external, ...external.map((dep) => `${dep}/*`)],
    banner: { js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);" },
    logLevel: "warning",
  });
  cpSync(join(serverDir, "src/db/migrations"), join(dir, "migrations"), { recursive: true });
  return import(pathToFileURL(outfile).href);
}
