import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MenuItem, MenuResponse } from "@portal/contract/schemas/common";
import type { NewsListResponse } from "@portal/contract/schemas/news";
import { createTestApp, type TestApp } from "../../test/app.ts";

// Issue 21: the demo's news menu lists each newsroom's own categories under its entry (Chinese, English and
// Portuguese news), each naming its newsroom's language, so that every menu offers every newsroom's lists.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEWSROOMS = [
  { lang: "zh", path: "news_zh", locale: "zh_TW" },
  { lang: "en", path: "news_en", locale: "en" },
  { lang: "pt", path: "news_pt", locale: "pt" },
] as const;

async function call<T>(url: string, language: string): Promise<T> {
  const res = await t.call({ method: "GET", url, headers: { "api-language": language } });
  expect(res.status, url).toBe(200);
  return res.body.data as T;
}

describe("the demo news menu", () => {
  it("lists under each newsroom's entry the categories that newsroom writes in, in its language, in every menu", async () => {
    for (const reader of ["zh_TW", "zh_CN", "en", "pt"]) {
      const { menu } = await call<MenuResponse>("/api/v1.0/cms/menu", reader);
      const news = menu.find((entry) => entry.path === "news_zh" && entry.extra.lang === null)!;
      for (const room of NEWSROOMS) {
        const entry: MenuItem | undefined = news.chilrends.find((child) => child.path === room.path && child.extra.lang === room.lang);
        expect(entry, `${reader}: ${room.path}`).toBeDefined();
        const categories = entry!.chilrends;
        expect(categories.length, `${reader}: ${room.path} has its categories`).toBeGreaterThan(0);
        for (const category of categories) {
          expect(category.path, `${reader}: ${room.path}`).toMatch(/^news-list\?category=[a-z-]+$/);
          expect(category.extra.lang, `${reader}: ${category.path} opens in the newsroom's language`).toBe(room.lang);
        }
      }
    }
  });

  it("offers exactly the categories each newsroom has stories in", async () => {
    const { menu } = await call<MenuResponse>("/api/v1.0/cms/menu", "en");
    const news = menu.find((entry) => entry.path === "news_zh" && entry.extra.lang === null)!;
    const categories = await call<Array<{ slug: string }>>("/api/v1.0/news/categories", "en");
    for (const room of NEWSROOMS) {
      const listed = news.chilrends.find((child) => child.path === room.path)!.chilrends.map((c) => c.path!.split("=")[1]);
      const withStories: string[] = [];
      for (const { slug } of categories) {
        const list = await call<NewsListResponse>(`/api/v1.0/news?Category=${slug}&PageSize=1`, room.locale);
        if (list.total > 0) withStories.push(slug);
      }
      expect(listed, room.path).toEqual(withStories);
    }
  });
});
