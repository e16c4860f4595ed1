#!/usr/bin/env node
// Figures of signing in: `node bench/login.mjs [--no-write] [--note "text"]`.
//
// 1. The cost of one argon2id hash and one verification at the server's parameters (ARGON2_PARAMS): median of
//    BENCH_HASH_RUNS (20) each, one at a time, after 3 warm-up hashes.
// 2. Sign-ins per second: `autocannon -c 10 -d 10` (BENCH_CONNECTIONS, BENCH_DURATION) POSTing the demo member's
//    name and password to /api/v1.0/identity/login, on the server's own code (buildApp) listening on 127.0.0.1
//    (BENCH_LOGIN_PORT, 3241), with the embedded database (PGlite, migrated and seeded with the demo content) and
//    the database kv store. The sign-in limits would refuse the 16th request from one address, so the app is given
//    `withLimitsLifted(kv)` (platform/rate-limit.ts): every limit counter is still counted in the store — the same
//    work as in production — but never refuses. The limiter is NOT lifted by any setting of the real server.
//    A second run with the limits in force shows what a flood from one address costs: 429 answers, no argon2.
// autocannon runs as its own process; the server, PGlite and argon2 (libuv's thread pool) share the machine.
//
// The server's TypeScript is bundled with esbuild (as apps/server/build.mjs does) into a temporary folder under
// bench/ so that node can load it; the folder is removed at the end. Writes a dated run into docs/performance.md,
// section "Login (argon2id)" (appended at the end of the file the first time; other sections are left alone).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { writeDatedSection } from "./doc-sections.mjs";
import { loadServerModules } from "./server-modules.mjs";
import { ROOT } from "../e2e/server.mjs";

const { values: args } = parseArgs({
  options: { "no-write": { type: "boolean", default: false }, note: { type: "string" } },
});
const HASH_RUNS = Number(process.env.BENCH_HASH_RUNS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_LOGIN_PORT ?? 3241);
const DOC = join(ROOT, "docs/performance.md");
const LOGIN_PATH = "/api/v1.0/identity/login";
const log = (msg) => console.log(`bench:login: ${msg}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The server modules this bench needs (bench/server-modules.mjs). */
function loadServer(dir) {
  return loadServerModules(dir, "login-bench.mjs", [
    'export { buildApp } from "./src/app.ts";',
    'export { configSchema } from "./src/config.ts";',
    'export { migrate, openPglite } from "./src/db/client.ts";',
    'export { seedDemoContent } from "./src/db/seed/demo.ts";',
    'export { DEMO_MEMBER } from "./src/modules/identity/seed.ts";',
    'export { createDbKvStore } from "./src/kv/db-store.ts";',
    'export { withLimitsLifted } from "./src/platform/rate-limit.ts";',
    'export { ARGON2_PARAMS, hashPassword, verifyPassword } from "./src/modules/identity/passwords.ts";',
  ]);
}

async function hashCost(server) {
  const password = server.DEMO_MEMBER.password;
  let stored = "";
  for (let i = 0; i < 3; i++) stored = await server.hashPassword(password);
  // Hashes and verifications alternate, so that a change in the machine's load touches both alike.
  const hashes = [];
  const verifies = [];
  for (let i = 0; i < HASH_RUNS; i++) {
    let started = performance.now();
    stored = await server.hashPassword(password);
    hashes.push(performance.now() - started);
    started = performance.now();
    if (!(await server.verifyPassword(stored, password))) throw new Error("verification failed");
    verifies.push(performance.now() - started);
  }
  return { hash: median(hashes), verify: median(verifies), min: Math.min(...hashes), max: Math.max(...hashes) };
}

/** autocannon as its own process, so that the load generator does not share the server's event loop. */
function autocannon(url, body) {
  const bin = join(ROOT, "node_modules/.bin/autocannon");
  const cliArgs = ["-c", String(CONNECTIONS), "-d", String(DURATION_S), "-m", "POST", "-H", "content-type=application/json", "-b", body, "--json", url];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, cliArgs, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited with ${code}`))));
  });
}

async function loginLoad(server, { liftLimits }) {
  const config = server.configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", PORT: String(PORT) });
  const database = await server.openPglite(undefined);
  await server.migrate(database);
  await server.seedDemoContent(database.db);
  const storeKv = server.createDbKvStore(database.db);
  const kv = liftLimits ? server.withLimitsLifted(storeKv) : storeKv;
  const app = await server.buildApp({ config, database, kv, logger: false });
  await app.listen({ port: PORT, host: "127.0.0.1" });
  try {
    const url = `http://127.0.0.1:${PORT}${LOGIN_PATH}`;
    const body = JSON.stringify({ username: server.DEMO_MEMBER.username, password: server.DEMO_MEMBER.password });
    const probe = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
    const envelope = await probe.json();
    if (envelope.code !== 0) throw new Error(`the demo member cannot sign in: ${JSON.stringify(envelope)}`);
    const result = await autocannon(url, body);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p975: result.latency.p97_5,
      p99: result.latency.p99,
      total: result.requests.total,
      ok: result["2xx"],
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

const LOGIN_SECTION = "## Login (argon2id)";
const LOGIN_MARKER = "<!-- bench:login (node bench/login.mjs writes dated runs below, newest first) -->";
const LOGIN_INTRO = `${LOGIN_SECTION}

What one sign-in costs. \`node bench/login.mjs\` measures (1) one argon2id hash and one verification at the server's
parameters, median of 20, one at a time; (2) \`autocannon -c 10 -d 10\` POSTing the demo member's name and password to
\`/api/v1.0/identity/login\` on the server's own code (\`buildApp\`, embedded PGlite database seeded with the demo
content, database kv store), listening on 127.0.0.1, with autocannon in its own process. The sign-in limits (15 tries
per address per 5 minutes) would refuse the 16th request of a load test, so the measured app is given
\`withLimitsLifted(kv)\`, a bench-only wrapper of the kv store: every limit counter is still counted (the same store
work as in production) but never refuses; no setting of the real server lifts the limits. A second run with the
limits in force shows what a flood from one address costs the server: 429 answers without any argon2 work (fewer
than 15 sign-ins get through: the per-name limit also counts attempts still in flight, 10 at a time here).
Every successful sign-in creates a session row. The load generator, the server, PGlite and argon2 (libuv's thread
pool) share the machine's cores. Reading the figures: argon2 alone caps sign-ins at about cores ÷ verify time
(2 ÷ 15 ms ≈ 130/s), and PGlite runs the six queries of a sign-in one at a time in the server's process; with
PostgreSQL those run beside it.

${LOGIN_MARKER}
`;

async function main() {
  const dir = mkdtempSync(join(ROOT, "bench", ".login-"));
  try {
    const load = os.loadavg()[0].toFixed(1);
    log("bundling the server code …");
    const server = await loadServer(dir);
    log(`argon2id cost, median of ${HASH_RUNS} …`);
    const cost = await hashCost(server);
    log(`hash ${cost.hash.toFixed(1)} ms, verify ${cost.verify.toFixed(1)} ms`);
    log(`autocannon -c ${CONNECTIONS} -d ${DURATION_S}, limits lifted …`);
    const lifted = await loginLoad(server, { liftLimits: true });
    log(`${lifted.rps} sign-ins/s`);
    log(`autocannon -c ${CONNECTIONS} -d ${DURATION_S}, limits in force …`);
    const limited = await loginLoad(server, { liftLimits: false });
    log(`${limited.rps} req/s, ${limited.ok} signed in, ${limited.non2xx} refused`);

    const { memoryCost, timeCost, parallelism } = server.ARGON2_PARAMS;
    const cpus = os.cpus();
    const date = new Date().toISOString().slice(0, 10);
    const row = (what, r) =>
      `| ${what} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p975} ms | ${r.p99} ms | ${r.total} | ${r.ok} | ${r.non2xx} | ${r.errors} |`;
    const run = [
      `### Login, ${date}`,
      "",
      `Command: \`node bench/login.mjs\` — argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}; autocannon -c ${CONNECTIONS} -d ${DURATION_S} POST ${LOGIN_PATH} (demo / Demo-2026!).`,
      `Machine: ${os.availableParallelism?.() ?? cpus.length} cores (${(cpus[0]?.model ?? "unknown").replace(/\s+/g, " ").trim()}), Node ${process.version}, load average ${load} at the start.`,
      ...(args.note ? ["", `Note: ${args.note}`] : []),
      "",
      "| argon2id, one at a time | median | fastest | slowest |",
      "|---|---:|---:|---:|",
      `| hash (registration, password change, re-hash) | ${cost.hash.toFixed(1)} ms | ${cost.min.toFixed(1)} ms | ${cost.max.toFixed(1)} ms |`,
      `| verify (every sign-in, and the stand-in for unknown names) | ${cost.verify.toFixed(1)} ms | | |`,
      "",
      "| `POST /api/v1.0/identity/login` | req/s | p50 | p97.5 | p99 | requests | signed in (2xx) | non-2xx | errors |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      row("limits lifted (bench only): sign-ins", lifted),
      row("limits in force, one address: a flood", limited),
      "",
    ].join("\n");
    console.log(`\n${run}`);
    if (!args["no-write"]) {
      writeDatedSection(DOC, { marker: LOGIN_MARKER, intro: LOGIN_INTRO }, run);
      log(`written to ${DOC}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
