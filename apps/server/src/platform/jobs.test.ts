import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app.ts";
import { configSchema } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createDbKvStore } from "../kv/db-store.ts";
import { createMessenger } from "../modules/messaging/messenger.ts";
import { sessionFinders } from "../modules/index.ts";
import { openLastingTestDatabase, openTestDatabase } from "../test/app.ts";
import { createLocalCacheBus } from "./cache-bus.ts";
import type { Deps } from "./deps.ts";
import { createJobQueue, defineJob, type JobKind, type JobKindOptions, type JobQueueOptions, type RunningJob } from "./jobs.ts";

/**
 * The job queue (platform/jobs.ts, ADR 0013) on the test database: PGlite, or PostgreSQL in .ci/run's second lane
 * (TEST_DATABASE_URL). Jobs run against the real clock: each test schedules a second or two ahead and waits.
 */
const config = configSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent" });
/** Short timings, so that the tests wait little. */
const FAST: JobQueueOptions = { pollSeconds: 0.5, stopTimeoutMs: 1000, maintenanceSeconds: 1 };

/** What the test logger was asked to log as errors. */
interface Logged {
  errors: { object: unknown; message: string }[];
  log: FastifyBaseLogger;
}
function testLogger(): Logged {
  const errors: Logged["errors"] = [];
  const quiet = () => {};
  const log = {
    level: "error",
    fatal: quiet,
    warn: quiet,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    error: (object: unknown, message: string) => errors.push({ object, message }),
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { errors, log };
}

interface Run {
  n: number;
  job: RunningJob;
  /** When it ran (ms since the epoch). */
  at: number;
  /** The instance that ran it. */
  by: string;
  deps: Deps;
}

/** A kind whose handler records its runs; `behave` may throw, or wait, for some runs. */
function recordingKind(name: string, runs: Run[], by: () => string, options: JobKindOptions = {}, behave?: (run: Run) => Promise<void>) {
  return defineJob(
    name,
    z.object({ n: z.number().int() }),
    async (data, deps, job) => {
      const run = { n: data.n, job, at: Date.now(), by: by(), deps };
      runs.push(run);
      await behave?.(run);
    },
    options,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A job's state as pg-boss keeps it. */
async function stateOf(database: DatabaseHandle, id: string): Promise<string | undefined> {
  const { rows } = await database.query("select state::text as state from pgboss.job where id = $1", [id]);
  return rows[0]?.state as string | undefined;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A queue on a database with the Deps an app would give its handlers; stopped after the test. */
function startableQueue(database: DatabaseHandle, kinds: JobKind[], log: FastifyBaseLogger, options: JobQueueOptions = FAST) {
  const queue = createJobQueue(database, kinds, log, options);
  const deps: Deps = {
    db: database.db,
    database,
    kv: createDbKvStore(database.db),
    config,
    now: () => new Date(),
    messenger: createMessenger(config, database.db, log),
    sessions: sessionFinders(),
    cache: createLocalCacheBus(),
    jobs: queue.jobs,
  };
  cleanups.push(() => queue.stop());
  return { queue, deps, start: () => queue.start(deps) };
}

/**
 * The tests' database (their kinds' names keep their jobs apart), and one that the tests of restarts and instances
 * open and close (one handle at a time: PGlite's files are a single process's).
 */
let database: DatabaseHandle;
let lasting: Awaited<ReturnType<typeof openLastingTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  lasting = await openLastingTestDatabase();
});
afterAll(async () => {
  await database.close();
  await lasting.remove();
});

/** A started queue on the tests' database running one recording kind. */
async function queueRunning(name: string, options: JobKindOptions = {}, behave?: (run: Run) => Promise<void>, log = testLogger().log) {
  const runs: Run[] = [];
  const kind = recordingKind(name, runs, () => "a", options, behave);
  const { queue, start } = startableQueue(database, [kind], log);
  await start();
  return { runs, kind, jobs: queue.jobs };
}

// Each test opens databases and waits for the queue's polls and maintenance: on a loaded 2-core machine (the full
// suite beside other work) one took 33 s, past Vitest's 30 s default. The bounds are for liveness, not timing.
describe("the job queue", { timeout: 120_000 }, () => {
  it("runs a job scheduled 1.5 s ahead once, at its time", async () => {
    const { runs, kind, jobs } = await queueRunning("test.once");

    const at = new Date(Date.now() + 1500);
    const id = await jobs.schedule(kind, { n: 1 }, { at });
    await waitFor("the job to run", () => runs.length > 0);
    expect(runs[0]!.at).toBeGreaterThanOrEqual(at.getTime());
    // How soon after its time it runs is the poll interval's business, not asserted (no timing in tests).
    expect(runs[0]!.job).toMatchObject({ id, attempt: 1 });
    await sleep(1500);
    expect(runs.map((run) => run.n)).toEqual([1]);
    expect(await stateOf(database, id)).toBe("completed");
  });

  it("tells its backlog: jobs waiting for a later time, then due, then none once run", async () => {
    const { runs, kind, jobs } = await queueRunning("test.backlog");
    const before = (await jobs.backlog(new Date()))!;
    await jobs.schedule(kind, { n: 1 }, { at: new Date(Date.now() + 60 * 60_000), key: "later" });
    await jobs.schedule(kind, { n: 2 }, { at: new Date(Date.now() + 1500), key: "soon" });
    const waiting = (await jobs.backlog(new Date()))!;
    expect(waiting.scheduled).toBe(before.scheduled + 2);
    // Seen from two hours on, both are due.
    expect((await jobs.backlog(new Date(Date.now() + 2 * 60 * 60_000)))!.due).toBeGreaterThanOrEqual(before.due + 2);
    await waitFor("the soon job to run", () => runs.length > 0);
    await sleep(500);
    const after = (await jobs.backlog(new Date()))!;
    expect(after.scheduled).toBe(before.scheduled + 1);
    expect(await jobs.cancel(kind, "later")).toBe(true);
    expect((await jobs.backlog(new Date()))!.scheduled).toBe(before.scheduled);
  });

  it("replaces the job waiting under a key when the key is scheduled again, and cancels one by its key", async () => {
    const { runs, kind, jobs } = await queueRunning("test.keyed");

    const at = new Date(Date.now() + 1000);
    const first = await jobs.schedule(kind, { n: 1 }, { at, key: "article-7" });
    const second = await jobs.schedule(kind, { n: 2 }, { at: new Date(at.getTime() + 300), key: "article-7" });
    const other = await jobs.schedule(kind, { n: 3 }, { at, key: "article-8" });
    expect(await jobs.cancel(kind, "article-8")).toBe(true);
    expect(await jobs.cancel(kind, "article-9")).toBe(false);

    await waitFor("the replacing job to run", () => runs.length > 0);
    await sleep(1500);
    expect(runs.map((run) => [run.n, run.job.key])).toEqual([[2, "article-7"]]);
    expect(await stateOf(database, first)).toBe("cancelled");
    expect(await stateOf(database, second)).toBe("completed");
    expect(await stateOf(database, other)).toBe("cancelled");
  });

  it("schedules in the caller's transaction: a job exists only if the transaction commits", async () => {
    const { runs, kind, jobs } = await queueRunning("test.transactional");

    await expect(
      database.db.transaction(async (tx) => {
        await jobs.schedule(kind, { n: 1 }, { tx });
        throw new Error("the caller's write failed");
      }),
    ).rejects.toThrow("the caller's write failed");
    // Replacing in a transaction that rolls back leaves the waiting job as it was.
    await jobs.schedule(kind, { n: 2 }, { at: new Date(Date.now() + 1000), key: "k" });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.schedule(kind, { n: 3 }, { tx, key: "k" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await database.db.transaction(async (tx) => {
      await jobs.schedule(kind, { n: 4 }, { tx });
    });

    await waitFor("two jobs to run", () => runs.length >= 2);
    await sleep(1000);
    expect(runs.map((run) => run.n).sort()).toEqual([2, 4]);
  });

  it("refuses data its kind's schema does not accept, a kind no module declares, and a kind declared twice", async () => {
    const { kind, jobs } = await queueRunning("test.checked");
    await expect(jobs.schedule(kind, { n: 1.5 })).rejects.toThrow();
    const undeclared = recordingKind("test.undeclared", [], () => "a");
    await expect(jobs.schedule(undeclared, { n: 1 })).rejects.toThrow(/not declared/);
    expect(() => defineJob("Publish", z.object({}), async () => {})).toThrow(/<domain>\.<what>/);
    expect(() => createJobQueue(database, [kind, recordingKind("test.checked", [], () => "b")], testLogger().log)).toThrow(/declared twice/);
  });

  it("retries a failing handler, then marks the job failed and logs it; the queue goes on", async () => {
    const logged = testLogger();
    const fail = async (run: Run) => {
      if (run.n === 1) throw new Error(`broken on attempt ${run.job.attempt}`);
    };
    const { runs, kind, jobs } = await queueRunning("test.failing", { retries: 1, retryDelaySeconds: 0 }, fail, logged.log);

    const id = await jobs.schedule(kind, { n: 1 });
    await waitFor("two attempts", () => runs.length >= 2);
    await waitFor("the job to be marked failed", async () => (await stateOf(database, id)) === "failed");
    expect(runs.map((run) => [run.job.attempt, run.job.lastAttempt])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(await stateOf(database, id)).toBe("failed");
    expect(logged.errors.map((entry) => entry.message)).toEqual([
      "jobs: a test.failing job failed; it will be retried",
      "jobs: a test.failing job failed for good",
    ]);
    expect(logged.errors[1]!.object).toMatchObject({ err: { message: "broken on attempt 2" }, job: { kind: "test.failing", id, attempt: 2 } });

    await jobs.schedule(kind, { n: 2 });
    await waitFor("the next job to run", () => runs.some((run) => run.n === 2));
  });

  it("retries a run that a stop cut short when the queue starts again", async () => {
    const runs: Run[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let instance = "first";
    const kind = recordingKind("test.interrupted", runs, () => instance, { retryDelaySeconds: 0 }, async (run) => {
      if (run.job.attempt === 1) await held; // still running when its queue stops
    });
    cleanups.push(async () => release());
    const first = startableQueue(database, [kind], testLogger().log);
    await first.start();
    const id = await first.queue.jobs.schedule(kind, { n: 1 });
    await waitFor("the first attempt to start", () => runs.length === 1);

    await first.queue.stop(); // waits stopTimeoutMs for the run, then marks it failed, to be retried
    expect(await stateOf(database, id)).toBe("retry");
    instance = "second";
    const second = startableQueue(database, [kind], testLogger().log);
    await second.start();
    await waitFor("the retry", () => runs.length === 2);
    expect(runs.map((run) => [run.by, run.job.attempt])).toEqual([
      ["first", 1],
      ["second", 2],
    ]);
    await waitFor("the job to be marked completed", async () => (await stateOf(database, id)) === "completed");
  });

  it("retries a run whose instance died under it, once its timeout has passed", async () => {
    const runs: Run[] = [];
    const never = new Promise<void>(() => {});
    let instance = "dying";
    const kind = recordingKind("test.orphaned", runs, () => instance, { timeoutSeconds: 1, retryDelaySeconds: 0 }, async (run) => {
      if (run.job.attempt === 1) await never;
    });
    const before = await lasting.open();
    const dying = startableQueue(before, [kind], testLogger().log);
    await dying.start();
    const id = await dying.queue.jobs.schedule(kind, { n: 1 });
    await waitFor("the first attempt to start", () => runs.length === 1);
    // The instance loses its database (as if it died): nothing it does reaches the job any more, which stays taken.
    await before.close();

    instance = "alive";
    const after = await lasting.open();
    cleanups.push(() => after.close());
    const alive = startableQueue(after, [kind], testLogger().log);
    await alive.start(); // its maintenance (every second here) fails the run that outlived its timeout, for a retry
    await waitFor("the retry", () => runs.length === 2);
    expect(runs.map((run) => [run.by, run.job.attempt])).toEqual([
      ["dying", 1],
      ["alive", 2],
    ]);
    await waitFor("the job to be marked completed", async () => (await stateOf(after, id)) === "completed");
  });

  it("runs each job once with two instances on one database", async () => {
    const one = await lasting.open();
    cleanups.push(() => one.close());
    // PostgreSQL: a second instance with its own pool. PGlite's files belong to one handle: both queues share it.
    const two = one.kind === "postgres" ? await lasting.open() : one;
    if (two !== one) cleanups.push(() => two.close());

    const runs: Run[] = [];
    const kindOfA = recordingKind("test.shared", runs, () => "a");
    const a = startableQueue(one, [kindOfA], testLogger().log);
    const b = startableQueue(two, [recordingKind("test.shared", runs, () => "b")], testLogger().log);
    await Promise.all([a.start(), b.start()]);
    const at = new Date(Date.now() + 1000);
    for (let n = 0; n < 20; n++) await a.queue.jobs.schedule(kindOfA, { n }, { at, key: `item-${n}` });

    await waitFor("20 runs", () => runs.length >= 20);
    await sleep(1500);
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
  });

  it("starts with the app and stops with it; a job due while no app ran runs after the restart", async () => {
    const runs: Run[] = [];
    const kind = recordingKind("test.app", runs, () => "app");
    const startApp = async (database: DatabaseHandle) => {
      const app = await buildApp({ config, database, kv: createDbKvStore(database.db), logger: false, jobKinds: [kind], jobs: FAST });
      await app.ready();
      return app;
    };
    const scheduler = (database: DatabaseHandle) => createJobQueue(database, [kind], testLogger().log).jobs; // never started

    const before = await lasting.open();
    const app = await startApp(before);
    await scheduler(before).schedule(kind, { n: 1 }, { at: new Date(Date.now() + 500) });
    await waitFor("the app to run the job", () => runs.length === 1);
    expect(runs[0]!.deps.config).toBe(config); // the app's Deps
    await scheduler(before).schedule(kind, { n: 2 }, { at: new Date(Date.now() + 1000) });
    await app.close();
    await before.close();

    await sleep(1500); // the job is due while nothing runs
    expect(runs).toHaveLength(1);
    const after = await lasting.open();
    cleanups.push(() => after.close());
    const again = await startApp(after);
    cleanups.push(() => again.close());
    await waitFor("the restarted app to run the job", () => runs.length === 2);
    expect(runs.map((run) => run.n)).toEqual([1, 2]);
  });
});
