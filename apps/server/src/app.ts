import { createMessenger } from "./modules/messaging/messenger.ts";
import type { Messenger } from "./platform/messenger.ts";
import { randomUUID } from "node:crypto";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { KvStore } from "./kv/store.ts";
import { cacheChannel, createCacheBus, type CacheBus } from "./platform/cache-bus.ts";
import type { Deps } from "./platform/deps.ts";
import { answerClientError, answerFrameworkError, registerEnvelope, sendApiNotFound } from "./platform/envelope.ts";
import { defaultWebBuildDir, registerSsr } from "./platform/ssr.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import { registerConsoleCsrf } from "./platform/staff-auth.ts";
import { createJobQueue, type JobKind, type JobQueueOptions } from "./platform/jobs.ts";
import { declaredJobKinds, registerModules, sessionFinders } from "./modules/index.ts";

export interface BuildAppOptions {
  /** Where codes and notices go; the database outbox by default (tests read it). */
  messenger?: Messenger;
  config: Config;
  database: DatabaseHandle;
  kv: KvStore;
  now?: () => Date;
  /** Serve the React site (needs apps/web/build). Off in API tests. */
  ssr?: boolean;
  webBuildDir?: string;
  logger?: boolean;
  /**
   * The cache invalidation bus (platform/cache-bus.ts); by default over Redis when REDIS_URL is set, else this
   * instance's only. The app closes it when it closes.
   */
  cacheBus?: CacheBus;
  /** Job kinds besides those the modules declare: tests declare their own. */
  jobKinds?: readonly JobKind[];
  /** The job queue's timings (tests shorten them). */
  jobs?: JobQueueOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, kv } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization", "req.headers[\"api-key\"]", "req.headers.cookie"],
            // Query strings can carry single-use secrets (the social sign-in hand-over code): logged without them.
            serializers: {
              req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: req.url.split("?")[0], reqId: req.id }),
            },
          },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Never true by default: a client could name its own address in X-Forwarded-For and escape per-IP limits.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // Undecodable paths and requests Node's parser refuses answer the envelope too (platform/envelope.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith("https://") });

  registerEnvelope(app);
  const compress = (await import("@fastify/compress")).default;
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip", "deflate"], brotliOptions: { params: { 1: 4 } } });
  const etag = (await import("@fastify/etag")).default;
  await app.register(etag, { weak: true });
  // Cookies and the CSRF token of the staff console (platform/staff-auth.ts).
  await registerConsoleCsrf(app, { https: config.publicUrl.startsWith("https://") });

  const cacheBus = options.cacheBus ?? createCacheBus({ redisUrl: config.redisUrl, channel: cacheChannel(config.redisPrefix), log: app.log });
  app.addHook("onClose", async () => cacheBus.close());

  // The job queue starts when the app is ready and stops when it closes (main.ts closes it on SIGTERM): the runs
  // under way get a few seconds, those left are retried later, here or on another instance (platform/jobs.ts).
  const queue = createJobQueue(database, [...declaredJobKinds(), ...(options.jobKinds ?? [])], app.log, options.jobs);
  const deps: Deps = {
    db: database.db,
    database,
    kv,
    config,
    now: options.now ?? (() => new Date()),
    messenger: options.messenger ?? createMessenger(config, database.db, app.log),
    sessions: sessionFinders(),
    cache: cacheBus,
    jobs: queue.jobs,
  };
  app.addHook("onReady", () => queue.start(deps));
  app.addHook("onClose", () => queue.stop());

  app.get("/healthz", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await database.ping();
      return reply.header("cache-control", "no-store").send({ status: "ready", database: database.kind });
    } catch (err) {
      request.log.error({ err }, "database not reachable");
      return reply.status(503).header("cache-control", "no-store").send({ status: "unavailable" });
    }
  });

  await registerModules(app, deps);
  app.all("/api/*", sendApiNotFound);

  if (options.ssr) {
    const here = dirname(fileURLToPath(import.meta.url));
    await registerSsr(app, {
      buildDir: options.webBuildDir ?? defaultWebBuildDir(here),
      publicUrl: config.publicUrl,
      statisticsUrl: config.statisticsUrl,
      mediaOrigins: config.mediaOrigins,
      pageCacheSeconds: config.pageCacheSeconds,
      rendersPerMinute: config.pageRendersPerMinute,
      renderCacheSeconds: config.renderCacheSeconds,
      production: config.production,
      cacheBus,
    });
  }
  app.setNotFoundHandler((request, reply) => sendApiNotFound(request, reply));
  return app;
}
