// Starts and stops the BUILT portal server for the end-to-end tests (e2e/global-setup.ts and the fixtures) and the benchmark (bench/run.mjs).
// Each start gets a free port on 127.0.0.1 and a fresh temporary DATA_DIR (so the embedded database is migrated and
// seeded anew); stop() sends SIGTERM and reports whether the server exited cleanly.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/**
 * Where the build to serve lives: this checkout, or PORTAL_BUILD_ROOT — a folder laid out like it (apps/server/dist,
 * apps/web/build, with node_modules reachable), e.g. a copy of a build to measure while the checkout is rebuilt.
 */
export const BUILD_ROOT = resolve(process.env.PORTAL_BUILD_ROOT ?? ROOT);
export const SERVER_ENTRY = join(BUILD_ROOT, "apps/server/dist/main.js");
export const WEB_SERVER_ENTRY = join(BUILD_ROOT, "apps/web/build/server/index.js");

/** Chromium as installed by Debian, with the flags this machine needs (no background traffic, no sandbox as root). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Chromium features Playwright Test turns off for every launch (playwright-core's chromiumSwitches.js). Chromium keeps
 * the LAST --disable-features it is given, so a launch that adds features to the list must repeat these:
 * e2e/specs/support/chromium.spec.ts fails when Playwright's list has one this does not.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AcceptCHFrame",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "DialMediaRouteProvider",
  "GlobalMediaControls",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "Translate",
  "AutoDeElevate",
  "RenderDocument",
];

/**
 * The address bar's suggestion pop-up is a web page (chrome://omnibox-popup.top-chrome) that the full Chromium
 * preloads in a renderer process of its own for every window, that is for every test's browser context. Nothing in a
 * headless test ever opens it: switched off, each context costs one process less (about 8 % of the end-to-end
 * suite's CPU, measured 2026-11-28, docs/performance.md).
 */
export const UNUSED_BROWSER_UI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** CHROMIUM_ARGS for Playwright launches (the e2e suite, the screenshot scripts): less browser UI per context. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI_FEATURES].join(",")}`,
];

/** Throws a readable error when the build that the tests and the benchmark serve is missing. */
export function assertBuilt() {
  const missing = [SERVER_ENTRY, WEB_SERVER_ENTRY].filter((f) => !existsSync(f));
  if (missing.length) {
    throw new Error(`the build is missing (${missing.join(", ")}): run \`npm run build\` first`);
  }
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts apps/server/dist/main.js with NODE_ENV=production on a free port and waits for /readyz.
 * @param {{ env?: Record<string, string>, readyTimeoutMs?: number, label?: string, port?: number, nodeArgs?: string[] }} [options]
 *   `port`: a port chosen beforehand (e.g. one an OAuth provider must know as the redirect address), else a free one.
 *   `nodeArgs`: options for node itself (e.g. --cpu-prof, which NODE_OPTIONS does not take).
 * @returns {Promise<{ url: string, port: number, dataDir: string, logFile: string, pid: number,
 *   log: () => string, stop: (timeoutMs?: number) => Promise<{ clean: boolean, code: number | null, signal: string | null, ms: number }> }>}
 */
export async function startServer(options = {}) {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${options.label ?? "server"}-`));
  const logFile = join(dataDir, "server.log");
  // The log goes straight to a file: the parent does not have to drain a pipe (which would cost throughput).
  const logFd = openSync(logFile, "a");
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: BUILD_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: join(dataDir, "data"),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Specs sign in from addresses of their own (X-Forwarded-For), so that per-address limits do not make tests
      // depend on each other: the browser stands where the one trusted proxy would, so the address it writes is the
      // client's. Production keeps the default: trust nobody (and "true" is refused at start).
      TRUST_PROXY: "1",
      // The specs and benchmarks render hundreds of pages from this one address: no render budget unless a run
      // sets one (bench/page-flood.mjs does; docs/security.md "Forced renders").
      PAGE_RENDERS_PER_MINUTE: "0",
      ...options.env,
    },
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  const url = `http://127.0.0.1:${port}`;
  const log = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");

  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exited = new Promise((r) => child.once("exit", (code, signal) => r({ code, signal })));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  let stopped = false;
  const stop = async (timeoutMs = 15_000) => {
    const started = Date.now();
    if (stopped) throw new Error("server already stopped");
    stopped = true;
    if (!hasExited) child.kill("SIGTERM");
    const outcome = await Promise.race([exited, sleep(timeoutMs).then(() => null)]);
    if (!outcome) {
      child.kill("SIGKILL");
      await exited;
      return { clean: false, code: null, signal: "SIGKILL (did not stop within " + timeoutMs + " ms of SIGTERM)", ms: Date.now() - started };
    }
    return { clean: outcome.code === 0, code: outcome.code, signal: outcome.signal, ms: Date.now() - started };
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (hasExited) {
      const { code, signal } = await exited;
      throw new Error(`the server exited before it was ready (code ${code}, signal ${signal}); its log:\n${log()}`);
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within ${options.readyTimeoutMs ?? 90_000} ms; its log:\n${log()}`);
    }
    await sleep(200);
  }
  return { url, port, dataDir, logFile, pid: child.pid ?? 0, log, stop };
}

/** Removes a server's temporary folder (its database and log). */
export function removeServerFiles(server) {
  rmSync(server.dataDir, { recursive: true, force: true });
}
