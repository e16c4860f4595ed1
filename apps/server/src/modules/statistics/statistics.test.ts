import { and, eq, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statisticsDaily, statisticsEvents } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { STATISTICS_LIMIT, statisticsJobs } from "./routes.ts";
import { createStatisticsBuffer, RAW_RETENTION_DAYS } from "./statistics-service.ts";
import { macauDate, macauDayStart } from "../../platform/macau-time.ts";

const TOKEN = "report-token-for-tests-0123456789";
const DAY_MS = 86_400_000;
/**
 * The tests' days: Macao midnight a week after today, so after the demo week the seed has rolled up (the rollup
 * counts from where it last stopped) on whatever day the suite runs. `at(days, hours)` is `hours` into the day
 * `days` later; `dayOf` its Macao date.
 */
const BASE = macauDayStart(macauDate(new Date(Date.now() + 7 * DAY_MS)));
const at = (days: number, hours: number) => new Date(BASE.getTime() + days * DAY_MS + hours * 3_600_000);
const dayOf = (date: Date) => macauDate(date);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://portal.example.mo", STATISTICS_URL: "https://stats.example.mo/", STATS_REPORT_TOKEN: TOKEN, STATS_ROLLUP_MINUTES: "0" });
});
afterAll(() => t.close());

// Each call from an address of its own (TRUST_PROXY is off in tests: the limit counts the socket's address, so the
// limit test uses an app of its own).
const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: "POST", url: "/api/v2.0/statistics", payload, headers });
const settle = async (app: TestApp = t) => {
  await statisticsJobs(app.app).buffer.flush();
  return statisticsJobs(app.app).rollUp();
};
const report = (query: string, token = TOKEN) =>
  t.call({ method: "GET", url: `/api/v2.0/statistics/report${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function countOf(day: string, event: string, objectId: string, source = "pc", platform = "web") {
  const rows = await t.database.db
    .select({ count: statisticsDaily.count })
    .from(statisticsDaily)
    .where(and(eq(statisticsDaily.day, day), eq(statisticsDaily.event, event), eq(statisticsDaily.objectId, objectId), eq(statisticsDaily.source, source), eq(statisticsDaily.platform, platform)));
  return rows[0]?.count ?? 0;
}

describe("POST /api/v2.0/statistics", () => {
  it("accepts events into the buffer; the flush writes them raw and the rollup counts them per Macao day", async () => {
    const firstDay = dayOf(at(0, 0));
    const nextDay = dayOf(at(1, 0));
    t.clock.now = at(0, 23.5); // 23:30 in Macao
    const first = await send({ event: "ad_click", object_id: 42, source: "pc", platform: "web" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 0, data: null });
    expect(first.headers["cache-control"]).toBe("no-store");
    await send({ event: "ad_click", object_id: "42" }, { "api-language": "en" });
    await send({ event: "ad_click", object_id: 42, source: "mobile" });
    await send({ event: "page" });
    // Written raw by the flush (the buffer's own timer may have flushed some already: every second), counted per day
    // only by the rollup.
    await statisticsJobs(t.app).buffer.flush();
    const raw = await t.database.db.$count(statisticsEvents, and(eq(statisticsEvents.event, "ad_click"), eq(statisticsEvents.objectId, "42")));
    expect(raw).toBe(3);
    expect(await countOf(firstDay, "ad_click", "42")).toBe(0);

    t.clock.now = at(1, 0.5); // 00:30 the next day in Macao
    await send({ event: "ad_click", object_id: 42 });
    await settle();
    expect(await countOf(firstDay, "ad_click", "42")).toBe(2);
    expect(await countOf(firstDay, "ad_click", "42", "mobile")).toBe(1);
    expect(await countOf(firstDay, "page", "")).toBe(1);
    expect(await countOf(nextDay, "ad_click", "42")).toBe(1);
    // The rollup is idempotent.
    await settle();
    expect(await countOf(firstDay, "ad_click", "42")).toBe(2);
  });

  it("takes an array of up to 50 events in one request, each counted", async () => {
    t.clock.now = at(2, 12);
    const batch = [
      { event: "ad_view", object_id: 77 },
      { event: "ad_view", object_id: 77 },
      { event: "ad_click", object_id: 77 },
    ];
    expect((await send(batch as unknown as Record<string, unknown>)).status).toBe(200);
    const tooMany = await send(Array.from({ length: 51 }, () => ({ event: "page" })) as unknown as Record<string, unknown>);
    expect(tooMany.status).toBe(400);
    expect((await send([{ event: "page" }, { event: "purchase" }] as unknown as Record<string, unknown>)).status).toBe(400);
    expect((await send([] as unknown as Record<string, unknown>)).status).toBe(400);
    await settle();
    expect(await countOf(dayOf(at(2, 0)), "ad_view", "77")).toBe(2);
    expect(await countOf(dayOf(at(2, 0)), "ad_click", "77")).toBe(1);
  });

  it("lets the website's origin send events across origins, and no other", async () => {
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/v2.0/statistics",
      headers: { origin: "https://portal.example.mo", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://portal.example.mo");
    expect(preflight.headers["access-control-allow-headers"]).toMatch(/Api-Language/);
    const ours = await send({ event: "banner", object_id: 7 }, { origin: "https://portal.example.mo" });
    expect(ours.headers["access-control-allow-origin"]).toBe("https://portal.example.mo");
    const theirs = await send({ event: "banner", object_id: 7 }, { origin: "https://elsewhere.example" });
    expect(theirs.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("refuses unknown events in the request's language", async () => {
    const res = await send({ event: "purchase" }, { "api-language": "pt" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("O parâmetro event não é válido");
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, {
      method: "POST",
      url: "/api/v2.0/statistics",
      body: { event: "page", object_id: "news-detail/1", source: "pc", platform: "web" },
      fields: [
        { in: "body", name: "event", kind: "enum" },
        { in: "body", name: "source", kind: "enum" },
        { in: "body", name: "platform", kind: "enum" },
        { in: "body", name: "object_id", kind: "text" },
      ],
    });
  });
});

describe("statistics report", () => {
  it("counts N events posted, after the flush and the rollup, per page, article, advert and banner, as JSON and CSV", async () => {
    t.clock.now = at(3, 12);
    const day = dayOf(t.clock.now);
    const N = 57; // below the per-address limit of a minute
    const events = [
      ...Array.from({ length: N - 17 }, () => ({ event: "page", object_id: "/en/news-detail/901" })),
      ...Array.from({ length: 5 }, () => ({ event: "page", object_id: "/zh-hant/news-detail/901" })),
      ...Array.from({ length: 4 }, () => ({ event: "page", object_id: "/pt/program/all_program" })),
      ...Array.from({ length: 3 }, () => ({ event: "ad_view", object_id: 31 })),
      ...Array.from({ length: 2 }, () => ({ event: "ad_click", object_id: 31 })),
      ...Array.from({ length: 3 }, () => ({ event: "banner", object_id: 8 })),
    ];
    expect(events).toHaveLength(N);
    const fresh = await createTestApp({ STATS_REPORT_TOKEN: TOKEN, STATS_ROLLUP_MINUTES: "0" });
    try {
      fresh.clock.now = t.clock.now;
      const answers = await Promise.all(events.map((payload) => fresh.call({ method: "POST", url: "/api/v2.0/statistics", payload })));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      await settle(fresh);
      const res = await fresh.call({ method: "GET", url: `/api/v2.0/statistics/report?from=${day}&to=${day}`, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      const data = res.body.data as { items: { kind: string; objectId: string; views: number; clicks: number }[] };
      expect(data.items.reduce((sum, row) => sum + row.views + row.clicks, 0)).toBe(N);
      expect(data.items).toEqual([
        { day, kind: "page", objectId: "/pt/program/all_program", views: 4, clicks: 0 },
        { day, kind: "article", objectId: "901", views: N - 12, clicks: 0 },
        { day, kind: "advert", objectId: "31", views: 3, clicks: 2 },
        { day, kind: "banner", objectId: "8", views: 3, clicks: 0 },
      ]);
      const csv = await fresh.app.inject({ method: "GET", url: `/api/v2.0/statistics/report?from=${day}&to=${day}&format=csv`, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
      expect(csv.headers["cache-control"]).toBe("no-store");
      expect(csv.body.split("\r\n")).toEqual([
        "day,kind,object_id,views,clicks",
        `${day},page,/pt/program/all_program,4,0`,
        `${day},article,901,${N - 12},0`,
        `${day},advert,31,3,2`,
        `${day},banner,8,3,0`,
        "",
      ]);
    } finally {
      await fresh.close();
    }
  });

  it("is refused without the right bearer token, and refused to everyone when no token is set", async () => {
    expect((await report("", "")).status).toBe(401);
    const wrong = await report("", "not-the-token-at-all-00000");
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).not.toBe(0);
    expect((await report("")).status).toBe(200);
    const unset = await createTestApp();
    try {
      const res = await unset.call({ method: "GET", url: "/api/v2.0/statistics/report", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(403);
      expect(res.body.code).not.toBe(0);
    } finally {
      await unset.close();
    }
  });

  it("refuses a range that ends before it starts", async () => {
    const res = await report("?from=2026-12-05&to=2026-12-01");
    expect(res.status).toBe(400);
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v2.0/statistics/report",
      headers: { authorization: `Bearer ${TOKEN}` },
      query: { from: "2026-12-01", to: "2026-12-05", format: "json" },
      fields: [
        { in: "query", name: "from", kind: "date" },
        { in: "query", name: "to", kind: "date" },
        { in: "query", name: "format", kind: "enum" },
      ],
    });
  });
});

describe("statistics retention", () => {
  it("prunes raw events older than 90 days and keeps their daily counts", async () => {
    const now = at(100, 12);
    const old = new Date(now.getTime() - (RAW_RETENTION_DAYS + 1) * 86_400_000);
    const recent = new Date(now.getTime() - (RAW_RETENTION_DAYS - 1) * 86_400_000);
    const fresh = await createTestApp({ STATS_ROLLUP_MINUTES: "0" });
    try {
      const db = fresh.database.db;
      const row = (at: Date, day: string) => ({ at, day, event: "page", objectId: "/en/retention", source: "pc", platform: "web" });
      await db.insert(statisticsEvents).values([row(old, dayOf(old)), row(old, dayOf(old)), row(recent, dayOf(recent))]);
      fresh.clock.now = old;
      await statisticsJobs(fresh.app).rollUp(); // the old day rolled up while it was recent
      fresh.clock.now = now;
      const cutoff = new Date(now.getTime() - RAW_RETENTION_DAYS * 86_400_000);
      const [older] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(statisticsEvents).where(lt(statisticsEvents.at, cutoff));
      expect(older!.n).toBeGreaterThanOrEqual(2); // ours, and the demo week's
      const result = await statisticsJobs(fresh.app).rollUp();
      expect(result.pruned).toBe(older!.n);
      const left = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(statisticsEvents).where(eq(statisticsEvents.objectId, "/en/retention"));
      expect(left[0]!.n).toBe(1);
      const daily = await db.select().from(statisticsDaily).where(eq(statisticsDaily.objectId, "/en/retention"));
      expect(daily.map((d) => [d.day, d.count]).sort()).toEqual([
        [dayOf(old), 2],
        [dayOf(recent), 1],
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe("the statistics buffer", () => {
  it("refuses events beyond its bound until a flush makes room, and writes what it held on close", async () => {
    const fresh = await createTestApp({ STATS_ROLLUP_MINUTES: "0" });
    try {
      const buffer = createStatisticsBuffer(fresh.database.db, { maxEvents: 3, flushAt: 1000, flushEveryMs: 60_000, onError: () => undefined });
      const event = { event: "page" as const, object_id: "/en/bounded", source: "pc" as const, platform: "web" as const };
      const at = new Date();
      expect([1, 2, 3, 4].map(() => buffer.accept(event, at))).toEqual([true, true, true, false]);
      expect(await buffer.flush()).toBe(3);
      expect(buffer.accept(event, at)).toBe(true);
      await buffer.close();
      const rows = await fresh.database.db.select().from(statisticsEvents).where(eq(statisticsEvents.objectId, "/en/bounded"));
      expect(rows).toHaveLength(4);
    } finally {
      await fresh.close();
    }
  });
});

describe("statistics rate limit", () => {
  it("refuses a client that sends more than the limit of events in a minute, and counts none of the refused", async () => {
    const fresh = await createTestApp({ STATS_ROLLUP_MINUTES: "0" });
    try {
      const post = () => fresh.call({ method: "POST", url: "/api/v2.0/statistics", payload: { event: "page", object_id: "/limit" }, headers: { "api-language": "en" } });
      for (let i = 0; i < STATISTICS_LIMIT.max; i++) expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.body.code).not.toBe(0);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // Without TRUST_PROXY a client cannot escape the limit by naming another address.
      const spoofed = await fresh.call({ method: "POST", url: "/api/v2.0/statistics", payload: { event: "page", object_id: "/limit" }, headers: { "x-forwarded-for": "203.0.113.7" } });
      expect(spoofed.status).toBe(429);
      await settle(fresh);
      const [row] = await fresh.database.db
        .select({ count: sql<number>`sum(${statisticsDaily.count})`.mapWith(Number) })
        .from(statisticsDaily)
        .where(and(eq(statisticsDaily.event, "page"), eq(statisticsDaily.objectId, "/limit")));
      expect(row?.count).toBe(STATISTICS_LIMIT.max);
    } finally {
      await fresh.close();
    }
  });

  it("behind one trusted proxy (TRUST_PROXY=1) counts the address it appended, whatever the client writes before it", async () => {
    const fresh = await createTestApp({ STATS_ROLLUP_MINUTES: "0", TRUST_PROXY: "1" });
    try {
      // A new address of the client's choosing on every call; the proxy appends the one it saw, 198.51.100.20.
      const post = (i: number) =>
        fresh.call({ method: "POST", url: "/api/v2.0/statistics", payload: { event: "page", object_id: "/proxied" }, headers: { "x-forwarded-for": `203.0.${i >> 8}.${i & 255}, 198.51.100.20` } });
      for (let i = 0; i < STATISTICS_LIMIT.max; i++) expect((await post(i)).status).toBe(200);
      expect((await post(STATISTICS_LIMIT.max)).status).toBe(429);
      // Another reader behind the same proxy is counted on their own.
      const other = await fresh.call({ method: "POST", url: "/api/v2.0/statistics", payload: { event: "page", object_id: "/proxied" }, headers: { "x-forwarded-for": "198.51.100.21" } });
      expect(other.status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
