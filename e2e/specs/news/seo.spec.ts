// Findability on the built server: every page's canonical and hreflang links (the layout), robots.txt, the sitemap
// index with its news and pages sitemaps, the RSS feeds and the sitemap page.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { url } from "../../helpers.ts";
import { latestNews } from "./helpers.ts";

const links = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => `${e.getAttribute("hreflang") ?? e.getAttribute("rel")} ${e.getAttribute("href")}`));

test("every page links its canonical address and its four languages (+ x-default)", async ({ quietPage }) => {
  const { page } = await quietPage({ contextOptions: { javaScriptEnabled: false } });
  await page.goto(url("/en/?utm_source=newsletter"));
  assert.deepEqual(await links(page, 'link[rel="canonical"]'), [`canonical ${url("/en/")}`]);
  assert.deepEqual(await links(page, 'link[rel="alternate"][hreflang]'), [
    `zh-Hant ${url("/zh-hant/")}`,
    `zh-Hans ${url("/zh-hans/")}`,
    `en ${url("/en/")}`,
    `pt ${url("/pt/")}`,
    `x-default ${url("/zh-hant/")}`,
  ]);
  // The newsroom homes point at each language's own variant.
  await page.goto(url("/zh-hant/news_zh"));
  assert.deepEqual((await links(page, 'link[rel="alternate"][hreflang]')).slice(2, 4), [`en ${url("/en/news_en")}`, `pt ${url("/pt/news_pt")}`]);
  assert.equal(await page.locator('link[type="application/rss+xml"]').getAttribute("href"), url("/rss/news-zh-hant.xml"));
});

test("robots.txt, the sitemaps and the feeds answer XML that names the site's pages", async () => {
  const robots = await (await fetch(url("/robots.txt"))).text();
  assert.match(robots, new RegExp(`Sitemap: ${url("/sitemap.xml")}`));
  const index = await (await fetch(url("/sitemap.xml"))).text();
  assert.match(index, /<sitemapindex/);
  const news = await fetch(url("/sitemap-news.xml"));
  assert.match(news.headers.get("content-type") ?? "", /application\/xml/);
  const newsXml = await news.text();
  const newest = (await latestNews("en", "PageSize=1")).items[0];
  assert.ok(newsXml.includes(`<loc>${url(`/en/news-detail/${newest.id}`)}</loc>`), "the newest English story is in the news sitemap");
  assert.match(newsXml, /<news:language>zh-tw<\/news:language>/);
  const pages = await (await fetch(url("/sitemap-pages.xml"))).text();
  assert.ok(pages.includes(`<loc>${url("/pt/news_pt")}</loc>`));
  const rss = await fetch(url("/rss/news-en.xml"));
  assert.match(rss.headers.get("content-type") ?? "", /application\/rss\+xml/);
  assert.ok((await rss.text()).includes(url(`/en/news-detail/${newest.id}`)));
});

test("the sitemap page lists the menu as links and the four feeds", async ({ quietPage }) => {
  const { page } = await quietPage();
  await page.goto(url("/en/sitemap"));
  assert.equal(await page.locator("h1").innerText(), "Site map");
  assert.ok((await page.locator(".sitemap-column a").count()) > 10);
  assert.deepEqual(await page.locator('a[type="application/rss+xml"]').evaluateAll((els) => els.map((e) => e.getAttribute("href"))), [
    "/rss/news-zh-hant.xml",
    "/rss/news-zh-hans.xml",
    "/rss/news-en.xml",
    "/rss/news-pt.xml",
  ]);
});
