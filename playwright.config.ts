// End-to-end tests: Playwright Test (`npm run test:e2e`, the last step of `npm test`) drives Debian's Chromium
// (/usr/bin/chromium, never a downloaded browser) against the BUILT server, which e2e/global-setup.ts starts with a
// fresh demo database (run `npm run build` first). Specs: e2e/specs/<domain>/*.spec.ts; fixtures: e2e/fixtures.ts.
//
// Retries are off: a flaky test is a failure to mend, and its trace (test-results/…/trace.zip, `npx playwright
// show-trace`) and screenshot say what the page did. E2E_WORKERS sets how many spec files run at once (default 2,
// one per core of the CI machine).
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/server.mjs";

export default defineConfig({
  testDir: "e2e/specs",
  testMatch: "**/*.spec.ts",
  outputDir: ".tmp/e2e-results",
  globalSetup: "./e2e/global-setup.ts",
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A test may walk a dozen pages at two sizes on a busy two-core machine.
  timeout: 120_000,
  forbidOnly: Boolean(process.env.CI),
  // The list as tests end; then e2e/summary-reporter.ts: each failure's first lines again and `e2e: N passed, M failed`
  // (the line .ci/run counts).
  reporter: [["list"], ["./e2e/summary-reporter.ts"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Kept for a failing test only; DOM snapshots and the network, without the screencast (its frames cost CPU on
    // every test of a two-core machine): the failure's screenshot is taken on its own.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
  },
});
