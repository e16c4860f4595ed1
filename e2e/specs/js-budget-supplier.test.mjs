// The supplier screens (issue 13): at most 90 KB gzip of JavaScript at 375 px, as js-budget.test.mjs measures.
import assert from "node:assert/strict";
import { test } from "node:test";
import { VIEWPORTS } from "../helpers.mjs";
import { javascriptOf, kb } from "./js-budget-helpers.mjs";

const BUDGET_BYTES = 90 * 1024;
for (const { name, path } of [
  { name: "supplier login", path: "/zh-hant/supplier/login" },
  { name: "supplier registration form", path: "/zh-hant/supplier/form" },
  // The account screens need a session (without one they send the visitor to the login screen): measured by their
  // islands' share of the registration form's, which holds the same parts (fields, captcha, the mobile code).
  { name: "supplier bind", path: "/zh-hant/supplier/bind" },
]) {
  test(`${name} (375 px) loads at most ${kb(BUDGET_BYTES)} of JavaScript (gzip)`, async (t) => {
    const { scripts } = await javascriptOf(t, path, VIEWPORTS.mobile);
    assert.deepEqual(scripts.filter((s) => s.status >= 400).map((s) => `${s.status} ${s.url}`), [], "every script loads");
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    t.diagnostic(`${name} JS (375 px): ${kb(total)} gzip, ${scripts.length} file(s); budget ${kb(BUDGET_BYTES)}`);
    assert.ok(total <= BUDGET_BYTES, `${name} JavaScript is ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget`);
  });
}
