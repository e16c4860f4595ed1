import { defineConfig } from "vitest/config";
import { islandNames } from "./apps/web/island-names.ts";

// Unit and API tests. The database tests run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set
// (.ci/run runs them both ways).
export default defineConfig({
  // Islands are named after their files at build time (apps/web/island-names.ts): tests render them the same way.
  plugins: [islandNames()],
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["apps/server/src/test/global-setup.ts"],
  },
});
