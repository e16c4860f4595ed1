// Playwright Test's global setup (playwright.config.ts): starts the BUILT server once for the whole run, in
// production mode with a fresh demo database, and hands its address to the workers (E2E_BASE_URL). The returned
// teardown stops it with SIGTERM and fails the run when it does not exit cleanly or when it logged an error: a page
// that worked in the browser while the server logged a failure is still a failure.
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, removeServerFiles, startServer } from "./server.mjs";

/** How long the e2e server's signed stream addresses are valid (specs read it as E2E_MEDIA_TTL_SECONDS). */
const E2E_MEDIA_TTL_SECONDS = 15;

/** A browser that goes away mid-response (a test closing its context) is not a server error. */
const CLIENT_ABORT = /premature close|ECONNRESET|EPIPE|aborted/i;

/** Server log lines at level error (50) or fatal (60), but client aborts: pino writes one JSON object a line. */
export function serverErrors(log: string): string[] {
  return log.split("\n").filter((line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; code?: string } };
      return (entry.level ?? 0) >= 50 && !CLIENT_ABORT.test(`${entry.msg ?? ""} ${entry.err?.message ?? ""} ${entry.err?.code ?? ""}`);
    } catch {
      return false;
    }
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (.ci/run does it)`);
  }
  const started = Date.now();
  // Signed stream addresses live 15 s (not 10 min): broadcast/schedule.spec.ts sees one expire, and the players' renewal
  // of addresses runs within the live specs.
  const server = await startServer({
    label: "e2e",
    env: { PAGE_CACHE_SECONDS: "0", RENDER_CACHE_SECONDS: "0", LOG_LEVEL: "info", MEDIA_URL_TTL_SECONDS: String(E2E_MEDIA_TTL_SECONDS) },
  });
  console.log(`e2e: the built server is ready at ${server.url} in ${Date.now() - started} ms (production, fresh DATA_DIR ${server.dataDir})`);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MEDIA_TTL_SECONDS = String(E2E_MEDIA_TTL_SECONDS);

  return async () => {
    const stop = await server.stop();
    const errors = serverErrors(server.log());
    const problems = [
      stop.clean ? "" : `the server did not stop cleanly on SIGTERM (code ${stop.code}, signal ${stop.signal})`,
      errors.length ? `the server logged ${errors.length} error line(s):\n${errors.slice(0, 20).join("\n")}` : "",
    ].filter(Boolean);
    if (problems.length) {
      console.log(`e2e: the server's log is kept at ${server.logFile}`);
      throw new Error(problems.join("\n"));
    }
    console.log(`e2e: the server stopped cleanly in ${stop.ms} ms and logged no error`);
    removeServerFiles(server);
  };
}
