import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsTags } from "@portal/contract/cache-tags";
import { buildApp } from "../app.ts";
import { configSchema } from "../config.ts";
import { openPostgres, type DatabaseHandle } from "../db/client.ts";
import { createDbKvStore } from "../kv/db-store.ts";
import { newsArticles } from "../modules/news/tables.ts";
import { sitePages } from "../modules/site-pages/tables.ts";
import { createRedisCacheBus, type CacheBus } from "../platform/cache-bus.ts";
import { defaultWebBuildDir } from "../platform/ssr.ts";
import { openTestDatabase } from "./app.ts";

/**
 * Issue 23 item 5: publishing, editing or unpublishing a story drops exactly the pages and answers that showed it,
 * on every instance, within a second. Two instances of the whole app (pages rendered from the web build, page and
 * render caches on for a minute) share one database and Redis (the machines' own, as kv/redis-store.test.ts; on
 * PostgreSQL in the TEST_DATABASE_URL lane, each instance with its own connection pool) and listen on a channel of
 * this run's own.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const buildDir = defaultWebBuildDir(join(dirname(fileURLToPath(import.meta.url)), ".."));

interface Instance {
  app: FastifyInstance;
  bus: CacheBus;
  /** When this instance last heard an invalidation of the tags it watches (its bus, from the other instance). */
  heard: { at: number; tags: readonly string[] }[];
}

const channel = `portal-test:${randomUUID()}:cache`;
const instances: Instance[] = [];
const databases: DatabaseHandle[] = [];
let article: { id: number; title: string };

async function startInstance(database: DatabaseHandle): Promise<Instance> {
  const config = configSchema.parse({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    PAGE_CACHE_SECONDS: "60",
    RENDER_CACHE_SECONDS: "60",
    PAGE_RENDERS_PER_MINUTE: "0",
    REDIS_URL,
  });
  const bus = createRedisCacheBus({ url: REDIS_URL, channel });
  const heard: Instance["heard"] = [];
  bus.register({ invalidate: (tags) => heard.push({ at: Date.now(), tags }), clear: () => undefined });
  const app = await buildApp({ config, database, kv: createDbKvStore(database.db), ssr: true, logger: false, cacheBus: bus });
  await bus.ready;
  return { app, bus, heard };
}

beforeAll(async () => {
  if (!existsSync(join(buildDir, "server", "index.js"))) throw new Error(`web build missing at ${buildDir}: run npm run build first`);
  const first = await openTestDatabase();
  databases.push(first);
  // On PostgreSQL the second instance has its own pool on the same database, as a second server would.
  const second = first.url ? await openPostgres(first.url) : first;
  if (second !== first) databases.unshift(second);
  instances.push(await startInstance(first), await startInstance(second));
  const [newest] = await first.db
    .select({ id: newsArticles.id, title: newsArticles.title })
    .from(newsArticles)
    .where(and(eq(newsArticles.newsroom, "zh"), eq(newsArticles.published, true), lte(newsArticles.publishedAt, new Date())))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(1);
  article = newest!;
}, 240_000);

afterAll(async () => {
  for (const { app } of instances) await app.close();
  // The second handle (PostgreSQL) first: the first one's close drops the database.
  for (const database of databases) await database.close();
});

const detailPage = () => `/zh-hant/news-detail/${article.id}`;
const NEWSROOM_PAGE = "/zh-hant/news_zh";
const UNRELATED_PAGE = "/zh-hant/privacy";
const get = (instance: Instance, url: string) => instance.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
const detailApi = (instance: Instance) =>
  instance.app.inject({ method: "GET", url: `/api/v1.0/news/${article.id}`, headers: { "api-language": "zh_TW" } });

describe("cache invalidation on two instances", () => {
  it("serves an edited story's new title on both instances at once after the invalidation, and keeps unrelated pages", async () => {
    const db = databases[0]!.db;
    const [privacy] = await db.select({ title: sitePages.title }).from(sitePages).where(eq(sitePages.slug, "privacy"));
    const privacyTitle = privacy!.title.zh_TW!;
    // Warm the story's page, the newsroom's list and an unrelated page on both instances.
    for (const instance of instances) {
      const page = await get(instance, detailPage());
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(article.title);
      expect((await get(instance, NEWSROOM_PAGE)).body).toContain(article.title);
      expect((await get(instance, UNRELATED_PAGE)).body).toContain(privacyTitle);
    }

    // The story is edited, and, behind the caches' backs, the unrelated page too (nobody invalidates it).
    const newTitle = `Cache bus ${randomBytes(4).toString("hex")}`;
    await db.update(newsArticles).set({ title: newTitle }).where(eq(newsArticles.id, article.id));
    await db
      .update(sitePages)
      .set({ title: sql`jsonb_set(${sitePages.title}, '{zh_TW}', ${JSON.stringify("Changed behind the cache")}::jsonb)` })
      .where(eq(sitePages.slug, "privacy"));
    // Cached: both instances still show the old title until someone invalidates.
    for (const instance of instances) expect((await get(instance, detailPage())).body).toContain(article.title);

    const [a, b] = instances as [Instance, Instance];
    const sent = Date.now();
    await a.bus.invalidate(newsTags.ofArticle({ id: article.id, newsroom: "zh" }));
    await expect.poll(() => b.heard.length, { timeout: 1000, interval: 5 }).toBe(1);
    expect(b.heard[0]!.at - sent).toBeLessThan(1000);
    expect(b.heard[0]!.tags).toContain(newsTags.article(article.id));

    for (const instance of instances) {
      // The first request after the invalidation: no stale copy, on either instance.
      const page = await get(instance, detailPage());
      expect(page.body).toContain(newTitle);
      expect(page.body).not.toContain(article.title);
      expect((await get(instance, NEWSROOM_PAGE)).body).toContain(newTitle);
      expect(((await detailApi(instance)).json() as { data: { title: string } }).data.title).toBe(newTitle);
      // Still the cached copy: the unrelated page was not dropped.
      const unrelated = await get(instance, UNRELATED_PAGE);
      expect(unrelated.body).toContain(privacyTitle);
      expect(unrelated.body).not.toContain("Changed behind the cache");
    }
    article.title = newTitle;
  });

  it("answers 404 for an unpublished story on both instances at once after the invalidation", async () => {
    for (const instance of instances) expect((await get(instance, detailPage())).statusCode).toBe(200);
    await databases[0]!.db.update(newsArticles).set({ published: false }).where(eq(newsArticles.id, article.id));
    const [a, b] = instances as [Instance, Instance];
    const heardBefore = b.heard.length;
    await a.bus.invalidate(newsTags.ofArticle({ id: article.id, newsroom: "zh" }));
    await expect.poll(() => b.heard.length, { timeout: 1000, interval: 5 }).toBe(heardBefore + 1);
    for (const instance of instances) {
      const page = await get(instance, detailPage());
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain(article.title);
      expect((await detailApi(instance)).statusCode).toBe(404);
      expect((await get(instance, NEWSROOM_PAGE)).body).not.toContain(article.title);
    }
  });
});
