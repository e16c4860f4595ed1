#!/usr/bin/env node
// The fast check before a commit (`npm run check`; docs/adding-a-domain.md "Before you commit"): typechecks only the
// workspaces the uncommitted change touches, then runs only the Vitest files the changed files reach (`vitest
// related`). Seconds instead of the whole suite's minutes; `npm test` stays the full check.
import { execFileSync, spawnSync } from "node:child_process";

const changed = execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], { encoding: "utf8" })
  .split("\n")
  .filter(Boolean)
  .map((line) => line.slice(3).split(" -> ").pop())
  .filter((path) => /\.(ts|tsx|mjs)$/.test(path));
if (!changed.length) {
  console.log("check: nothing changed");
  process.exit(0);
}

const run = (command, args) => {
  console.log(`check: ${command} ${args.join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
};

// The contract is below both apps: a change there typechecks all three.
const touched = (prefix) => changed.some((path) => path.startsWith(prefix));
const contract = touched("packages/contract/");
if (contract) run("npx", ["tsc", "-p", "packages/contract"]);
if (contract || touched("apps/server/")) run("npx", ["tsc", "-p", "apps/server"]);
if (contract || touched("apps/web/")) run("npm", ["run", "typecheck", "-w", "@portal/web"]);
const sources = changed.filter((path) => /^(apps|packages)\/.*\.(ts|tsx)$/.test(path));
if (sources.length) run("npx", ["vitest", "related", "--run", ...sources]);
console.log("check: done (e2e and budgets: npx playwright test e2e/specs/<domain>/ after npm run build)");
