// The programme pages' JavaScript before play (docs/performance.md): at most 90 KB gzip, islands included (like,
// save, piece list, comments, player); hls.js is fetched only when an HLS episode is played.
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import type { Response } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { note, url, VIEWPORTS } from "../../helpers.ts";

const BUDGET_BYTES = 90 * 1024;

test("a programme page loads at most 90 KB of JavaScript (gzip) before play", async ({ openPage }) => {
  for (const path of ["/zh-hant/program-detail/street-stories", "/zh-hant/program/playitem_video/street-stories-1"]) {
    const { page } = await openPage({ viewport: VIEWPORTS.mobile });
    const sizes: Promise<number>[] = [];
    const onResponse = (response: Response) => {
      const type = response.request().resourceType();
      if (type === "script" || /javascript/.test(response.headers()["content-type"] ?? "")) sizes.push(response.body().then((b) => gzipSync(b, { level: 9 }).length));
    };
    page.on("response", onResponse);
    await page.goto(url(path), { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    // Counted once the page is idle; a script that arrives later is not read (its page closes with the test).
    page.off("response", onResponse);
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    note(test.info(), `${path}: ${(total / 1024).toFixed(1)} KB gzip`);
    assert.ok(total > 0 && total <= BUDGET_BYTES, `${path}: ${total} bytes`);
  }
});
