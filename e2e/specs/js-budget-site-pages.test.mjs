// The site's own pages (contact, advertising, weather, latest, a staff page): at most 90 KB gzip of JavaScript
// each at 375 px, like the other content pages (docs/performance.md), measured as js-budget.test.mjs does.
import assert from "node:assert/strict";
import { test } from "node:test";
import { VIEWPORTS } from "../helpers.mjs";
import { javascriptOf, kb } from "./js-budget-helpers.mjs";

const BUDGET_BYTES = 90 * 1024;
const pages = [
  { name: "contact", path: "/zh-hant/contact_us" },
  { name: "advertising", path: "/zh-hant/advertising" },
  { name: "weather", path: "/zh-hant/weather" },
  { name: "latest", path: "/zh-hant/latest" },
  { name: "staff page", path: "/zh-hant/accessibility" },
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
