// Two instances of the BUILT portal behind one PostgreSQL database and one Redis, as production runs it at scale
// (docs/architecture.md "Several instances"): the specs that must prove something holds on every instance (a
// publish, a correction, an unpublish reaching readers of both) start them with startCluster() and stop them with
// its stop(), which fails when an instance did not stop cleanly or logged an error.
//
// Each cluster gets a database of its own on the local PostgreSQL (created, migrated and seeded with the demo content
// by the first instance, dropped at the end) and shares the machine's Redis. The page and render caches are ON and
// long (300 s): a page either instance shows fresh after a change was refreshed by the invalidation over Redis, not
// by its cache expiring.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { removeServerFiles, startServer } from "./server.mjs";
import { serverErrors } from "./global-setup.ts";

/** The machine's PostgreSQL and Redis (README "Settings"; .ci/run starts them when they are down). */
export const CLUSTER_POSTGRES = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const CLUSTER_REDIS = process.env.E2E_REDIS_URL ?? "redis://127.0.0.1:6379";

/** How long the instances keep a page and an API answer (the settings' maximum): only invalidation refreshes them. */
const CACHE_SECONDS = "300";

export interface Instance {
  url: string;
  /** A URL of this instance. */
  at: (path: string) => string;
}

export interface Cluster {
  a: Instance;
  b: Instance;
  /** SQL on the cluster's database (e.g. the outbox of messages, which production keeps there without SMTP). */
  query: <Row>(sql: string, values?: unknown[]) => Promise<Row[]>;
  stop: () => Promise<void>;
}

const databaseUrl = (name: string) => {
  const url = new URL(CLUSTER_POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: CLUSTER_POSTGRES });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`the two-instance specs need PostgreSQL at ${CLUSTER_POSTGRES} (E2E_POSTGRES_URL): ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts two production instances on a new database; the first migrates and seeds it, then the second starts. */
export async function startCluster(label: string): Promise<Cluster> {
  const database = `portal_e2e_${label.replace(/\W/g, "_")}_${process.pid}_${Date.now() % 1_000_000}`;
  await admin((client) => client.query(`create database "${database}"`));
  const shared = mkdtempSync(join(tmpdir(), "portal-cluster-"));
  const env = {
    DATABASE_URL: databaseUrl(database),
    REDIS_URL: CLUSTER_REDIS,
    // Its own keys and invalidation channel: another cluster on this Redis (a spec repeated in another worker)
    // must not drop this one's pages.
    REDIS_PREFIX: `${database.slice(0, 39)}:`,
    SEED_DEMO: "true",
    // What several instances must share (README "Settings"): the uploads and the keys.
    UPLOAD_DIR: join(shared, "uploads"),
    STAFF_SECRET_KEY: "e2e-cluster-staff-secret-key-0123456789abcdef",
    NEWS_PREVIEW_KEY: "e2e-cluster-news-preview-key-0123456789abcdef",
    MEDIA_SIGNING_SECRET: "e2e-cluster-media-signing-secret-0123456789",
    PAGE_CACHE_SECONDS: CACHE_SECONDS,
    RENDER_CACHE_SECONDS: CACHE_SECONDS,
    LOG_LEVEL: "info",
  };
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });

  const stop = async () => {
    const problems: string[] = [];
    for (const [i, server] of servers.entries()) {
      const name = i === 0 ? "A" : "B";
      const outcome = await server.stop();
      if (!outcome.clean) problems.push(`instance ${name} did not stop cleanly on SIGTERM (code ${outcome.code}, signal ${outcome.signal}); log ${server.logFile}`);
      const errors = serverErrors(server.log());
      if (errors.length) problems.push(`instance ${name} logged ${errors.length} error line(s) (log ${server.logFile}):\n${errors.slice(0, 10).join("\n")}`);
    }
    await pool.end();
    await admin((client) => client.query(`drop database if exists "${database}" with (force)`));
    if (problems.length) throw new Error(problems.join("\n"));
    for (const server of servers) removeServerFiles(server);
    rmSync(shared, { recursive: true, force: true });
  };

  try {
    servers.push(await startServer({ label: `${label}-a`, env, readyTimeoutMs: 180_000 }));
    servers.push(await startServer({ label: `${label}-b`, env, readyTimeoutMs: 180_000 }));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    await pool.end();
    await admin((client) => client.query(`drop database if exists "${database}" with (force)`));
    throw error;
  }
  const instance = (url: string): Instance => ({ url, at: (path) => new URL(path, url).toString() });
  return {
    a: instance(servers[0].url),
    b: instance(servers[1].url),
    query: async <Row>(sql: string, values?: unknown[]) => (await pool.query(sql, values)).rows as Row[],
    stop,
  };
}
