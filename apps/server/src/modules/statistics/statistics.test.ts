import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statisticsDaily } from "../../db/schema/statistics.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { STATISTICS_LIMIT } from "./routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://portal.example.mo", STATISTICS_URL: "https://stats.example.mo/" });
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: "POST", url: "/api/v2.0/statistics", payload, headers });

async function countOf(day: string, event: string, objectId: string, source = "pc", platform = "web") {
  const rows = await t.database.db
    .select({ count: statisticsDaily.count })
    .from(statisticsDaily)
    .where(
      and(
        eq(statisticsDaily.day, day),
        eq(statisticsDaily.event, event),
        eq(statisticsDaily.objectId, objectId),
        eq(statisticsDaily.source, source),
        eq(statisticsDaily.platform, platform),
      ),
    );
  return rows[0]?.count ?? 0;
}

describe("POST /api/v2.0/statistics", () => {
  it("counts events per Macao day, event, object, source and platform", async () => {
    t.clock.now = new Date("2026-11-22T15:30:00Z"); // 23:30 on 22 November in Macao
    const first = await send({ event: "ad_click", object_id: 42, source: "pc", platform: "web" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 0, data: null });
    expect(first.headers["cache-control"]).toBe("no-store");
    await send({ event: "ad_click", object_id: "42" }, { "api-language": "en" });
    await send({ event: "ad_click", object_id: 42, source: "mobile" });
    await send({ event: "page" });
    expect(await countOf("2026-11-22", "ad_click", "42")).toBe(2);
    expect(await countOf("2026-11-22", "ad_click", "42", "mobile")).toBe(1);
    expect(await countOf("2026-11-22", "page", "")).toBe(1);

    t.clock.now = new Date("2026-11-22T16:30:00Z"); // 00:30 on 23 November in Macao
    await send({ event: "ad_click", object_id: 42 });
    expect(await countOf("2026-11-23", "ad_click", "42")).toBe(1);
    expect(await countOf("2026-11-22", "ad_click", "42")).toBe(2);
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

describe("statistics rate limit", () => {
  it("refuses a client that sends more than the limit of events in a minute, and counts none of the refused", async () => {
    const fresh = await createTestApp();
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
      const [row] = await fresh.database.db
        .select({ count: statisticsDaily.count })
        .from(statisticsDaily)
        .where(and(eq(statisticsDaily.event, "page"), eq(statisticsDaily.objectId, "/limit")));
      expect(row?.count).toBe(STATISTICS_LIMIT.max);
    } finally {
      await fresh.close();
    }
  });
});
