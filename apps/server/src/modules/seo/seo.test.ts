import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "../menu/tables.ts";
import { newsArticles } from "../news/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { rssFeed } from "./rss.ts";
import { alternateLinks, pagesSitemap, pathInLang, robotsTxt } from "./sitemap.ts";
import { htmlToText } from "../../platform/html-text.ts";
import { escapeXml } from "./xml.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const HOUR = 3_600_000;
const BASE = "http://localhost:3000";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

let t: TestApp;
const ids = { fresh: 0, tricky: 0, old: 0, future: 0, hidden: 0, en: 0 };

const get = (url: string) => t.app.inject({ method: "GET", url });
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: BASE });
  t.clock.now = NOW;
  const db = t.database.db;
  const insert = async (values: Partial<typeof newsArticles.$inferInsert> & { title: string; newsroom: string }) =>
    (await db.insert(newsArticles).values({ summary: "", ...values }).returning({ id: newsArticles.id }))[0]!.id;
  ids.fresh = await insert({ newsroom: "zh", title: "澳門舉行測試新聞發布會", titleHans: null, summary: "測試摘要", publishedAt: new Date(NOW.getTime() - 2 * HOUR) });
  ids.tricky = await insert({ newsroom: "en", title: `Tom & Jerry <script>alert("x")</script> 'quoted'\u0001`, summary: "A < B & C", publishedAt: new Date(NOW.getTime() - HOUR) });
  ids.old = await insert({ newsroom: "en", title: "Three days old", publishedAt: new Date(NOW.getTime() - 72 * HOUR) });
  ids.future = await insert({ newsroom: "en", title: "Not out yet", publishedAt: new Date(NOW.getTime() + 5 * HOUR) });
  ids.hidden = await insert({ newsroom: "en", title: "Unpublished draft", published: false, publishedAt: new Date(NOW.getTime() - HOUR) });
  ids.en = await insert({ newsroom: "pt", title: "Notícia em português", publishedAt: new Date(NOW.getTime() - 3 * HOUR) });
  const [hidden] = await db
    .insert(menuItems)
    .values([
      { menu: "main", title: { zh_TW: "隱藏", en: "Hidden", pt: "Oculto" }, path: "secret-page", isHidden: true },
      { menu: "main", title: { zh_TW: "測試", en: "Test", pt: "Teste" }, path: "/about_us/history/" },
      { menu: "main", title: { zh_TW: "外部", en: "External", pt: "Externo" }, path: "javascript:alert(1)" },
    ])
    .returning({ id: menuItems.id });
  // Shown by itself, but under a hidden entry: the menu does not show it, nor does the sitemap.
  await db.insert(menuItems).values({ menu: "main", parentId: hidden!.id, title: { zh_TW: "下層", en: "Below", pt: "Abaixo" }, path: "secret-child" });
});
afterAll(async () => t?.close());

describe("pure helpers", () => {
  it("escapes the five XML characters and drops control characters", () => {
    expect(escapeXml(`a&b<c>d"e'f\u0000g\u000bh`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;fgh");
    expect(htmlToText("<p>One &amp; <b>two</b></p><script>x()</script>")).toBe("One & two");
  });

  it("maps the language variants of spec §2 to each language's own", () => {
    expect(pathInLang("news_zh", "en")).toBe("news_en");
    expect(pathInLang("news_en", "zh-hans")).toBe("news_zh");
    expect(pathInLang("program/tv_zh", "pt")).toBe("program/tv_pt");
    expect(pathInLang("news-list", "pt")).toBe("news-list");
    expect(pathInLang("", "en")).toBe("");
  });

  it("writes hreflang alternates for the four languages and x-default", () => {
    const links = alternateLinks(BASE, "news_zh");
    expect(links).toContain(`hreflang="zh-Hant" href="${BASE}/zh-hant/news_zh"`);
    expect(links).toContain(`hreflang="zh-Hans" href="${BASE}/zh-hans/news_zh"`);
    expect(links).toContain(`hreflang="en" href="${BASE}/en/news_en"`);
    expect(links).toContain(`hreflang="pt" href="${BASE}/pt/news_pt"`);
    expect(links).toContain(`hreflang="x-default" href="${BASE}/zh-hant/news_zh"`);
    // An English-only page: its x-default is the English page.
    expect(alternateLinks(BASE, "news-detail/5", ["en"])).toContain(`hreflang="x-default" href="${BASE}/en/news-detail/5"`);
  });

  it("keeps duplicate pages out of the pages sitemap", () => {
    const xml = pagesSitemap(BASE, ["news_zh", "news_en", "news-list", "news-list"]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(asArray(parser.parse(xml).urlset.url)).toHaveLength(8);
  });

  it("writes a valid RSS feed from hostile text", () => {
    const xml = rssFeed(
      { title: "A & B", link: `${BASE}/en/news_en`, self: `${BASE}/rss/news-en.xml`, description: "<desc>", lang: "en", itemLink: (id) => `${BASE}/en/news-detail/${id}?a=1&b=2`, absolute: (h) => `${BASE}${h}` },
      [{ id: 1, title: "</title><evil/>\u0002", summary: "]]> & <b>", category: "Sport & more", cover: "/demo/a.svg", author: "O'Neil", publishedAt: NOW, updatedAt: NOW }],
      NOW,
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = parser.parse(xml).rss.channel.item;
    expect(item.title).toBe("</title><evil/>");
    expect(item.description).toBe("]]> & <b>");
    expect(item.category).toBe("Sport & more");
    expect(item.link).toBe(`${BASE}/en/news-detail/1?a=1&b=2`);
    expect(item.pubDate).toBe("Mon, 15 Jun 2026 12:00:00 GMT");
  });

  it("keeps member pages and the API out of robots.txt and points to the sitemap", () => {
    const txt = robotsTxt(BASE);
    expect(txt).toContain("Disallow: /api/");
    expect(txt).toContain("Disallow: /en/user");
    expect(txt).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe("SEO routes", () => {
  it("serves robots.txt as text", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it("serves a sitemap index naming the news and pages sitemaps", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(XMLValidator.validate(res.body)).toBe(true);
    const locs = asArray(parser.parse(res.body).sitemapindex.sitemap).map((s: { loc: string }) => s.loc);
    expect(locs.slice(0, 2)).toEqual([`${BASE}/sitemap-news.xml`, `${BASE}/sitemap-pages.xml`]);
    // One archive file per newsroom here (fewer than 10,000 stories each).
    expect(locs.slice(2)).toEqual([`${BASE}/sitemap/articles-zh-1.xml`, `${BASE}/sitemap/articles-en-1.xml`, `${BASE}/sitemap/articles-pt-1.xml`]);
  });

  it("lists a newsroom's whole archive with lastmod, in the languages it is read in", async () => {
    const res = await get("/sitemap/articles-zh-1.xml");
    expect(res.statusCode).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const urls = asArray(parser.parse(res.body).urlset.url) as { loc: string; lastmod: string }[];
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain(`${BASE}/zh-hant/news-detail/${ids.fresh}`);
    expect(locs).toContain(`${BASE}/zh-hans/news-detail/${ids.fresh}`);
    expect(locs.some((l) => l.includes("/en/"))).toBe(false);
    expect(urls.every((u) => !Number.isNaN(Date.parse(u.lastmod)))).toBe(true);
    const en = (await get("/sitemap/articles-en-1.xml")).body;
    expect(en).toContain(`${BASE}/en/news-detail/${ids.old}`);
    expect(en).not.toContain(`/news-detail/${ids.future}<`);
    expect(en).not.toContain(`/news-detail/${ids.hidden}<`);
    for (const name of ["articles-en-2.xml", "articles-de-1.xml", "articles-en-0.xml", "x.xml"]) {
      expect((await get(`/sitemap/${name}`)).statusCode).toBe(404);
    }
  });

  it("lists the last two days' published news in Google News format, in the languages each newsroom is read in", async () => {
    const res = await get("/sitemap-news.xml");
    expect(res.statusCode).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    const urls = asArray(parser.parse(res.body).urlset.url) as { loc: string; "news:news": Record<string, any>; "xhtml:link": unknown }[];
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain(`${BASE}/zh-hant/news-detail/${ids.fresh}`);
    expect(locs).toContain(`${BASE}/zh-hans/news-detail/${ids.fresh}`);
    expect(locs).toContain(`${BASE}/en/news-detail/${ids.tricky}`);
    expect(locs).toContain(`${BASE}/pt/news-detail/${ids.en}`);
    for (const id of [ids.old, ids.future, ids.hidden]) expect(locs).not.toContain(`${BASE}/en/news-detail/${id}`);
    expect(locs).not.toContain(`${BASE}/en/news-detail/${ids.fresh}`);

    const hans = urls.find((u) => u.loc === `${BASE}/zh-hans/news-detail/${ids.fresh}`)!;
    expect(hans["news:news"]["news:publication"]["news:language"]).toBe("zh-cn");
    // zh-hans gets the OpenCC conversion of the Traditional title.
    expect(hans["news:news"]["news:title"]).toBe("澳门举行测试新闻发布会");
    const hrefs = asArray(hans["xhtml:link"] as { "@hreflang": string }[]).map((l) => l["@hreflang"]);
    expect(hrefs.sort()).toEqual(["x-default", "zh-Hans", "zh-Hant"]);

    const tricky = urls.find((u) => u.loc === `${BASE}/en/news-detail/${ids.tricky}`)!;
    expect(tricky["news:news"]["news:title"]).toBe(`Tom & Jerry <script>alert("x")</script> 'quoted'`);
    expect(tricky["news:news"]["news:publication_date"]).toBe(new Date(NOW.getTime() - HOUR).toISOString());
    expect(res.body).not.toContain("<script>");
  });

  it("lists every page in four languages with hreflang, menu paths included, hidden and unsafe ones not", async () => {
    const res = await get("/sitemap-pages.xml");
    expect(res.statusCode).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const locs = asArray(parser.parse(res.body).urlset.url).map((u: { loc: string }) => u.loc);
    for (const loc of [`${BASE}/zh-hant/`, `${BASE}/en/news_en`, `${BASE}/pt/news_pt`, `${BASE}/zh-hans/news_zh`, `${BASE}/en/about_us/history`]) {
      expect(locs).toContain(loc);
    }
    expect(locs).not.toContain(`${BASE}/en/news_zh`);
    expect(locs.some((l: string) => l.includes("secret-page") || l.includes("secret-child") || l.includes("javascript"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("serves an RSS 2.0 feed of each language's newest news", async () => {
    const res = await get("/rss/news-en.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/rss+xml");
    expect(XMLValidator.validate(res.body)).toBe(true);
    const channel = parser.parse(res.body).rss.channel;
    expect(channel.language).toBe("en");
    expect(channel.link).toBe(`${BASE}/en/news_en`);
    const items = asArray(channel.item) as { title: string; link: string; description?: string }[];
    expect(items[0]!.title).toBe(`Tom & Jerry <script>alert("x")</script> 'quoted'`);
    expect(items[0]!.description).toBe("A < B & C");
    expect(items.map((i) => i.link)).not.toContain(`${BASE}/en/news-detail/${ids.future}`);
    expect(items.map((i) => i.link)).not.toContain(`${BASE}/en/news-detail/${ids.hidden}`);
    expect(items.length).toBeLessThanOrEqual(30);

    const hans = parser.parse((await get("/rss/news-zh-hans.xml")).body).rss.channel;
    expect(hans.language).toBe("zh-hans");
    expect(asArray(hans.item).map((i: { title: string }) => i.title)).toContain("澳门举行测试新闻发布会");
  });

  it("answers 404 for an unknown feed", async () => {
    for (const name of ["news-de.xml", "news-en.json", "x".repeat(200)]) {
      expect((await get(`/rss/${name}`)).statusCode).toBe(404);
    }
    await checkParams(t, { method: "GET", url: "/rss/:name", params: { name: "news-en.xml" }, fields: [{ in: "params", name: "name", kind: "slug" }], expectOk: false });
    await checkParams(t, { method: "GET", url: "/sitemap/:name", params: { name: "articles-en-1.xml" }, fields: [{ in: "params", name: "name", kind: "slug" }], expectOk: false });
  });
});
