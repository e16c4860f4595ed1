import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every table, found by file name like the modules and their seeds (no list to keep): each domain's
  // modules/<domain>/tables.ts and the kv store's kv/tables.ts (test/table-ownership.test.ts: no table elsewhere).
  schema: ["./apps/server/src/modules/*/tables.ts", "./apps/server/src/kv/tables.ts"],
  out: "./apps/server/src/db/migrations",
});
