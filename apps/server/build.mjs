// Builds the server for `npm start` (Node 20 cannot run .ts): one ESM bundle with the workspace packages inlined
// and every npm dependency left external; the checked-in migrations are copied beside it.
import { build } from "esbuild";
import { cpSync, readFileSync, rmSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@portal/"));

rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL("./src/main.ts", import.meta.url).pathname],
  outfile: new URL("./dist/main.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);" },
  logLevel: "warning",
});
cpSync(new URL("./src/db/migrations", import.meta.url), new URL("./dist/migrations", import.meta.url), { recursive: true });
console.log("server built: apps/server/dist/main.js");
