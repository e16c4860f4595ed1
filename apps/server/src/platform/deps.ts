import type { Config } from "../config.ts";
import type { DatabaseHandle, Db } from "../db/client.ts";
import type { KvStore } from "../kv/store.ts";
import type { CacheBus } from "./cache-bus.ts";
import type { Jobs } from "./jobs.ts";
import type { Messenger } from "./messenger.ts";
import type { SessionFinders } from "./sessions.ts";

/** What every domain module is given: the database, the shared short-lived store, the settings and a clock. */
export interface Deps {
  db: Db;
  database: DatabaseHandle;
  kv: KvStore;
  config: Config;
  /** The clock; tests move it. */
  now: () => Date;
  /** Sends codes and notices (e-mail, SMS, or the database outbox). */
  messenger: Messenger;
  /** The lookups of members' and suppliers' tokens, offered by the modules that keep the sessions (platform/sessions.ts). */
  sessions: SessionFinders;
  /**
   * Drops cached copies by tag on every instance (platform/cache-bus.ts): a service that changed what pages show
   * calls `cache.invalidate(newsTags.ofArticle(…))` after its transaction commits.
   */
  cache: CacheBus;
  /** Schedules and cancels the jobs the modules declare (platform/jobs.ts), in the caller's transaction if it likes. */
  jobs: Jobs;
}
