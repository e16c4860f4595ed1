// End-to-end tests: Playwright Test (`npm run test:e2e`, the last step of `npm test`) drives Debian's Chromium
// (/usr/bin/chromium, never a downloaded browser) against the BUILT server, which e2e/global-setup.ts starts with a
// fresh demo database (run `npm run build` first). Specs: e2e/specs/<domain>/*.spec.ts; fixtures: e2e/fixtures.ts.
//
// A failure is never retried into a pass: a flaky test is a failure to mend. A failed test runs once more, recording a
// trace (.tmp/e2e-results/…/trace.zip, `npx playwright show-trace`), and the run fails whether that second run passes
// (a flake: failOnFlakyTests) or not; e2e/summary-reporter.ts counts both as failed. Why not a trace of every test,
// kept on failure: recording one costs 14–25 % of the suite's CPU (docs/performance.md, 2026-11-28), on every test,
// for the few that fail. Locally, `--trace retain-on-failure` keeps the first failure's own trace. E2E_WORKERS sets
// how many spec files run at once (default 2, one per core of the CI machine).
import { defineConfig } from "@playwright/test";
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/server.mjs";

export default defineConfig({
  testDir: "e2e/specs",
  testMatch: "**/*.spec.ts",
  outputDir: ".tmp/e2e-results",
  globalSetup: "./e2e/global-setup.ts",
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 1,
  failOnFlakyTests: true,
  // A test may walk a dozen pages at two sizes on a busy two-core machine.
  timeout: 120_000,
  forbidOnly: Boolean(process.env.CI),
  // The list as tests end; then e2e/summary-reporter.ts: each failure's first lines again and `e2e: N passed, M failed`
  // (the line .ci/run counts).
  reporter: [["list"], ["./e2e/summary-reporter.ts"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Recorded on the failed test's second run only (above); DOM snapshots and the network, without the screencast
    // (its frames cost CPU): each failed run's screenshot is taken on its own.
    trace: { mode: "on-first-retry", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
  },
});
