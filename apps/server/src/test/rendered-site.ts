import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import { buildApp } from "../app.ts";
import { configSchema } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createDbKvStore } from "../kv/db-store.ts";
import { defaultWebBuildDir } from "../platform/ssr.ts";
import { finalPageStatus } from "../platform/page-status.ts";
import { openEmptyTestDatabase, openTestDatabase } from "./app.ts";

/** The public address the rendered site believes it has (PUBLIC_URL). */
export const SITE_ORIGIN = "https://portal.example";

const buildDir = defaultWebBuildDir(join(dirname(fileURLToPath(import.meta.url)), ".."));

export interface RenderedSite {
  /** The app, once the suite's beforeAll has run. */
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** GET a page or a call; `lang` sets Api-Language for an API call. */
  get(url: string, lang?: UrlLang): Promise<LightMyRequestResponse>;
  /**
   * Where a visitor ends, following up to `maxHops` (3) same-site redirects: a link off the site counts as 200 there,
   * a redirect beyond the last hop keeps its own status (`maxHops` 0: the page must answer by itself).
   */
  finalStatus(path: string, maxHops?: number): Promise<{ status: number; at: string }>;
}

/**
 * The whole site, pages rendered from the web build (`npm test` builds first), on a fresh seeded database (`empty`:
 * migrated, nothing seeded, as a real site starts): for the
 * tests that read pages as a visitor's browser would get them. Every request renders (no page or render cache) and
 * no render budget applies (a suite renders hundreds of pages from one address). Registers its own beforeAll and
 * afterAll in the calling file.
 */
export function useRenderedSite(options: { empty?: boolean } = {}): RenderedSite {
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (!existsSync(join(buildDir, "server", "index.js"))) throw new Error(`web build missing at ${buildDir}: run npm run build first`);
    const config = configSchema.parse({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      PAGE_CACHE_SECONDS: "0",
      RENDER_CACHE_SECONDS: "0",
      PAGE_RENDERS_PER_MINUTE: "0",
      PUBLIC_URL: SITE_ORIGIN,
    });
    database = options.empty ? await openEmptyTestDatabase() : await openTestDatabase();
    app = await buildApp({ config, database, kv: createDbKvStore(database.db), ssr: true, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const ready = () => {
    if (!app || !database) throw new Error("the rendered site starts in beforeAll");
    return { app, database };
  };
  const get = (url: string, lang?: UrlLang) =>
    ready().app.inject({ method: "GET", url, ...(lang ? { headers: { "api-language": urlLangToApiLocale(lang) } } : {}) });
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get,
    finalStatus: (path, maxHops = 3) => finalPageStatus(ready().app, SITE_ORIGIN, path, maxHops),
  };
}
