// Builds the server for `npm start` (Node 20 cannot run .ts): one ESM bundle (esbuild-options.mjs); the checked-in
// migrations are copied beside it.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";
import { serverBuildOptions } from "./esbuild-options.mjs";

rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });
await build({
  ...serverBuildOptions,
  entryPoints: [new URL("./src/main.ts", import.meta.url).pathname],
  outfile: new URL("./dist/main.js", import.meta.url).pathname,
  sourcemap: true,
});
cpSync(new URL("./src/db/migrations", import.meta.url), new URL("./dist/migrations", import.meta.url), { recursive: true });
console.log("server built: apps/server/dist/main.js");
