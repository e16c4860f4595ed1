#!/usr/bin/env node
// End-to-end test runner: `node e2e/run.mjs [spec files…]` (npm run test:e2e; the last step of npm test).
//
// 1. starts the BUILT server (apps/server/dist/main.js, NODE_ENV=production, PAGE_CACHE_SECONDS=0) on a free port
//    with a fresh temporary DATA_DIR, and waits for /readyz — run `npm run build` first;
// 2. runs the specs (e2e/specs/*.test.mjs, or the files given) with node's test runner; they drive Debian's
//    Chromium (/usr/bin/chromium) through playwright-core, see e2e/helpers.mjs;
// 3. stops the server with SIGTERM whatever happened, and checks that it exits with code 0 and logged no error;
// 4. ends with the line `e2e: N passed, M failed` (the server checks count among them) and exits non-zero on any
//    failure.
// Settings: E2E_CONCURRENCY (spec files run at once, default 2), E2E_TEST_TIMEOUT_MS (per test, default 60000).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { CHROMIUM_PATH, ROOT, removeServerFiles, startServer } from "./server.mjs";

const SPECS_DIR = join(ROOT, "e2e/specs");
/** How long the e2e server's signed stream addresses are valid (the specs read it as E2E_MEDIA_TTL_SECONDS). */
const E2E_MEDIA_TTL_SECONDS = 15;

function specFiles(args) {
  if (args.length) return args.map((a) => resolve(a));
  return readdirSync(SPECS_DIR)
    .filter((f) => f.endsWith(".test.mjs"))
    .sort()
    .map((f) => join(SPECS_DIR, f));
}

/** Counts from the TAP file that node's test runner writes beside its readable output. */
function tapCounts(file) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, "m"))?.[1] ?? 0);
  return { pass: count("pass"), fail: count("fail"), cancelled: count("cancelled"), skipped: count("skipped"), todo: count("todo") };
}

/** @type {import("node:child_process").ChildProcess | undefined} */
let testChild;

function runNodeTest(files, baseUrl, tapFile) {
  const concurrency = Number(process.env.E2E_CONCURRENCY ?? 2);
  // node --test times each spec file out as a whole: two minutes lets a file walk a dozen pages at two sizes on a
  // busy two-core machine without splitting it into many small files.
  const timeout = Number(process.env.E2E_TEST_TIMEOUT_MS ?? 120_000);
  const args = [
    "--test",
    `--test-concurrency=${concurrency}`,
    `--test-timeout=${timeout}`,
    "--test-reporter=spec",
    "--test-reporter-destination=stdout",
    "--test-reporter=tap",
    `--test-reporter-destination=${tapFile}`,
    ...files,
  ];
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_MEDIA_TTL_SECONDS: String(E2E_MEDIA_TTL_SECONDS) },
    });
    testChild = child;
    child.on("exit", (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

/** A browser that goes away mid-response (a test closing its context) is not a server error. */
const CLIENT_ABORT = /premature close|ECONNRESET|EPIPE|aborted/i;

/** Server log lines at level error (50) or fatal (60), but client aborts: pino writes one JSON object a line. */
function serverErrors(log) {
  return log.split("\n").filter((line) => {
    try {
      const entry = JSON.parse(line);
      return entry.level >= 50 && !CLIENT_ABORT.test(`${entry.msg ?? ""} ${entry.err?.message ?? ""} ${entry.err?.code ?? ""}`);
    } catch {
      return false;
    }
  });
}

async function main() {
  const files = specFiles(process.argv.slice(2));
  if (!files.length) throw new Error(`no spec files in ${relative(ROOT, SPECS_DIR)}`);
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (.ci/run does it)`);
  }
  const work = mkdtempSync(join(tmpdir(), "portal-e2e-"));
  const tapFile = join(work, "results.tap");

  console.log(`e2e: starting the built server (NODE_ENV=production, PAGE_CACHE_SECONDS=0, RENDER_CACHE_SECONDS=0, fresh DATA_DIR)…`);
  const t0 = Date.now();
  // Signed stream addresses live 15 s (not 10 min): live-schedule.test.mjs sees one expire, and the players' renewal
  // of addresses runs within the live specs.
  const server = await startServer({
    label: "e2e",
    env: { PAGE_CACHE_SECONDS: "0", RENDER_CACHE_SECONDS: "0", LOG_LEVEL: "info", MEDIA_URL_TTL_SECONDS: String(E2E_MEDIA_TTL_SECONDS) },
  });
  console.log(`e2e: server ready at ${server.url} in ${Date.now() - t0} ms (pid ${server.pid}, data ${server.dataDir})`);

  let testExit = 1;
  let stopped;
  const onSignal = async (signal) => {
    console.error(`e2e: ${signal}: stopping the tests and the server`);
    testChild?.kill("SIGTERM");
    if (!stopped) stopped = server.stop();
    await stopped;
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    console.log(`e2e: ${files.length} spec file(s): ${files.map((f) => relative(ROOT, f)).join(", ")}\n`);
    testExit = await runNodeTest(files, server.url, tapFile);
  } finally {
    stopped ??= server.stop();
  }
  const stop = await stopped;
  const counts = tapCounts(tapFile);
  const errorLines = serverErrors(server.log());

  const checks = [
    {
      name: "server stops cleanly on SIGTERM",
      ok: stop.clean,
      detail: stop.clean ? `exit 0 in ${stop.ms} ms` : `code ${stop.code}, signal ${stop.signal}`,
    },
    {
      name: "server logged no error",
      ok: errorLines.length === 0,
      detail: errorLines.length ? `${errorLines.length} error line(s):\n${errorLines.slice(0, 20).join("\n")}` : "none",
    },
  ];
  console.log("");
  for (const c of checks) console.log(`e2e: ${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.detail}`);

  let failed = counts.fail + counts.cancelled + checks.filter((c) => !c.ok).length;
  // The runner failed without a failing test (a file that could not load, a crash): count it, never hide it.
  if (testExit !== 0 && counts.fail + counts.cancelled === 0) failed += 1;
  const passed = counts.pass + checks.filter((c) => c.ok).length;
  if (failed) console.log(`e2e: the server's log is kept at ${server.logFile}`);
  else removeServerFiles(server);
  rmSync(work, { recursive: true, force: true });

  console.log(`e2e: specs ${counts.pass} passed, ${counts.fail + counts.cancelled} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}; server checks ${checks.filter((c) => c.ok).length}/${checks.length}`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(`e2e: ${err instanceof Error ? err.message : err}`);
  console.log("e2e: 0 passed, 1 failed");
  process.exitCode = 1;
});
