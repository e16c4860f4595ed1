// A story on a phone (issue 21, item 21): the headline comes first — right under the header and the one-line
// breadcrumb, on the first screen, before the top advert, which follows the story. On a desktop the advert stays a
// leaderboard above the story (docs/news-web.md "The story on a phone").
import assert from "node:assert/strict";
import type { Locator } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { url, URL_LANGS } from "../../helpers.ts";
import { latestNews } from "./helpers.ts";

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  assert.ok(box, "the element is rendered");
  return { ...box, bottom: box.y + box.height };
};

for (const lang of URL_LANGS) {
  test(`${lang} at 375 × 800: a story's headline comes first, on the first screen, before the advert`, async ({ quietPage }) => {
    const [story] = (await latestNews(lang, "PageSize=1")).items;
    const { page } = await quietPage({ viewport: PHONE });
    await page.goto(url(`/${lang}/news-detail/${story.id}`));
    const header = await boxOf(page.locator("#site-header"));
    const headline = await boxOf(page.locator("h1.article__title"));
    const advert = page.locator(".article-page__ad");
    assert.equal(await advert.count(), 1, "the demo story has its top advert");
    const ad = await boxOf(advert);
    // Under the header come only the breadcrumb (one line) and the story's category.
    assert.ok(headline.y - header.bottom <= 130, `the headline starts ${headline.y - header.bottom} px under the header (at y ${headline.y})`);
    assert.ok(headline.bottom <= PHONE.height, `the whole headline is on the first screen (it ends at ${headline.bottom})`);
    assert.ok(headline.bottom <= ad.y, `the headline (to ${headline.bottom}) comes before the advert (from ${ad.y})`);
    // The advert follows the story's text, before the related stories.
    const body = await boxOf(page.locator(".article__body"));
    assert.ok(ad.y >= body.bottom, `the advert (from ${ad.y}) follows the story (to ${body.bottom})`);
    const breadcrumb = await boxOf(page.getByTestId("breadcrumb").locator("ol"));
    const line = await page.getByTestId("breadcrumb").locator("li").first().evaluate((el) => el.getBoundingClientRect().height);
    assert.ok(breadcrumb.height <= line + 2 * 12 + 2, `the breadcrumb is one line (${breadcrumb.height} px, a line is ${line})`);
  });
}

test("desktop: the top advert stays above the story and its column, and the headline on the first screen", async ({ quietPage }) => {
  const [story] = (await latestNews("zh-hant", "PageSize=1")).items;
  const { page } = await quietPage({ viewport: DESKTOP });
  await page.goto(url(`/zh-hant/news-detail/${story.id}`));
  const ad = await boxOf(page.locator(".article-page__ad"));
  const headline = await boxOf(page.locator("h1.article__title"));
  const side = await boxOf(page.locator(".article-side"));
  assert.ok(ad.bottom <= headline.y, "the advert is above the headline");
  assert.ok(ad.bottom <= side.y, "the advert is above the story's column");
  assert.ok(ad.width <= 728 + 0.5, `a leaderboard at most 728 px wide (${ad.width})`);
  assert.ok(headline.bottom <= DESKTOP.height, `the headline is on the first screen (it ends at ${headline.bottom})`);
});
