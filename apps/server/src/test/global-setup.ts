import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migrate, openPglite, openPostgres } from "../db/client.ts";
import { seedDemoContent } from "../db/seed/demo.ts";
import { installJobQueue } from "../platform/jobs.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded database. PostgreSQL: the template database's URL. */
    dbTemplate: { kind: "pglite"; file: string } | { kind: "postgres"; url: string };
  }
}

/**
 * Migrates and seeds one template database per test run; each test file then gets its own copy
 * (test/app.ts). TEST_DATABASE_URL switches from PGlite to PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const admin = await import("pg");
    const client = new admin.default.Client({ connectionString: pgUrl });
    await client.connect();
    const name = `portal_tpl_${randomBytes(4).toString("hex")}`;
    await client.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    await migrate(handle);
    await seedDemoContent(handle.db);
    await installJobQueue(handle);
    await handle.close();
    project.provide("dbTemplate", { kind: "postgres", url: url.toString() });
    return async () => {
      // Test databases cloned from the template are dropped by their files; drop leftovers and the template.
      const leftovers = await client.query(`select datname from pg_database where datname like '${name}_%'`);
      for (const row of leftovers.rows) await client.query(`drop database if exists ${row.datname} with (force)`);
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "portal-test-"));
  const handle = await openPglite(undefined);
  await migrate(handle);
  await seedDemoContent(handle.db);
  await installJobQueue(handle);
  const dump = await handle.dump!();
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("dbTemplate", { kind: "pglite", file });
  return () => rmSync(dir, { recursive: true, force: true });
}
