import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "@portal/contract/api-client";
import { GET } from "@portal/contract/endpoint";
import { inProcessApi } from "./in-process-api.ts";
import { PAGE_RENDER_HEADER } from "./ssr-request.ts";

const shared = GET("/api/shared").returns<{ n: number; list: number[] }>();
const personal = GET("/api/personal").returns<{ n: number }>();

async function setup(renderCacheMs: number) {
  const app = Fastify({ logger: false });
  const counts = { shared: 0, personal: 0, renderHeader: 0 };
  app.get("/api/shared", async (request, reply) => {
    counts.shared += 1;
    if (request.headers[PAGE_RENDER_HEADER] === "1") counts.renderHeader += 1;
    reply.header("cache-control", "public, max-age=60");
    return { code: 0, message: "OK", data: { n: counts.shared, lang: request.headers["api-language"], list: [1, 2] } };
  });
  app.get("/api/personal", async (_request, reply) => {
    counts.personal += 1;
    reply.header("cache-control", "no-store");
    return { code: 0, message: "OK", data: { n: counts.personal } };
  });
  const clock = { now: 1_000 };
  const transport = inProcessApi(app, { renderCacheMs, now: () => clock.now }).transportFor();
  const client = (locale: "zh_TW" | "en", token?: string) => createApiClient({ transport, getLocale: () => locale, getMemberToken: () => token });
  opened.push(app);
  return { counts, clock, client, transport };
}
const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

describe("the in-process API of page renders", () => {
  it("shares a public answer between renders for its time, per language, then asks again", async () => {
    const { counts, clock, client } = await setup(10_000);
    const zh = client("zh_TW");
    expect((await zh.call(shared)).data.n).toBe(1);
    expect((await zh.call(shared)).data.n).toBe(1);
    expect((await client("en").call(shared)).data.n).toBe(2);
    expect(counts.renderHeader).toBe(2); // the API can tell a page render
    clock.now += 25_000; // past fresh and stale
    expect((await zh.call(shared)).data.n).toBe(3);
  });

  it("never shares an answer that is not public, nor a call that carries a member token", async () => {
    const { counts, client } = await setup(10_000);
    await client("zh_TW").call(personal);
    await client("zh_TW").call(personal);
    expect(counts.personal).toBe(2);
    await client("zh_TW", "token-a").call(shared);
    await client("zh_TW", "token-b").call(shared);
    expect(counts.shared).toBe(2);
  });

  it("never shares a call that carries a cookie (a console page's staff session), even at once with another", async () => {
    const { counts, transport } = await setup(10_000);
    const withCookie = (cookie: string) =>
      createApiClient({ transport: (request) => transport({ ...request, headers: { ...request.headers, cookie } }), getLocale: () => "zh_TW" });
    const answers = await Promise.all([withCookie("console_session=a").call(shared), withCookie("console_session=b").call(shared)]);
    expect(answers.map((a) => a.data.n).sort()).toEqual([1, 2]);
    await withCookie("console_session=a").call(shared);
    expect(counts.shared).toBe(3);
  });

  it("gives every render its own copy: one render changing its data does not change another's", async () => {
    const { client } = await setup(10_000);
    const first = await client("zh_TW").call(shared);
    first.data.list.push(99);
    expect((await client("zh_TW").call(shared)).data.list).toEqual([1, 2]);
  });

  it("asks every time when the render cache is off", async () => {
    const { counts, client } = await setup(0);
    await client("zh_TW").call(shared);
    await client("zh_TW").call(shared);
    expect(counts.shared).toBe(2);
  });
});

describe("the render cache's tags", () => {
  it("hands each render the tags of the answers it used and drops the shared answers of an invalidated tag only", async () => {
    const app = Fastify({ logger: false });
    opened.push(app);
    const counts = { article: 0, other: 0 };
    app.get("/api/article", async (_request, reply) => {
      counts.article += 1;
      reply.header("cache-control", "public, max-age=60").header("cache-tag", "news:article:42,news:lists");
      return { code: 0, message: "OK", data: { n: counts.article } };
    });
    app.get("/api/other", async (_request, reply) => {
      counts.other += 1;
      reply.header("cache-control", "public, max-age=60");
      return { code: 0, message: "OK", data: { n: counts.other } };
    });
    const api = inProcessApi(app, { renderCacheMs: 10_000 });
    const seen: string[] = [];
    const client = createApiClient({ transport: api.transportFor((tags) => seen.push(...tags)), getLocale: () => "en" });
    const article = GET("/api/article").returns<{ n: number }>();
    const other = GET("/api/other").returns<{ n: number }>();
    await client.call(article);
    await client.call(other);
    await client.call(article); // shared: its tags are handed on all the same
    expect(seen).toEqual(["news:article:42", "news:lists", "news:article:42", "news:lists"]);
    api.cache.invalidate(["news:article:42"]);
    expect((await client.call(article)).data.n).toBe(2);
    expect((await client.call(other)).data.n).toBe(1);
    expect(counts).toEqual({ article: 2, other: 1 });
  });
});
