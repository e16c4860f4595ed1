// What a page loads of JavaScript, for the budget specs (js-budget*.test.mjs, docs/performance.md).
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { openPage, url } from "../helpers.mjs";

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Loads a page and returns every JavaScript response's URL with its raw and gzip sizes. */
export async function javascriptOf(t, path, viewport) {
  const { page } = await openPage(t, { viewport });
  /** @type {Promise<{ url: string, status: number, raw: number, gzip: number }>[]} */
  const pending = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    if (type !== "script" && !/javascript|ecmascript/.test(contentType)) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), status: response.status(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  const response = await page.goto(url(path), { waitUntil: "networkidle" });
  assert.equal(response?.status(), 200);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(pending);
  // Inline scripts are part of the HTML document, not of this budget; reported for information.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")].map((s) => s.textContent ?? "").join("\n"),
  );
  return { scripts, inlineGzip: inline ? gzipSync(Buffer.from(inline), { level: 9 }).length : 0 };
}
