// The forms pages (issue 13): at most 90 KB gzip of JavaScript each at 375 px, measured as js-budget.test.mjs does.
import assert from "node:assert/strict";
import { test } from "node:test";
import { VIEWPORTS } from "../helpers.mjs";
import { javascriptOf, kb } from "./js-budget-helpers.mjs";

const BUDGET_BYTES = 90 * 1024;
const pages = [
  { name: "news_provide (disclosure form)", path: "/zh-hant/news_provide" },
  { name: "recruitment", path: "/zh-hant/recruitment" },
  { name: "job with application form", path: "/zh-hant/recruitment/1" },
  { name: "tendering", path: "/zh-hant/tendering" },
];
for (const { name, path } of pages) {
  test(`${name} (375 px) loads at most ${kb(BUDGET_BYTES)} of JavaScript (gzip)`, async (t) => {
    const { scripts } = await javascriptOf(t, path, VIEWPORTS.mobile);
    assert.deepEqual(scripts.filter((s) => s.status >= 400).map((s) => `${s.status} ${s.url}`), [], "every script loads");
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    t.diagnostic(`${name} JS (375 px): ${kb(total)} gzip, ${scripts.length} file(s); budget ${kb(BUDGET_BYTES)}`);
    assert.ok(total <= BUDGET_BYTES, `${name} JavaScript is ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget`);
  });
}
