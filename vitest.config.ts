import { defineConfig } from "vitest/config";
import { islandNames } from "./apps/web/island-names.ts";

// Unit and API tests in three projects. The database tests run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is
// set (.ci/run runs them both ways).
//
// Why not one setting for all: most of a server test file's time was loading the whole server afresh (about 4 s of
// imports per file, in a new process each). The server files share nothing through module state (no mocks, no
// module-level stores: each file builds its own app on its own database copy), so they run in one module graph per
// worker (isolate: false). The web tests do use module state (i18n, storage, mocks), so they keep isolation, in
// threads, which start faster than processes.
export default defineConfig({
  // Islands are named after their files at build time (apps/web/island-names.ts): tests render them the same way.
  plugins: [islandNames()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest leaves one core to its main process by default; on two cores that is one worker, and the tests wait on
    // the database more than on the CPU.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          pool: "forks",
          isolate: false,
          globalSetup: ["apps/server/src/test/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: { name: "contract", include: ["packages/*/src/**/*.test.ts"], pool: "threads" },
      },
      {
        extends: true,
        test: { name: "web", include: ["apps/web/app/**/*.test.{ts,tsx}"], pool: "threads" },
      },
    ],
  },
});
