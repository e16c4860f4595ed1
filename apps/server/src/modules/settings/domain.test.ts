import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainInfo } from "@portal/contract/schemas/common";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://portal.example.mo", STATISTICS_URL: "https://stats.example.mo/" });
});
afterAll(() => t.close());

describe("GET /api/v1/common/get-domain", () => {
  it("answers where the website, the API, statistics, uploads and live streams live", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1/common/get-domain", headers: { "api-language": "en" } });
    expect(res.body.data as DomainInfo).toEqual({
      web: "https://portal.example.mo",
      api: "https://portal.example.mo",
      statistics: "https://stats.example.mo",
      uploads: "https://portal.example.mo/uploads",
      live: "https://portal.example.mo/live-media",
    });
    expect(res.headers["cache-control"]).toMatch(/^public/);
    const zh = await t.call({ method: "GET", url: "/api/v1/common/get-domain" });
    expect(zh.body).toMatchObject({ code: 0, message: "成功" });
  });

  it("sends statistics to the same server when STATISTICS_URL is not set", async () => {
    const plain = await createTestApp({ PUBLIC_URL: "http://localhost:3000" });
    try {
      const data = (await plain.call({ method: "GET", url: "/api/v1/common/get-domain" })).body.data as DomainInfo;
      expect(data.statistics).toBe("http://localhost:3000");
    } finally {
      await plain.close();
    }
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1/common/get-domain" });
  });
});
