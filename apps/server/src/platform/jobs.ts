import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { DatabaseHandle, Db } from "../db/client.ts";
import type { Deps } from "./deps.ts";

/**
 * Work that runs later, once, on one of the instances: a story published at its minute, an inbox's retention rule.
 * A queue on the database (pg-boss, ADR 0013): on PGlite and on PostgreSQL alike, it survives restarts, and with
 * several instances on one PostgreSQL each job is taken by one of them (`SELECT … FOR UPDATE SKIP LOCKED`).
 *
 * A domain declares a kind with `defineJob` and lists it in its module (`defineModule({ jobs: [kind] })`); its
 * services schedule one with `deps.jobs.schedule(kind, data, { at, key, tx })` and take one back with
 * `deps.jobs.cancel(kind, key)`. A handler runs at least once: a run that fails, or whose instance stops or dies
 * under it, runs again, so a handler must do no harm when it finds its work already done.
 */

/** What a handler is told besides its data. */
export interface RunningJob {
  id: string;
  /** The key it was scheduled with (a random one when none was given). */
  key: string;
  /** 1 for the first run, 2 for the first retry … */
  attempt: number;
  /** No retry follows a failure of this run: the job will be marked failed. */
  lastAttempt: boolean;
}

export interface JobKindOptions {
  /** How many times a failed run is tried again (3). */
  retries?: number;
  /** Seconds before the first retry, doubled for each further one (10). */
  retryDelaySeconds?: number;
  /**
   * A run taking longer fails (and is retried). It is also how long a run whose instance died unnoticed stays taken
   * before another instance retries it (60).
   */
  timeoutSeconds?: number;
}

/** A kind of job: its name, the schema of its data, what runs it. */
export interface JobKind<Data = unknown> extends Required<JobKindOptions> {
  /** `<domain>.<what>`, e.g. `news.publish`. */
  readonly name: string;
  /** Checks the data when the job is scheduled and again when it runs. The data is stored as JSON. */
  readonly schema: z.ZodType<Data>;
  handle(data: Data, deps: Deps, job: RunningJob): Promise<void>;
}

const KIND_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/** Declares a kind of job; list it in the module's `defineModule({ jobs })` so that the queue runs it. */
export function defineJob<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  handle: (data: z.output<Schema>, deps: Deps, job: RunningJob) => Promise<void>,
  options: JobKindOptions = {},
): JobKind<z.output<Schema>> {
  if (!KIND_NAME.test(name)) throw new Error(`job kind "${name}": name it <domain>.<what>, in lower case`);
  return {
    name,
    schema: schema as z.ZodType<z.output<Schema>>,
    handle,
    retries: options.retries ?? 3,
    retryDelaySeconds: options.retryDelaySeconds ?? 10,
    timeoutSeconds: options.timeoutSeconds ?? 60,
  };
}

export interface ScheduleOptions {
  /** When it is due (now when left out); it runs within the poll interval after. */
  at?: Date;
  /**
   * What the job is about (an article's id). Scheduling a kind again with the same key replaces its job still
   * waiting (a run under way finishes); `cancel` takes it back by the key.
   */
  key?: string;
  /**
   * The caller's transaction: the job is scheduled (or replaced) only if it commits. Inside a transaction, pass it:
   * on PGlite a call outside it would wait for the transaction's end, which waits for the call.
   */
  tx?: Db;
}

/**
 * The queue as services see it (`Deps.jobs`). It schedules on any instance, started or not (a command-line script),
 * once an instance declaring the kind has started on the database.
 */
export interface Jobs {
  /** Schedules a job of a declared kind and returns its id. */
  schedule<Data>(kind: JobKind<Data>, data: NoInfer<Data>, options?: ScheduleOptions): Promise<string>;
  /** Cancels the job of a kind waiting under a key; false when none was waiting (a run under way finishes). */
  cancel(kind: JobKind, key: string, options?: { tx?: Db }): Promise<boolean>;
  /** How the queue stands (the console's site health), or null before any instance has installed it. */
  backlog(now: Date): Promise<JobBacklog | null>;
}

/** Jobs due and not yet taken, waiting for their time, running, and failed for good in the last 24 hours. */
export interface JobBacklog {
  due: number;
  scheduled: number;
  active: number;
  failedLastDay: number;
}

export interface JobQueueOptions {
  /** How often each kind's worker asks for due jobs, in seconds: a job runs at most about this long after its time (2). */
  pollSeconds?: number;
  /** How long a stop waits for the runs under way before it marks them failed, to be retried (4000 ms). */
  stopTimeoutMs?: number;
  /** How often one instance retries the runs that outlived their timeout (their instance died), in seconds (30). */
  maintenanceSeconds?: number;
}

export interface JobQueue {
  jobs: Jobs;
  /** Installs or upgrades the queue's schema (`pgboss`), then runs every kind's worker. */
  start(deps: Deps): Promise<void>;
  /** Takes no new job; waits for the runs under way (stopTimeoutMs), then marks those left failed, to be retried. */
  stop(): Promise<void>;
}

/** pg-boss's schema, beside the application's tables (ADR 0013). */
const SCHEMA = "pgboss";

/** The queue's own SQL through the database handle: PGlite's one connection, or PostgreSQL's pool. */
const handleExecutor = (database: DatabaseHandle): PgBoss.Db => ({
  executeSql: (text, values) => database.query(text, values),
});

/**
 * The queue's SQL in a Drizzle transaction: its `$n` placeholders become Drizzle parameters (one each, so that an
 * array stays one array parameter).
 */
const transactionExecutor = (tx: Db): PgBoss.Db => ({
  async executeSql(text, values = []) {
    const query = sql.empty();
    text.split(/\$(\d+)/).forEach((part, i) => query.append(i % 2 ? sql`${sql.param(values[Number(part) - 1])}` : sql.raw(part)));
    return { rows: ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows };
  },
});

const bossOptions = (database: DatabaseHandle, maintenanceSeconds: number): PgBoss.ConstructorOptions => ({
  db: handleExecutor(database),
  schema: SCHEMA,
  // No cron schedules (yet): every job is scheduled for an instant by a service.
  schedule: false,
  maintenanceIntervalSeconds: maintenanceSeconds,
});

export function createJobQueue(
  database: DatabaseHandle,
  kinds: readonly JobKind[],
  log: FastifyBaseLogger,
  options: JobQueueOptions = {},
): JobQueue {
  const { pollSeconds = 2, stopTimeoutMs = 4000, maintenanceSeconds = 30 } = options;
  const declared = new Map<string, JobKind>();
  for (const kind of kinds) {
    if (declared.has(kind.name)) throw new Error(`job kind "${kind.name}" is declared twice`);
    declared.set(kind.name, kind);
  }
  const boss = new PgBoss(bossOptions(database, maintenanceSeconds));
  // An error of the queue's own work (a poll, the maintenance) is logged; unheard, the emitter would end the process.
  boss.on("error", (err) => log.error({ err }, "jobs: the queue's work failed"));
  let started = false;

  const knownKind = (kind: JobKind): string => {
    if (declared.get(kind.name) !== kind) throw new Error(`job kind "${kind.name}" is not declared by a module (defineModule({ jobs }))`);
    return kind.name;
  };

  /** Cancels the jobs of a kind waiting under a key; locks them first, so that no worker takes one meanwhile. */
  const cancelWaiting = async (executor: PgBoss.Db, name: string, key: string): Promise<boolean> => {
    const { rows } = await executor.executeSql(
      `SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'active' FOR UPDATE`,
      [name, key],
    );
    const ids = rows.map((row: { id: string }) => row.id);
    if (ids.length > 0) await boss.cancel(name, ids, { db: executor });
    return ids.length > 0;
  };

  /** Runs `work` in the caller's transaction, or in one of its own. */
  const inTransaction = <T>(tx: Db | undefined, work: (executor: PgBoss.Db) => Promise<T>): Promise<T> =>
    tx ? work(transactionExecutor(tx)) : database.db.transaction((own) => work(transactionExecutor(own)));

  const jobs: Jobs = {
    async backlog(now) {
      const installed = await database.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'job'`, [SCHEMA]);
      if (installed.rows.length === 0) return null;
      const { rows } = await database.query(
        `SELECT count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= $1)::int AS due,
                count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > $1)::int AS scheduled,
                count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state = 'failed' AND completed_on > $2)::int AS failed
           FROM ${SCHEMA}.job`,
        [now.toISOString(), new Date(now.getTime() - 86_400_000).toISOString()],
      );
      const row = rows[0] as { due: number; scheduled: number; active: number; failed: number };
      return { due: Number(row.due), scheduled: Number(row.scheduled), active: Number(row.active), failedLastDay: Number(row.failed) };
    },
    async schedule(kind, data, { at, key, tx } = {}) {
      const name = knownKind(kind as JobKind);
      kind.schema.parse(data);
      return inTransaction(tx, async (executor) => {
        if (key !== undefined) await cancelWaiting(executor, name, key);
        const id = await boss.send(name, data as object, { startAfter: at ?? new Date(), singletonKey: key ?? randomUUID(), db: executor });
        if (id) return id;
        // Refused: the kind has no queue yet (no instance declaring it has started), or the queue keeps one waiting job
        // per key and another call scheduled this key at the same moment and won.
        const queue = await executor.executeSql(`SELECT 1 FROM ${SCHEMA}.queue WHERE name = $1`, [name]);
        if (queue.rows.length === 0) throw new Error(`job kind "${name}": start the job queue once before scheduling`);
        throw new Error(`job kind "${name}": key "${key}" was scheduled by another call at the same moment`);
      });
    },
    async cancel(kind, key, { tx } = {}) {
      const name = knownKind(kind);
      return inTransaction(tx, (executor) => cancelWaiting(executor, name, key));
    },
  };

  /** Runs one job and records how it ended: done, or failed (then pg-boss retries it, or marks it failed). */
  const run = async (kind: JobKind, job: PgBoss.JobWithMetadata<unknown>, deps: Deps): Promise<void> => {
    const running: RunningJob = {
      id: job.id,
      key: job.singletonKey ?? "",
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    let failure: unknown;
    try {
      await withinSeconds(kind.timeoutSeconds, kind.handle(kind.schema.parse(job.data), deps, running));
    } catch (err) {
      failure = err ?? new Error("the handler failed");
      const what = running.lastAttempt ? "failed for good" : "failed; it will be retried";
      log.error({ err, job: { kind: kind.name, ...running } }, `jobs: a ${kind.name} job ${what}`);
    }
    try {
      if (failure === undefined) await boss.complete(kind.name, job.id);
      else await boss.fail(kind.name, job.id, failure instanceof Error ? failure : { value: String(failure) });
    } catch (err) {
      log.error({ err, job: { kind: kind.name, ...running } }, "jobs: the end of a run could not be recorded; the job runs again after its timeout");
    }
  };

  let workers: Worker[] = [];
  return {
    jobs,
    async start(deps) {
      if (started) return;
      await boss.start();
      await declareQueues(database, maintenanceSeconds, [...declared.values()]);
      workers = [...declared.values()].map((kind) => startWorker(boss, kind, (job) => run(kind, job, deps), pollSeconds * 1000, log));
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      await Promise.all(workers.map((worker) => worker.stop(stopTimeoutMs)));
      workers = [];
      await boss.stop({ graceful: false, close: false }); // its maintenance timer
    },
  };
}

/**
 * Creates the kinds' queues, or updates them to this version's options, one instance at a time: pg-boss 10 creates
 * a queue's table as a partition of its job table, and two instances creating one queue at once deadlock.
 */
async function declareQueues(database: DatabaseHandle, maintenanceSeconds: number, kinds: readonly JobKind[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    const executor = transactionExecutor(tx);
    await executor.executeSql("SELECT pg_advisory_xact_lock(hashtext($1))", [`${SCHEMA}.create_queue`]);
    const boss = new PgBoss({ ...bossOptions(database, maintenanceSeconds), db: executor }); // in this transaction
    for (const kind of kinds) {
      const queue = {
        name: kind.name,
        // "short": at most one job per key waits; a second one for the key is refused (see schedule).
        policy: "short" as const,
        retryLimit: kind.retries,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: kind.timeoutSeconds,
      };
      await boss.createQueue(kind.name, queue); // nothing when it exists (another instance, an earlier start)
      await boss.updateQueue(kind.name, queue); // this version's options
    }
  });
}

/** How many due jobs of a kind one poll takes at most; they run side by side. */
const BATCH_SIZE = 10;

interface Worker {
  /** Takes no more jobs; waits up to timeoutMs for the runs under way, then marks those left failed, to be retried. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * One kind's worker on this instance: asks for due jobs every poll (at once again after a full batch) and runs them
 * side by side. Not pg-boss's own `work()`: that one fails a whole batch with any of its jobs, and records a run's
 * end without waiting for it, so that a database gone away at that moment is an unhandled rejection (the end of the
 * process, ADR 0013).
 */
function startWorker(
  boss: PgBoss,
  kind: JobKind,
  run: (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>,
  pollMs: number,
  log: FastifyBaseLogger,
): Worker {
  const running = new Map<string, Promise<void>>();
  let stopping = false;
  let wake = () => {};
  const loop = (async () => {
    while (!stopping) {
      // pg-boss takes them with SELECT … FOR UPDATE SKIP LOCKED: no other instance gets the same job.
      const due = await boss.fetch<unknown>(kind.name, { batchSize: BATCH_SIZE, includeMetadata: true });
      await Promise.all(
        due.map((job) => {
          const done = run(job).finally(() => running.delete(job.id));
          running.set(job.id, done);
          return done;
        }),
      );
      if (due.length < BATCH_SIZE && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  })();
  return {
    async stop(timeoutMs) {
      stopping = true;
      wake();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([loop, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      const cut = [...running.keys()];
      if (cut.length === 0) return;
      // Failed, they are retried (here after a restart, or on another instance); a handler still going on finds its
      // end no longer recorded.
      const stopped = { message: "the instance stopped while the job ran" };
      await Promise.all(cut.map((id) => boss.fail(kind.name, id, stopped))).catch((err: unknown) => {
        log.error({ err, kind: kind.name, jobs: cut }, "jobs: runs cut short by the stop could not be marked failed; they run again after their timeout");
      });
    },
  };
}

/** The handler's promise, or a failure once it has taken longer than its kind allows. */
async function withinSeconds<T>(seconds: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the handler took longer than ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Installs the queue's schema without running anything: the tests' template database gets it once. */
export async function installJobQueue(database: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(database, 30), supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
