import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsArticles } from "../news/tables.ts";
import { programmes } from "../program/tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { statisticsJobs } from "../statistics/routes.ts";

type Board = { news: Record<"day" | "week", { id: number; title: string; url: string; count: number }[]>; programmes: Record<"day" | "week", { id: number; title: string; url: string; count: number }[]> };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATS_ROLLUP_MINUTES: "0" });
});
afterAll(() => t.close());

const board = async (query = "", language = "en") => {
  const res = await t.call({ method: "GET", url: `/api/v1.0/common/leader-board${query}`, headers: { "api-language": language } });
  expect(res.status).toBe(200);
  return res.body.data as Board;
};

describe("GET /api/v1.0/common/leader-board", () => {
  it("shows the demo week's most read news and most played programmes, most first", async () => {
    const data = await board();
    for (const list of [data.news.day, data.news.week, data.programmes.day, data.programmes.week]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list.map((i) => i.count)).toEqual([...list.map((i) => i.count)].sort((a, b) => b - a));
    }
    expect(data.news.week.every((i) => /^\/en\/news-detail\/\d+$/.test(i.url))).toBe(true); // the reader's newsroom only
    expect(data.programmes.week[0]!.url).toMatch(/^\/en\/program-detail\//);
  });

  it("ranks a story read today above the rest, its pages in every language counted together, once rolled up", async () => {
    const [story] = await t.database.db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.newsroom, "zh")).orderBy(sql`${newsArticles.publishedAt} asc`).limit(1);
    const before = (await board("?limit=10", "zh_TW")).news.day.find((i) => i.id === story!.id)?.count ?? 0;
    const top = (await board("?limit=1", "zh_TW")).news.day[0]!.count;
    const extra = top - before + 3;
    const paths = [`/zh-hant/news-detail/${story!.id}`, `/zh-hans/news-detail/${story!.id}`];
    const buffer = statisticsJobs(t.app).buffer;
    for (let i = 0; i < extra; i++) buffer.accept({ event: "page", object_id: paths[i % 2]!, source: "pc", platform: "web" }, t.clock.now);
    expect((await board("?limit=10", "zh_TW")).news.day.find((i) => i.id === story!.id)?.count ?? 0).toBe(before); // not yet rolled up
    await buffer.flush();
    await statisticsJobs(t.app).rollUp();
    const after = await board("?limit=1", "zh_TW");
    expect(after.news.day[0]).toMatchObject({ id: story!.id, count: before + extra, url: `/zh-hant/news-detail/${story!.id}` });
  });

  it("counts a programme's plays since today's first reading", async () => {
    const [show] = await t.database.db.select({ id: programmes.id, plays: programmes.playCount }).from(programmes).where(eq(programmes.published, true)).orderBy(sql`${programmes.id} desc`).limit(1);
    const before = (await board("?limit=10")).programmes.day.find((i) => i.id === show!.id)?.count ?? 0;
    await t.database.db.update(programmes).set({ playCount: Number(show!.plays) + 1000 }).where(eq(programmes.id, show!.id));
    const after = await board("?limit=1");
    expect(after.programmes.day[0]).toMatchObject({ id: show!.id, count: before + 1000 });
    expect(after.programmes.week[0]!.id).toBe(show!.id);
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/common/leader-board",
      query: { limit: 5 },
      fields: [{ in: "query", name: "limit", kind: "pageSize" }],
    });
  });
});
