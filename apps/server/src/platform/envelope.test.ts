import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("API conventions", () => {
  it("answers an unknown API path with a 404 envelope in the request's language", async () => {
    const zh = await t.call({ method: "GET", url: "/api/v1.0/no-such-thing" });
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: 404, message: "找不到所請求的資源", data: null });
    const en = await t.call({ method: "GET", url: "/api/v1.0/no-such-thing", headers: { "api-language": "en" } });
    expect(en.body.message).toBe("The requested resource was not found");
    const pt = await t.call({ method: "POST", url: "/api/v9/x", headers: { "api-language": "pt" } });
    expect(pt.status).toBe(404);
    expect(pt.body.message).toMatch(/não foi encontrado/);
  });

  it("wraps success as {code: 0, message, data}", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1.0/cms/menu", headers: { "api-language": "zh_CN" } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.message).toBe("成功");
    expect(res.body.data).toHaveProperty("menu");
  });

  it("answers /healthz and /readyz", async () => {
    expect((await t.call({ method: "GET", url: "/healthz" })).status).toBe(200);
    const ready = await t.call({ method: "GET", url: "/readyz" });
    expect(ready.status).toBe(200);
  });

  it("sends a request id on every answer, keeping a well-formed incoming one", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "abc-123" } });
    expect(res.headers["x-request-id"]).toBe("abc-123");
    const other = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "bad id with spaces" } });
    expect(other.headers["x-request-id"]).not.toBe("bad id with spaces");
  });
});
