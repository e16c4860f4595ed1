import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisReports } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { ANALYSIS_LIMIT } from "./routes.ts";
import { pruneReports, REPORT_RETENTION_DAYS } from "./analysis-service.ts";

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const report = (payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: "POST", url: "/api/analysis/report", payload: payload as Record<string, unknown>, headers: { "user-agent": "vitest", ...headers } });

describe("POST /api/analysis/report", () => {
  it("stores a page error and a web-vitals measurement", async () => {
    expect((await report({ kind: "error", page: "/en/news-detail/1", message: "TypeError: x is undefined", source: "/assets/a.js:1:20" })).body.code).toBe(0);
    expect((await report({ kind: "vital", page: "/en/", name: "LCP", value: 1830.5 })).status).toBe(200);
    const rows = await t.database.db.select().from(analysisReports).where(eq(analysisReports.userAgent, "vitest"));
    expect(rows.map((r) => [r.kind, r.page, r.name, r.value, r.source])).toEqual([
      ["error", "/en/news-detail/1", "TypeError: x is undefined", null, "/assets/a.js:1:20"],
      ["vital", "/en/", "LCP", 1830.5, null],
    ]);
  });

  it("refuses a body over 4 KB with 413, and reports that are not a path or a known measurement", async () => {
    const big = await report({ kind: "error", page: "/en/", message: "x".repeat(5000) }, { "api-language": "en" });
    expect(big.status).toBe(413);
    expect(big.body.code).not.toBe(0);
    expect((await report({ kind: "error", page: "https://evil.example/", message: "x" })).status).toBe(400);
    expect((await report({ kind: "vital", page: "/en/", name: "FID", value: 1 })).status).toBe(400);
    expect((await report({ kind: "vital", page: "/en/", name: "CLS", value: -1 })).status).toBe(400);
  });

  it("keeps reports for 30 days", async () => {
    const old = new Date(Date.now() - (REPORT_RETENTION_DAYS + 1) * 86_400_000);
    await t.database.db.insert(analysisReports).values({ at: old, kind: "vital", page: "/old", name: "CLS", value: 0.1 });
    expect(await pruneReports(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(analysisReports).where(eq(analysisReports.page, "/old"))).toEqual([]);
  });

  it("refuses more than the limit of reports a minute from one address", async () => {
    const fresh = await createTestApp();
    try {
      const send = () => fresh.call({ method: "POST", url: "/api/analysis/report", payload: { kind: "vital", page: "/en/", name: "CLS", value: 0.02 } });
      for (let i = 0; i < ANALYSIS_LIMIT.max; i++) expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, {
      method: "POST",
      url: "/api/analysis/report",
      body: { kind: "vital", page: "/zh-hant/", name: "INP", value: 120 },
      fields: [
        { in: "body", name: "kind", kind: "enum" },
        { in: "body", name: "name", kind: "enum" },
        { in: "body", name: "page", kind: "slug" },
      ],
    });
  });
});
