// Runs one of the server's TypeScript commands (Node 20 cannot run .ts): bundles it with the server's esbuild
// settings into dist/ (beside which the migrations are found, as for the built server) and runs it with the rest
// of the command line. Used by `npm run staff:create` (package.json).
import { build } from "esbuild";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serverBuildOptions } from "./esbuild-options.mjs";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node apps/server/run-script.mjs <path/to/command.ts> [arguments…]");
  process.exit(64);
}
const outfile = new URL(`./dist/${basename(entry, ".ts")}.mjs`, import.meta.url).pathname;
await build({ ...serverBuildOptions, entryPoints: [resolve(entry)], outfile, logLevel: "error" });
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
