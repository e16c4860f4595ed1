// The news list (spec §4: page 1 replaces, later pages append), the newsroom language redirects (spec §2) and the
// sharelink route.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";
import { latestNews, listedIds } from "./helpers.ts";

test("news-list: the first page is server-rendered; 'more' appends the next page below it", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.mobile });
  const expected = await latestNews("en", "PageSize=40");
  assert.ok(expected.total > 20, "the demo has more than one page of English news");
  const response = await page.goto(url("/en/news-list"));
  assert.equal(response?.status(), 200);
  const first = await listedIds(page);
  assert.deepEqual(first, expected.items.slice(0, 20).map((i) => i.id), "page 1 shows the newest 20, newest first");

  const more = page.getByTestId("news-more-button");
  // Without JavaScript the button is a link to the next page.
  assert.equal(await more.getAttribute("href"), "/en/news-list?page=2");
  // The island wakes when it comes into view.
  await more.scrollIntoViewIfNeeded();
  await waitForIsland(page, "MoreNews");
  await more.click();
  await page.getByTestId("news-more-items").locator("li").first().waitFor();
  const after = await listedIds(page);
  assert.deepEqual(after.slice(0, 20), first, "page 1 stays");
  assert.deepEqual(after.slice(20), expected.items.slice(20, 40).map((i) => i.id), "page 2 is appended, in order");
  assert.equal(new Set(after).size, after.length, "no story twice");
  // Focus moves to the first new story.
  assert.equal(await page.evaluate(() => document.activeElement?.closest("li")?.getAttribute("data-news-id")), String(expected.items[20].id));
  assert.equal(page.url(), url("/en/news-list"), "appending stays on the page");
  assert.deepEqual(errors, []);
});

test("news-list?page=2 without JavaScript shows page 2 with a link back to the newer stories", async ({ quietPage }) => {
  const { page } = await quietPage({ contextOptions: { javaScriptEnabled: false } });
  const expected = await latestNews("en", "PageSize=20&Page=2");
  await page.goto(url("/en/news-list?page=2"));
  assert.deepEqual(await listedIds(page), expected.items.map((i) => i.id));
  assert.equal(await page.locator(".news-list-view__newer a").getAttribute("href"), "/en/news-list");
  assert.equal(await page.locator('link[rel="canonical"]').getAttribute("href"), url("/en/news-list?page=2"));
});

test("news-list filters by category and type through links", async ({ quietPage }) => {
  const { page } = await quietPage();
  await page.goto(url("/zh-hant/news-list?category=sport"));
  const sport = await latestNews("zh-hant", "Category=sport&PageSize=20");
  assert.deepEqual(await listedIds(page), sport.items.map((i) => i.id));
  assert.equal(await page.locator('.news-tabs a[aria-current="page"]').getAttribute("href"), "/zh-hant/news-list?category=sport");
  await page.locator('.news-chips a[href$="type=video"]').click();
  await page.waitForURL(/type=video/);
  const video = await latestNews("zh-hant", "Category=sport&Type=video&PageSize=20");
  assert.deepEqual(await listedIds(page), video.items.map((i) => i.id));
});

test("a newsroom variant of another language redirects to the current language's (spec §2)", async () => {
  const cases = [
    ["/zh-hant/news_en", "/zh-hant/news_zh"],
    ["/zh-hans/news_pt", "/zh-hans/news_zh"],
    ["/en/news_zh", "/en/news_en"],
    ["/pt/news_en", "/pt/news_pt"],
  ];
  for (const [from, to] of cases) {
    const res = await fetch(url(from), { redirect: "manual" });
    assert.equal(res.status, 301, from);
    assert.equal(new URL(res.headers.get("location") ?? "", url("/")).pathname + new URL(res.headers.get("location") ?? "", url("/")).search, to, from);
  }
  for (const own of ["/zh-hant/news_zh", "/zh-hans/news_zh", "/en/news_en", "/pt/news_pt"]) {
    const res = await fetch(url(own), { redirect: "manual" });
    assert.equal(res.status, 200, own);
  }
});

test("the newsroom home shows the latest stories first", async ({ quietPage }) => {
  const { page } = await quietPage();
  const latest = await latestNews("pt", "PageSize=1");
  await page.goto(url("/pt/news_pt"));
  assert.equal(await page.locator("h1").innerText(), "Notícias");
  const lead = page.locator(".home-section--latest .news-card--lead .news-card__link");
  assert.equal(await lead.getAttribute("href"), `/pt/news-detail/${latest.items[0].id}`);
});

test("sharelink leads to the shared item's page; an unknown type is a 404", async () => {
  const { items } = await latestNews("en", "PageSize=1");
  const res = await fetch(url(`/en/sharelink/news/${items[0].id}`), { redirect: "manual" });
  assert.equal(res.status, 302);
  assert.equal(new URL(res.headers.get("location") ?? "", url("/")).pathname, `/en/news-detail/${items[0].id}`);
  assert.equal((await fetch(url("/en/sharelink/evil/1"), { redirect: "manual" })).status, 404);
  assert.equal((await fetch(url("/en/sharelink/news/abc"), { redirect: "manual" })).status, 404);
});
