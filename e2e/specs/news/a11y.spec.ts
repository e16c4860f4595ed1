// axe-core on news-list, news-detail and search at 375 and 1440 px (serious and critical violations fail), and no
// sideways scrolling on phones.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";
import { latestNews } from "./helpers.ts";

async function pages() {
  const zh = (await latestNews("zh-hant", "PageSize=1")).items[0];
  const en = (await latestNews("en", "Type=video&PageSize=1")).items[0];
  return [
    "/zh-hant/news-list",
    `/zh-hant/news-detail/${zh.id}`,
    `/en/news-detail/${en.id}`,
    `/zh-hant/search?keyword=${encodeURIComponent("輕軌")}`,
    "/en/search?keyword=rail",
  ];
}

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test(`news pages have no serious accessibility violations at ${viewport.width} px`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport });
    for (const path of await pages()) {
      await page.goto(url(path), { waitUntil: "networkidle" });
      // Wake every island (some wait until they are seen) before checking.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await expectNoA11yViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${path} does not scroll sideways at ${viewport.width} px`);
    }
  });
}
