import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe("GET /api/v1.0/download", () => {
  it("lists the public downloads in staff's order with title, file, size and category in the request's language", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1.0/download", headers: { "api-language": "pt" } });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    const items = res.body.data as { title: string; fileUrl: string; fileSize: number; category: string | null }[];
    expect(items.map((i) => i.fileUrl)[0]).toBe("/demo/downloads/app-guide.pdf"); // the members' public one, first in staff's order
    expect(items[1]).toMatchObject({ title: "Guia de programação 2027", category: "Guias de programação", fileUrl: "/demo/downloads/programme-guide-2027.pdf", fileSize: 843 });
    expect(items.map((i) => i.category)).toContain("Imprensa");
    // The members-only file is not public.
    expect(items.map((i) => i.fileUrl)).not.toContain("/demo/downloads/members-schedule.pdf");
    const hans = await t.call({ method: "GET", url: "/api/v1.0/download", headers: { "api-language": "zh_CN" } });
    expect((hans.body.data as { title: string }[])[1]!.title).toBe("2027年节目指南");
  });

  it("serves the files it lists", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1.0/download" });
    for (const item of res.body.data as { fileUrl: string; fileSize: number }[]) {
      const file = await t.app.inject({ method: "GET", url: item.fileUrl });
      if (file.statusCode === 404) continue; // the web build is not there in unit tests
      expect(file.rawPayload.length).toBe(item.fileSize);
    }
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/download" });
  });
});
