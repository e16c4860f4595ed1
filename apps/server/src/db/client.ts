import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

// Both drivers produce a PgDatabase; services are written against this one type. Queries use the tables of
// their own module (modules/<domain>/tables.ts): the database object needs no schema of its own (no relational API).
export type Db = PgDatabase<PgQueryResultHKT>;

type Row = Record<string, unknown>;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * SQL text as node-postgres takes it, for a library that brings its own (the job queue, platform/jobs.ts): one
   * statement with `$1…` parameters, or, given no values, several statements, which may begin and commit their own
   * transaction. A failure rolls back what the text began: no connection (PGlite has only one) is left inside a
   * failed transaction. The application's own queries go through `db`.
   */
  query(text: string, values?: readonly unknown[]): Promise<{ rows: Row[] }>;
  /** A cheap round trip, for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to clone it (tests). */
  dump?(): Promise<Blob>;
}

/** Finds the checked-in migrations both from the sources (tests) and from the built server (dist/). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "migrations"), join(here, "db", "migrations"), resolve(here, "../src/db/migrations")];
  const found = candidates.find((c) => existsSync(join(c, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

export async function openPglite(dataDir: string | undefined, loadFrom?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: loadFrom, extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    kind: "pglite",
    query: async (text, values) => {
      if (values?.length) return { rows: (await client.query<Row>(text, [...values])).rows };
      // Several statements need the simple protocol (exec). Inside PGlite's own transaction, a BEGIN or COMMIT of
      // the text's only warns, and a failure anywhere is rolled back before the next caller gets the connection.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.flatMap((result) => result.rows as Row[]) };
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await client.close();
    },
    // Uncompressed: the tests load it once per test file, and unpacking a gzip cost each of them about a second.
    dump: async () => (await client.dumpDataDir("none")) as Blob,
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (a restart, an administrator) emits "error" on the pool; unhandled,
  // it would end the process. The pool drops that client and opens a new one on the next query.
  pool.on("error", (err) => console.warn(`database: an idle connection was closed (${err.message})`));
  // drizzle-orm is typed against an older @types/pg (pulled in by lighthouse); the Pool is the same at run time.
  const db = drizzle(pool as never) as unknown as Db;
  return {
    db,
    kind: "postgres",
    query: async (text, values) => {
      if (values?.length) return { rows: (await pool.query<Row>(text, [...values])).rows };
      // Several statements (the simple protocol) on one connection of their own: one that a failure leaves in a
      // transaction is closed instead of going back to the pool.
      const connection = await pool.connect();
      try {
        const result = (await connection.query(text)) as unknown as { rows?: Row[] } | { rows?: Row[] }[];
        connection.release();
        return { rows: (Array.isArray(result) ? result : [result]).flatMap((each) => each.rows ?? []) };
      } catch (err) {
        connection.release(true);
        throw err;
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * Applies the checked-in migrations (or those of another folder: the migration tests apply a trimmed copy).
 * Idempotent: Drizzle records what it has applied.
 */
export async function migrate(handle: DatabaseHandle, folder: string = migrationsFolder()): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    await run(handle.db as never, { migrationsFolder: folder });
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(join(options.dataDir, "pgdata"));
}
