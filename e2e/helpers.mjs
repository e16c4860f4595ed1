// Helpers for the end-to-end specs (e2e/specs/*.test.mjs), which run under node:test, started by e2e/run.mjs.
//
//   import { test } from "node:test";
//   import { openPage, url, VIEWPORTS, expectNoA11yViolations } from "../helpers.mjs";
//   test("…", async (t) => {
//     const { page } = await openPage(t, { viewport: VIEWPORTS.mobile });
//     await page.goto(url("/zh-hant/"));
//     await expectNoA11yViolations(page);
//   });
//
// One Chromium per spec file (launched on first use, closed when the file's tests end); a fresh browser context
// (cookies, storage, clock) per test, closed when the test ends.
import assert from "node:assert/strict";
import { after } from "node:test";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./server.mjs";

const require = createRequire(import.meta.url);

/** The server under test, set by e2e/run.mjs. */
export const BASE_URL = process.env.E2E_BASE_URL ?? "";
if (!BASE_URL) throw new Error("E2E_BASE_URL is not set: run the specs with `node e2e/run.mjs` (or `npm run test:e2e`)");

/** An absolute URL on the server under test. */
export const url = (path) => new URL(path, BASE_URL).toString();

/** The two widths every page is checked at (spec §9: mobile first; desktop above 991 px). */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
};

export const URL_LANGS = ["zh-hant", "zh-hans", "en", "pt"];
export const HTML_LANG = { "zh-hant": "zh-Hant", "zh-hans": "zh-Hans", en: "en", pt: "pt" };

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The address of the hls.js library's chunk (`hls.js/light`), which the players fetch only when an HLS stream is about
 * to play — not the players' own small chunks whose names also say "hls" (hls-*.js, live-hls-*.js).
 */
export const HLS_LIBRARY = /\/hls\.light-[\w-]+\.js/;

/** @type {Promise<import("playwright-core").Browser> | undefined} */
let browserPromise;

// Registered when the spec file imports this module (at its top level, so on the file, not on one test).
after(async () => {
  if (browserPromise) await (await browserPromise).close();
});

/** The spec file's Chromium, launched on first use and closed after the file's last test. */
export function browser() {
  browserPromise ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  return browserPromise;
}

/**
 * A fresh browser context and page for one test, closed when the test ends.
 * @param {import("node:test").TestContext} t
 * @param {{ viewport?: { width: number, height: number }, clock?: number | Date, storage?: Record<string, string>,
 *   contextOptions?: import("playwright-core").BrowserContextOptions }} [options]
 *   - viewport: VIEWPORTS.mobile (375) or VIEWPORTS.desktop (1440, the default)
 *   - clock: install a controllable clock starting at this time before any page script runs (see moveClock)
 *   - storage: localStorage entries to seed for the server's origin before the first page loads
 * @returns {Promise<{ page: import("playwright-core").Page, context: import("playwright-core").BrowserContext,
 *   errors: string[] }>} errors: console errors and uncaught page exceptions, as they happen
 */
/**
 * The address the pages of this spec file come from (the server trusts X-Forwarded-For here): one per spec process,
 * private (so the live region limit lets it watch), so that spec files running side by side do not share per-address
 * limits (statistics, sign-in) or once-per-address counts (views). A context's own x-forwarded-for wins.
 */
export const SPEC_ADDRESS = `10.${Math.floor(process.pid / 250) % 250}.${process.pid % 250}.1`;

export async function openPage(t, options = {}) {
  const viewport = options.viewport ?? VIEWPORTS.desktop;
  const mobile = viewport.width < 576;
  const context = await (await browser()).newContext({
    viewport,
    isMobile: mobile,
    hasTouch: mobile,
    ...(options.storage
      ? {
          storageState: {
            cookies: [],
            origins: [{ origin: new URL(BASE_URL).origin, localStorage: Object.entries(options.storage).map(([name, value]) => ({ name, value })) }],
          },
        }
      : {}),
    ...options.contextOptions,
    extraHTTPHeaders: { "x-forwarded-for": SPEC_ADDRESS, ...options.contextOptions?.extraHTTPHeaders },
  });
  t.after(() => context.close());
  if (options.clock !== undefined) {
    await context.clock.install({ time: options.clock });
  }
  const page = await context.newPage();
  const errors = collectErrors(page);
  return { page, context, errors };
}

/** Console errors and uncaught exceptions of a page (failed resource loads show up here as console errors). */
export function collectErrors(page) {
  /** @type {string[]} */
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") {
      const where = msg.location();
      errors.push(`console.error: ${msg.text()}${where?.url ? ` (${where.url}:${where.lineNumber})` : ""}`);
    }
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.stack ?? err.message}`));
  return errors;
}

/**
 * Moves the page's clock (installed with openPage's `clock` option) forward by `ms` at once, without running the
 * timers in between; the new time holds across reloads and navigations in the same context. Use it for rules that
 * depend on stored times (the cookie bar returns 14 days after acceptance):
 *   const { page } = await openPage(t, { clock: Date.parse("2026-01-01T04:00:00Z") });
 *   … accept …; await moveClock(page, 14 * DAY_MS + 1); await page.reload();
 * For timers (the clock refreshes every 60 s) use `page.clock.runFor(60_000)` instead, which fires them.
 */
export async function moveClock(page, ms) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + ms);
}

const AXE_PATH = require.resolve("axe-core/axe.min.js");
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Runs axe-core on the page (or `options.include`, a CSS selector) and returns the serious/critical violations.
 * @param {import("playwright-core").Page} page
 * @param {{ include?: string, disableRules?: string[] }} [options]
 */
let axeScript;
const axeSource = () => (axeScript ??= readFileSync(AXE_PATH, "utf8"));

export async function a11yViolations(page, options = {}) {
  // A dialog or panel that is still fading in shows its text over a half-transparent background: axe would judge
  // the colours of a frame no reader stops on. Finite animations (entrances, fades) finish first; carousels'
  // endless ones are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => typeof (/** @type {any} */ (window)).axe === "object");
  // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts without its nonce.
  if (!loaded) await page.evaluate(axeSource());
  const results = await page.evaluate(
    async ({ include, disableRules }) => {
      const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]));
      const r = await (/** @type {any} */ (window)).axe.run(include ? { include: [include] } : document, { resultTypes: ["violations"], rules });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
      }));
    },
    { include: options.include, disableRules: options.disableRules },
  );
  return results.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""));
}

/** Fails (with a readable list) when axe-core finds a serious or critical violation on the page. */
export async function expectNoA11yViolations(page, options = {}) {
  const violations = await a11yViolations(page, options);
  const report = violations
    .map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target}\n      ${(n.summary ?? "").replace(/\n/g, "\n      ")}`).join("\n")}`)
    .join("\n");
  assert.equal(violations.length, 0, `axe-core found ${violations.length} serious/critical violation(s) on ${page.url()}:\n${report}`);
}
