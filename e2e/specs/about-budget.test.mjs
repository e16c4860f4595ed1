// The About us pages (issue 13): at most 90 KB gzip of JavaScript each at 375 px, like the other content pages
// (docs/performance.md), measured as js-budget.test.mjs does: a CMS page, the press list, a release with its
// gallery and like button, the history timeline with its galleries.
import assert from "node:assert/strict";
import { test } from "node:test";
import { VIEWPORTS } from "../helpers.mjs";
import { apiData } from "./frame-helpers.mjs";
import { javascriptOf, kb } from "./js-budget-helpers.mjs";

const BUDGET_BYTES = 90 * 1024;
const pages = [
  { name: "about us", path: () => "/zh-hant/about_us" },
  { name: "company profile", path: () => "/zh-hant/about_us/company_profile" },
  { name: "press releases", path: () => "/zh-hant/about_us/press_release" },
  {
    name: "press release",
    path: async () => `/zh-hant/about_us/press_release/${(await apiData("/api/v1.0/cms/company/info?pageSize=1", "zh-hant")).items[0].id}`,
  },
  { name: "history", path: () => "/zh-hant/about_us/history" },
];
for (const { name, path } of pages) {
  test(`${name} (375 px) loads at most ${kb(BUDGET_BYTES)} of JavaScript (gzip)`, async (t) => {
    const { scripts } = await javascriptOf(t, await path(), VIEWPORTS.mobile);
    assert.deepEqual(scripts.filter((s) => s.status >= 400).map((s) => `${s.status} ${s.url}`), [], "every script loads");
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    t.diagnostic(`${name} JS (375 px): ${kb(total)} gzip, ${scripts.length} file(s); budget ${kb(BUDGET_BYTES)}`);
    assert.ok(total <= BUDGET_BYTES, `${name} JavaScript is ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget`);
  });
}
