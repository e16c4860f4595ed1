// Bundles chosen modules of the server's TypeScript for a benchmark (Node 20 cannot run .ts) with the server build's
// settings (apps/server/esbuild-options.mjs); the bundle goes into `dir` (a temporary folder under bench/, so that node
// finds node_modules) with the migrations beside it, where migrationsFolder() looks, as in apps/server/dist.
import { cpSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { serverBuildOptions } from "../apps/server/esbuild-options.mjs";
import { ROOT } from "../e2e/server.mjs";

/**
 * @param {string} dir the folder to write the bundle to
 * @param {string} name the bundle's file name
 * @param {string[]} exports lines such as 'export { buildApp } from "./src/app.ts";' (paths from apps/server)
 */
export async function loadServerModules(dir, name, exports) {
  const serverDir = join(ROOT, "apps/server");
  const outfile = join(dir, name);
  await build({ ...serverBuildOptions, stdin: { contents: exports.join("\n"), resolveDir: serverDir, loader: "ts" }, outfile });
  cpSync(join(serverDir, "src/db/migrations"), join(dir, "migrations"), { recursive: true });
  return import(pathToFileURL(outfile).href);
}
