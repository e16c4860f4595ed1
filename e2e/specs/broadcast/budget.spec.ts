// The JavaScript budget of the live pages before anything plays: hls.js and the mini player are not in it.
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import type { Response } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { HLS_LIBRARY, note, url, VIEWPORTS } from "../../helpers.ts";
import { kb } from "./helpers.ts";

const LIVE_BUDGET_BYTES = 90 * 1024;
for (const path of ["/zh-hant/live", "/zh-hant/program_list", "/zh-hant/special-live"]) {
  test(`${path} loads at most ${kb(LIVE_BUDGET_BYTES)} of JavaScript (gzip) before play`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport: VIEWPORTS.mobile });
    const pending: Promise<{ url: string; status: number; gzip: number }>[] = [];
    const onResponse = (response: Response) => {
      const contentType = response.headers()["content-type"] ?? "";
      if (response.request().resourceType() !== "script" && !/javascript/.test(contentType)) return;
      pending.push(response.body().then((body) => ({ url: response.url(), status: response.status(), gzip: gzipSync(body, { level: 9 }).length })));
    };
    page.on("response", onResponse);
    await page.goto(url(path), { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    // Islands hydrated when the browser is idle load a moment later.
    await page.waitForTimeout(2500);
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);
    const scripts = await Promise.all(pending);
    assert.deepEqual(scripts.filter((s) => s.status >= 400).map((s) => s.url), []);
    assert.equal(scripts.some((s) => HLS_LIBRARY.test(s.url)), false, "hls.js only when a stream is about to play");
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    note(test.info(), `${path}: ${kb(total)} gzip in ${scripts.length} file(s)`);
    assert.ok(total <= LIVE_BUDGET_BYTES, `${kb(total)} gzip`);
  });
}
