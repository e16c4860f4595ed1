import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { configSchema } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { newsArticles } from "../news/tables.ts";
import { createDbKvStore } from "../../kv/db-store.ts";
import { defaultWebBuildDir } from "../../platform/ssr.ts";
import { openTestDatabase } from "../../test/app.ts";

// Issue 21: the search page took the spaces out of "grand prix" (its address was redirected to "grandprix", which
// finds nothing). Rendered from the production web build, as platform/ssr.test.ts does: `npm run build` first.
const buildDir = defaultWebBuildDir(join(dirname(fileURLToPath(import.meta.url)), "../.."));

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  if (!existsSync(join(buildDir, "server", "index.js"))) throw new Error(`web build missing at ${buildDir}: run npm run build first`);
  const config = configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "0" });
  database = await openTestDatabase();
  app = await buildApp({ config, database, kv: createDbKvStore(database.db), ssr: true, logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const titleOf = async (id: number) => (await database.db.select({ title: newsArticles.title }).from(newsArticles).where(eq(newsArticles.id, id)))[0]!.title;
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("the search page with several words", () => {
  it.each([
    ["en", "en", "grand prix", "Search results for “grand prix”"],
    ["pt", "pt", "grande prémio", "Resultados para «grande prémio»"],
  ])("/%s/search finds the demo's Grand Prix story by its words", async (lang, locale, words, heading) => {
    // The story the API finds for these words (modules/search/search.test.ts holds that it is the seed's).
    const api = await app.inject({ method: "GET", url: `/api/v1.0/search/?Keywords=${encodeURIComponent(words)}`, headers: { "api-language": locale } });
    const first = (api.json() as { data: { items: { id: number }[] } }).data.items[0];
    expect(first, words).toBeDefined();
    const title = await titleOf(first!.id);

    const page = await app.inject({ method: "GET", url: `/${lang}/search?keyword=${encodeURIComponent(words)}` });
    expect(page.statusCode, page.headers.location as string).toBe(200);
    expect(page.body).toContain(`/${lang}/news-detail/${first!.id}`);
    expect(page.body).toContain(heading);
    expect(page.body.replace(/<\/?(mark|span)>/g, "")).toContain(escaped(title));
  });

  it("reads the address's text as the search forms send it: Chinese spaces removed, Latin words kept apart", async () => {
    const spaced = await app.inject({ method: "GET", url: `/en/search?keyword=${encodeURIComponent("  grand   prix ")}` });
    expect(spaced.statusCode).toBe(200);
    expect(spaced.body).toContain("Search results for “grand prix”");
    const mixed = await app.inject({ method: "GET", url: `/zh-hant/search?keyword=${encodeURIComponent("澳門 格蘭披治 grand prix")}` });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.body).toContain("「澳門格蘭披治 grand prix」的搜尋結果");
  });
});
