import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every table: the index db/schema.ts gathers each owner's tables.ts (modules/<domain>/tables.ts, kv/tables.ts).
  schema: "./apps/server/src/db/schema.ts",
  out: "./apps/server/src/db/migrations",
});
