// What a page loads of JavaScript, for the budget specs (budgets/*.spec.ts and the domains' budget.spec.ts,
// docs/performance.md).
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { test } from "../../fixtures.ts";
import { note, type OpenPage, url, type Viewport, VIEWPORTS } from "../../helpers.ts";

/** One JavaScript response of a page: its URL, status, raw and gzip sizes in bytes. */
export interface Script {
  url: string;
  status: number;
  raw: number;
  gzip: number;
}

/** A page under a budget: `path` is a path, or a function answering one (a page whose id comes from the API). */
export interface BudgetPage {
  name: string;
  path: string | (() => string | Promise<string>);
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Loads a page and returns every JavaScript response's URL with its raw and gzip sizes. */
export async function javascriptOf(openPage: OpenPage, path: string, viewport: Viewport): Promise<{ scripts: Script[]; inlineGzip: number }> {
  const { page } = await openPage({ viewport });
  const pending: Promise<Script | null>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    if (type !== "script" && !/javascript|ecmascript/.test(contentType)) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), status: response.status(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        // A response still arriving when the test closes the page: those counted below are all awaited first.
        .catch(() => null),
    );
  });
  const response = await page.goto(url(path), { waitUntil: "networkidle" });
  assert.equal(response?.status(), 200);
  // The islands client comes after the first paint (ADR 0012): measure once it has started.
  if (await page.locator("html[data-islands]").count()) await page.locator("html[data-islands-started]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
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
  const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== null);
  // Inline scripts are part of the HTML document, not of this budget; reported for information.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")].map((s) => s.textContent ?? "").join("\n"),
  );
  return { scripts, inlineGzip: inline ? gzipSync(Buffer.from(inline), { level: 9 }).length : 0 };
}

/** The page's scripts, largest first, for a failure's message: which file to look at. */
export function listing(scripts: Script[]): string {
  return [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => `${kb(s.gzip).padStart(9)} ${new URL(s.url).pathname}`)
    .join("\n");
}

/**
 * One test per page: every script loads, and the page's JavaScript at 375 px is at most `budget` bytes gzip. `path`
 * is a path, or a function answering one (a page whose id comes from the API).
 */
export function budgetTests(pages: BudgetPage[], budget = 90 * 1024): void {
  for (const { name, path } of pages) {
    test(`${name} (375 px) loads at most ${kb(budget)} of JavaScript (gzip)`, async ({ openPage }) => {
      const { scripts } = await javascriptOf(openPage, typeof path === "function" ? await path() : path, VIEWPORTS.mobile);
      assert.deepEqual(scripts.filter((s) => s.status >= 400).map((s) => `${s.status} ${s.url}`), [], "every script loads");
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      note(test.info(), `${name} JS (375 px): ${kb(total)} gzip, ${scripts.length} file(s); budget ${kb(budget)}`);
      assert.ok(total <= budget, `${name} JavaScript is ${kb(total)} gzip, over the ${kb(budget)} budget:\n${listing(scripts)}`);
    });
  }
}
