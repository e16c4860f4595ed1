import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // One file per owning domain (db/schema/<domain>.ts, owned by modules/<domain>): all of them.
  schema: "./apps/server/src/db/schema/*.ts",
  out: "./apps/server/src/db/migrations",
});
