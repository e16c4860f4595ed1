import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageTemplate } from "@portal/contract/schemas/common";
import { messageTemplates } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, language = "zh_TW") => t.call({ method: "GET", url, headers: { "api-language": language } });

describe("GET /api/v1.0/common/message-template", () => {
  beforeAll(async () => {
    await t.database.db.delete(messageTemplates);
    await t.database.db.insert(messageTemplates).values({
      slug: "cookies_content",
      title: { zh_TW: "私隱聲明", en: "Privacy notice", pt: "Aviso de privacidade" },
      content: { zh_TW: "<p>本網站使用Cookies以改善瀏覽體驗。</p>", en: "<p>This site uses cookies.</p>", pt: "<p>Este sítio utiliza cookies.</p>" },
    });
  });

  it("answers a template by slug in the request's language", async () => {
    const zh = await get("/api/v1.0/common/message-template?slug=cookies_content");
    expect(zh.body.data as MessageTemplate).toEqual({ slug: "cookies_content", title: "私隱聲明", content: "<p>本網站使用Cookies以改善瀏覽體驗。</p>" });
    const pt = await get("/api/v1.0/common/message-template?slug=cookies_content", "pt");
    expect((pt.body.data as MessageTemplate).content).toBe("<p>Este sítio utiliza cookies.</p>");
    const hans = await get("/api/v1.0/common/message-template?slug=cookies_content", "zh_CN");
    expect((hans.body.data as MessageTemplate).title).toBe("私隐声明");
    expect((hans.body.data as MessageTemplate).content).toBe("<p>本网站使用Cookies以改善浏览体验。</p>");
  });

  it("answers a 404 envelope for an unknown slug", async () => {
    const res = await get("/api/v1.0/common/message-template?slug=no_such_template", "pt");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: "O recurso pedido não foi encontrado", data: null });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/common/message-template",
      query: { slug: "cookies_content" },
      fields: [{ in: "query", name: "slug", kind: "slug" }],
    });
  });
});
