// Checks of the browser the suite launches (e2e/server.mjs PLAYWRIGHT_CHROMIUM_ARGS): it adds features to
// Playwright's --disable-features list without dropping any of Playwright's own, and a context opens no browser-UI
// page of its own (the omnibox pop-up that the full Chromium preloads per window).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { test } from "../../fixtures.ts";
import { PLAYWRIGHT_DISABLED_FEATURES } from "../../server.mjs";

const require = createRequire(import.meta.url);

/** The feature names in playwright-core's own disabledFeatures list (its source: the list is not exported). */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(require.resolve("playwright-core/package.json"));
  const source = readFileSync(join(root, "lib/server/chromium/chromiumSwitches.js"), "utf8");
  const list = /const disabledFeatures = [^[]*\[([\s\S]*?)\]/.exec(source);
  assert.ok(list, "playwright-core's chromiumSwitches.js still declares disabledFeatures");
  return [...list[1]!.replace(/\/\/.*$/gm, "").matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1]!);
}

test("the launch repeats every feature Playwright disables (Chromium keeps only the last --disable-features)", () => {
  const theirs = playwrightDisabledFeatures();
  assert.ok(theirs.length >= 5, `read Playwright's list: ${theirs.join(", ")}`);
  assert.deepEqual(theirs.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature)), [], "missing from e2e/server.mjs");
});

test("a browser context opens no browser-UI page of its own (no omnibox pop-up renderer per window)", async ({ browser, openPage }) => {
  const { page } = await openPage();
  await page.goto("data:text/html,<p>probe</p>");
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send("Target.getTargets", { filter: [{}] })) as { targetInfos: { type: string; url: string }[] };
  await session.detach();
  assert.ok(targetInfos.some((target) => target.url.startsWith("data:text/html")), "the probe page is listed");
  assert.deepEqual(targetInfos.filter((target) => target.type === "browser_ui").map((target) => target.url), []);
});
