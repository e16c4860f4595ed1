import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MenuItem, MenuResponse } from "@portal/contract/schemas/common";
import { menuItems } from "./tables.ts";
import { siteSettings } from "../settings/tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
const ids: Record<string, number> = {};

async function item(name: string, values: Partial<typeof menuItems.$inferInsert> & { title: typeof menuItems.$inferInsert["title"] }) {
  const [row] = await t.database.db.insert(menuItems).values({ menu: "main", ...values }).returning({ id: menuItems.id });
  ids[name] = row!.id;
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(menuItems);
  const news = await item("news", { title: { zh_TW: "新聞", en: "News", pt: "Notícias" }, path: "news_zh", sortOrder: 2, icon: "/icons/news.svg" });
  await item("home", { title: { zh_TW: "首頁", en: "Home", pt: "Início" }, path: "", sortOrder: 1 });
  const local = await item("local", { parentId: news, title: { zh_TW: "本地新聞", en: "Local" }, path: "/news-list", cover: "/demo/local.jpg" });
  await item("deep", { parentId: local, title: { zh_TW: "社會", en: "Society" }, path: "news-topic/society", mark: "hot" });
  await item("tooDeep", { parentId: ids.deep, title: { zh_TW: "第四層" }, path: "x" });
  await item("hidden", { parentId: news, title: { zh_TW: "舊聞", en: "Archive" }, path: "news-archive", isHidden: true, sortOrder: 5 });
  await item("external", {
    parentId: news,
    title: { zh_TW: "澳門廣播電視", en: "TDM" },
    url: "https://www.tdm.com.mo/",
    urls: { zh_TW: "https://www.tdm.com.mo/zh-hant/", en: "https://www.tdm.com.mo/en/", pt: "javascript:alert(1)" },
    newWindow: true,
    sortOrder: 6,
  });
  await item("english", { parentId: news, title: { zh_TW: "英文新聞", en: "English News" }, path: "news_en", lang: "en", sortOrder: 7 });
  await item("oddLang", { parentId: news, title: { zh_TW: "怪" }, path: "news_zh", lang: "klingon", sortOrder: 8 });
  await item("badLink", { title: { zh_TW: "壞連結" }, url: "javascript:alert(1)", sortOrder: 9 });
  await item("orphan", { parentId: 999_999, title: { zh_TW: "孤兒" } });
  await item("footLeft", { menu: "foot_left", title: { zh_TW: "關於我們", en: "About us" }, path: "about_us" });
  await item("footRight", { menu: "foot_right", title: { zh_TW: "聯絡我們", en: "Contact us" }, path: "contact_us" });
  await item("app", { menu: "foot_app", title: { zh_TW: "App Store" }, url: "https://apps.apple.com/app/tdm", newWindow: true, icon: "/icons/app-store.svg" });
  await t.database.db
    .insert(siteSettings)
    .values({ key: "foot_copyright", value: { zh_TW: "<p>版權所有 © 澳廣視</p>", en: "<p>Copyright © TDM</p>" } })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: { zh_TW: "<p>版權所有 © 澳廣視</p>", en: "<p>Copyright © TDM</p>" } } });
});
afterAll(() => t.close());

async function menuIn(language: string): Promise<MenuResponse> {
  const res = await t.call({ method: "GET", url: "/api/v1.0/cms/menu", headers: { "api-language": language } });
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toMatch(/^public, max-age=60/);
  return res.body.data as MenuResponse;
}

const find = (items: MenuItem[], id: number): MenuItem | undefined => {
  for (const entry of items) {
    if (entry.id === id) return entry;
    const inner = find(entry.chilrends, id);
    if (inner) return inner;
  }
  return undefined;
};

describe("GET /api/v1.0/cms/menu", () => {
  it("answers the main menu as a tree of three levels, in sort order and in the request's language", async () => {
    const zh = await menuIn("zh_TW");
    expect(zh.menu.map((m) => m.title)).toEqual(["首頁", "新聞", "壞連結"]);
    const news = zh.menu[1]!;
    expect(news).toMatchObject({ id: ids.news, path: "news_zh", level: 1, icon: "/icons/news.svg", url: null, newWindow: false });
    expect(news.chilrends.map((c) => c.title)).toEqual(["本地新聞", "舊聞", "澳門廣播電視", "英文新聞", "怪"]);
    const local = news.chilrends[0]!;
    expect(local).toMatchObject({ level: 2, path: "news-list", cover: "/demo/local.jpg" }); // leading slash dropped
    expect(local.chilrends).toEqual([
      {
        id: ids.deep,
        title: "社會",
        path: "news-topic/society",
        url: null,
        level: 3,
        newWindow: false,
        mark: "hot",
        extra: { isHidden: false, urls: {}, lang: null },
        icon: null,
        cover: null,
        chilrends: [], // a fourth level is not shown
      },
    ]);
    expect(find(zh.menu, ids.tooDeep!)).toBeUndefined();
    expect(find(zh.menu, ids.orphan!)).toBeUndefined();

    const en = await menuIn("en");
    expect(en.menu.map((m) => m.title)).toEqual(["Home", "News", "壞連結"]);
    expect(en.menu[1]!.chilrends[0]!.chilrends[0]!.title).toBe("Society");
    const hans = await menuIn("zh_CN");
    expect(hans.menu[1]!.chilrends.map((c) => c.title)).toEqual(["本地新闻", "旧闻", "澳门广播电视", "英文新闻", "怪"]);
  });

  it("keeps hidden items, flagged, so that the breadcrumb still finds their titles", async () => {
    const hidden = find((await menuIn("en")).menu, ids.hidden!);
    expect(hidden).toMatchObject({ title: "Archive", extra: { isHidden: true }, path: "news-archive" });
    expect(find((await menuIn("en")).menu, ids.news!)?.extra.isHidden).toBe(false);
  });

  it("says which entries open in a language of their own (English news in English), known languages only", async () => {
    for (const language of ["zh_TW", "en", "pt"]) {
      const menu = (await menuIn(language)).menu;
      expect(find(menu, ids.english!)!.extra.lang, language).toBe("en");
      expect(find(menu, ids.news!)!.extra.lang, "the reader's language").toBeNull();
      expect(find(menu, ids.oddLang!)!.extra.lang, "an unknown language is the reader's").toBeNull();
    }
  });

  it("gives each language its own external link, http(s) only", async () => {
    const links = async (language: string) => find((await menuIn(language)).menu, ids.external!)!;
    expect(await links("zh_TW")).toMatchObject({ url: "https://www.tdm.com.mo/zh-hant/", newWindow: true });
    expect((await links("zh_CN")).url).toBe("https://www.tdm.com.mo/zh-hant/"); // Simplified falls back to Traditional
    expect((await links("en")).url).toBe("https://www.tdm.com.mo/en/");
    expect((await links("pt")).url).toBe("https://www.tdm.com.mo/"); // its own link is not http(s): the common one
    expect((await links("pt")).extra.urls).toEqual({ zh_TW: "https://www.tdm.com.mo/zh-hant/", en: "https://www.tdm.com.mo/en/" });
    expect(find((await menuIn("en")).menu, ids.badLink!)!.url).toBeNull();
  });

  it("answers the footer menus and the copyright line", async () => {
    const zh = await menuIn("zh_TW");
    expect(zh.footMenuLeft.map((m) => [m.id, m.title, m.path])).toEqual([[ids.footLeft, "關於我們", "about_us"]]);
    expect(zh.footMenuRight.map((m) => m.title)).toEqual(["聯絡我們"]);
    expect(zh.footAppDownload).toEqual([
      expect.objectContaining({ id: ids.app, url: "https://apps.apple.com/app/tdm", newWindow: true, icon: "/icons/app-store.svg" }),
    ]);
    expect(zh.footCopyright).toBe("<p>版權所有 © 澳廣視</p>");
    const en = await menuIn("en");
    expect(en.footMenuLeft[0]!.title).toBe("About us");
    expect(en.footCopyright).toBe("<p>Copyright © TDM</p>");
    expect((await menuIn("zh_CN")).footCopyright).toBe("<p>版权所有 © 澳广视</p>");
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/cms/menu" });
  });
});
