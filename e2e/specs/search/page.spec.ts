// The search page (spec §2 search, §5): Chinese without spaces in either script, English, spaces removed, empty
// text does nothing, filters that submit when changed, numbered pages; rendered on the server.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, url, type UrlLang, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";

const hitTitles = (page: Page) => page.locator("[data-testid=search-results] .search-hit__title").allInnerTexts();

async function expectedTitles(keywords: string, lang: UrlLang, extra = ""): Promise<{ titles: string[]; total: number }> {
  const data = await apiData(`/api/v1.0/search/?Keywords=${encodeURIComponent(keywords)}&PageSize=10${extra}`, lang);
  return { titles: data.items.map((i: { title: string }) => i.title), total: data.total };
}

test("Chinese search: a two-character word finds the story in Traditional and in Simplified, spaces removed", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.mobile });
  const hant = await expectedTitles("輕軌", "zh-hant");
  assert.ok(hant.total > 0, "the demo has a story about the light rail");
  // The header's text arrives with a space in it: the page searches without it.
  await page.goto(url(`/zh-hant/search?keyword=${encodeURIComponent("輕 軌")}`));
  assert.equal(await page.locator("h1").innerText(), "「輕軌」的搜尋結果");
  assert.deepEqual(await hitTitles(page), hant.titles);
  assert.ok(await page.locator("[data-testid=search-results] mark").count(), "the word is marked");

  // Simplified text, Simplified page: the same story, in Simplified.
  const hans = await expectedTitles("轻轨", "zh-hans");
  assert.equal(hans.total, hant.total);
  await page.goto(url(`/zh-hans/search?keyword=${encodeURIComponent("轻轨")}`));
  assert.deepEqual(await hitTitles(page), hans.titles);
  assert.match(hans.titles[0], /轻轨/);
  assert.deepEqual(errors, []);
});

test("English search from the page's own form; empty text does nothing; a filter submits at once", async ({ quietPage }) => {
  const { page } = await quietPage();
  await page.goto(url("/en/search"));
  assert.equal(await page.locator("h1").innerText(), "Search");
  await waitForIsland(page, "SearchFilters");
  const field = page.getByTestId("search-keyword");
  await field.fill("   ");
  await field.press("Enter");
  await page.waitForTimeout(300);
  assert.equal(page.url(), url("/en/search"), "empty text does nothing");

  const rail = await expectedTitles("rail", "en");
  assert.ok(rail.total > 0);
  await field.fill(" rail ");
  await Promise.all([page.waitForURL(/keyword=rail/), field.press("Enter")]);
  assert.equal(new URL(page.url()).searchParams.get("keyword"), "rail");
  assert.deepEqual(await hitTitles(page), rail.titles);
  assert.match(await page.getByTestId("search-count").innerText(), new RegExp(`^${rail.total} results$`));

  // Changing a filter submits the form (the island); the result follows the API's.
  await waitForIsland(page, "SearchFilters");
  const video = await expectedTitles("rail", "en", "&SelectType=video");
  await Promise.all([page.waitForURL(/type=video/), page.getByTestId("search-type").selectOption("video")]);
  assert.deepEqual(await hitTitles(page), video.titles);
  const newest = await expectedTitles("rail", "en", "&SelectType=video&DateSort=desc");
  await Promise.all([page.waitForURL(/sort=newest/), page.getByTestId("search-sort").selectOption("newest")]);
  assert.deepEqual(await hitTitles(page), newest.titles);
});

test("without JavaScript the search works as a form; a word nobody wrote says so", async ({ quietPage }) => {
  const { page } = await quietPage({ contextOptions: { javaScriptEnabled: false } });
  await page.goto(url("/pt/search?keyword=zzqxv"));
  assert.match(await page.getByTestId("search-none").innerText(), /zzqxv/);
  assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex, follow");
  const first = await apiData(`/api/v1.0/news?PageSize=1`, "pt");
  const word = first.newsList[0].data[0].title.split(/\s+/).find((w: string) => w.length >= 5);
  await page.getByTestId("search-keyword").fill(word);
  await page.getByTestId("search-page-form").locator("button[type=submit]").first().click();
  await page.waitForURL(/keyword=/);
  assert.ok((await hitTitles(page)).length > 0, `"${word}" finds at least the story it came from`);
});
