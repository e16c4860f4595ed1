import { createLocalCacheBus, type CacheBus } from "../platform/cache-bus.ts";
import { desc, eq } from "drizzle-orm";
import { outboxMessages } from "../modules/messaging/tables.ts";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { configSchema, type Config } from "../config.ts";
import { migrate, openPglite, openPostgres, type DatabaseHandle } from "../db/client.ts";
import { createDbKvStore } from "../kv/db-store.ts";
import type { KvStore } from "../kv/store.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  kv: KvStore;
  config: Config;
  /** Moves the server's clock (captcha expiry, dates). */
  clock: { now: Date };
  close(): Promise<void>;
  /** The newest message the portal sent to a recipient (the test app's messages go to the database outbox). */
  lastMessageTo(recipient: string): Promise<{ subject: string | null; body: string } | null>;
  /** Shorthand for app.inject returning the parsed envelope too. */
  call(options: InjectOptions): Promise<{ status: number; body: { code: number; message: string; data: unknown }; headers: Record<string, unknown> }>;
}

// Test files share a worker's module graph (vitest.config.ts: isolate false), so the template is read once per worker.
let pgliteTemplate: Blob | undefined;

/**
 * A fresh copy of the migrated, seeded template database for one test file; on PostgreSQL with its URL, for a test
 * that opens it again (a second instance of the app).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") return openPglite(undefined, await pgliteTemplateBlob(template.file));
  const copy = await copyPostgresTemplate(template.url);
  const handle: DatabaseHandle & { url?: string } = await openPostgres(copy.url);
  handle.url = copy.url;
  const close = handle.close;
  handle.close = async () => {
    await close();
    await copy.drop();
  };
  return handle;
}

/**
 * A new database with the migrations applied and nothing seeded: what a real site starts from (`SEED_DEMO=false`),
 * on PGlite or, with TEST_DATABASE_URL, on PostgreSQL (dropped when closed).
 */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") {
    const handle = await openPglite(undefined);
    await migrate(handle);
    return handle;
  }
  const empty = await createPostgresDatabase(template.url, "");
  const handle = await openPostgres(empty.url);
  await migrate(handle);
  const close = handle.close;
  handle.close = async () => {
    await close();
    await empty.drop();
  };
  return handle;
}

/**
 * A copy of the template database that can be opened again after it is closed (a restart) and opened twice at once
 * (two instances: PostgreSQL pools of their own; PGlite keeps its files for one handle at a time). `remove` deletes it.
 */
export async function openLastingTestDatabase(): Promise<{ open(): Promise<DatabaseHandle>; remove(): Promise<void> }> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "portal-lasting-"));
    let loadFrom: Blob | undefined = await pgliteTemplateBlob(template.file);
    return {
      async open() {
        const handle = await openPglite(dir, loadFrom);
        loadFrom = undefined; // loaded into the folder once
        return handle;
      },
      async remove() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const copy = await copyPostgresTemplate(template.url);
  return { open: () => openPostgres(copy.url), remove: copy.drop };
}

async function pgliteTemplateBlob(file: string): Promise<Blob> {
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/** A new PostgreSQL database made from the template: its URL, and how to drop it. */
function copyPostgresTemplate(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createPostgresDatabase(url, `template ${new URL(url).pathname.slice(1)}`);
}

/** A new PostgreSQL database beside the template's (`options`: e.g. `template <name>`), named after it; and how to drop it. */
async function createPostgresDatabase(url: string, options: string): Promise<{ url: string; drop(): Promise<void> }> {
  const templateUrl = new URL(url);
  const templateName = templateUrl.pathname.slice(1);
  const name = `${templateName}_${randomBytes(4).toString("hex")}`;
  const pg = await import("pg");
  const adminUrl = url.replace(`/${templateName}`, "/postgres");
  const admin = new pg.default.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} ${options}`);
  await admin.end();
  templateUrl.pathname = `/${name}`;
  return {
    url: templateUrl.toString(),
    async drop() {
      const again = new pg.default.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * `ssr`: pages rendered from the web build too (`npm test` builds first), with the page cache the settings give;
 * `cacheBus`: the invalidations' bus (a test listens to what was invalidated).
 */
export async function createTestApp(env: Record<string, string> = {}, options: { kv?: KvStore; ssr?: boolean; cacheBus?: CacheBus } = {}): Promise<TestApp> {
  const config = configSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "0", ...env });
  const database = await openTestDatabase();
  const kv = options.kv ?? createDbKvStore(database.db);
  const clock = { now: new Date() };
  const app = await buildApp({ config, database, kv, now: () => clock.now, logger: false, ssr: options.ssr ?? false, ...(options.cacheBus ? { cacheBus: options.cacheBus } : {}) });
  await app.ready();
  return {
    app,
    database,
    kv,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
    async lastMessageTo(recipient) {
      const [row] = await database.db
        .select({ subject: outboxMessages.subject, body: outboxMessages.body })
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      return row ?? null;
    },
    async call(opts) {
      const res = await app.inject(opts);
      let body: { code: number; message: string; data: unknown };
      try {
        body = res.json();
      } catch {
        body = { code: Number.NaN, message: res.body, data: null };
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
  };
}

/** A test app whose cache invalidations are recorded: each `deps.cache.invalidate` call's tags, in order. */
export async function createInvalidationRecordingApp(env: Record<string, string> = {}): Promise<{ app: TestApp; invalidated: string[][] }> {
  const invalidated: string[][] = [];
  const cacheBus = createLocalCacheBus();
  cacheBus.register({ invalidate: (tags) => invalidated.push([...tags]), clear: () => undefined });
  return { app: await createTestApp(env, { cacheBus }), invalidated };
}
