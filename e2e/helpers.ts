// Helpers for the end-to-end specs (e2e/specs/<domain>/*.spec.ts), which run under Playwright Test against the
// server that e2e/global-setup.ts starts. Pages come from the `openPage` fixture (e2e/fixtures.ts):
//
//   import { test } from "../../fixtures.ts";
//   import { url, VIEWPORTS, expectNoA11yViolations } from "../../helpers.ts";
//   test("…", async ({ openPage }) => {
//     const { page } = await openPage({ viewport: VIEWPORTS.mobile });
//     await page.goto(url("/zh-hant/"));
//     await expectNoA11yViolations(page);
//   });
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";

const require = createRequire(import.meta.url);

/**
 * The server under test, set by the global setup (empty while Playwright only collects the tests: use it inside a
 * test, never at a spec's top level).
 */
export const BASE_URL = process.env.E2E_BASE_URL ?? "";

/** An absolute URL on the server under test. */
export function url(path: string): string {
  if (!BASE_URL) throw new Error("E2E_BASE_URL is not set: run the specs with `npm run test:e2e` (Playwright Test)");
  return new URL(path, BASE_URL).toString();
}

export interface Viewport {
  width: number;
  height: number;
}

/** The two widths every page is checked at (spec §9: mobile first; desktop above 991 px). */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} satisfies Record<string, Viewport>;

export type UrlLang = "zh-hant" | "zh-hans" | "en" | "pt";
export const URL_LANGS: UrlLang[] = ["zh-hant", "zh-hans", "en", "pt"];
export const HTML_LANG: Record<UrlLang, string> = { "zh-hant": "zh-Hant", "zh-hans": "zh-Hans", en: "en", pt: "pt" };

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The address of the hls.js library's chunk (`hls.js/light`), which the players fetch only when an HLS stream is about
 * to play — not the players' own small chunks whose names also say "hls" (hls-*.js, live-hls-*.js).
 */
export const HLS_LIBRARY = /\/hls\.light-[\w-]+\.js/;

export interface OpenPageOptions {
  /** VIEWPORTS.mobile (375) or VIEWPORTS.desktop (1440, the default). */
  viewport?: Viewport;
  /** Install a controllable clock starting at this time before any page script runs (see moveClock). */
  clock?: number | Date;
  /** localStorage entries to seed for the server's origin before the first page loads. */
  storage?: Record<string, string>;
  contextOptions?: BrowserContextOptions;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page exceptions, as they happen. */
  errors: string[];
}

/** A fresh browser context and page for one test, closed when the test ends (the `openPage` fixture). */
export type OpenPage = (options?: OpenPageOptions) => Promise<OpenedPage>;

/**
 * The address the pages of one spec file come from (the server trusts X-Forwarded-For here): private (so the live
 * region limit lets it watch) and one per spec file, so that files do not share per-address limits (statistics,
 * sign-in) or once-per-address counts (views), whichever worker runs them. A context's own x-forwarded-for wins.
 */
export function specAddress(specFile: string): string {
  const digest = createHash("sha256").update(specFile).digest();
  return `10.${digest[0] % 250}.${digest[1] % 250}.${1 + (digest[2] % 250)}`;
}

/** The context options of openPage: the viewport (a phone below 576 px), seeded storage, the spec's address. */
export function contextOptionsFor(options: OpenPageOptions, address: string): BrowserContextOptions {
  const viewport = options.viewport ?? VIEWPORTS.desktop;
  const mobile = viewport.width < 576;
  return {
    viewport,
    isMobile: mobile,
    hasTouch: mobile,
    ...(options.storage
      ? {
          storageState: {
            cookies: [],
            origins: [{ origin: new URL(url("/")).origin, localStorage: Object.entries(options.storage).map(([name, value]) => ({ name, value })) }],
          },
        }
      : {}),
    ...options.contextOptions,
    extraHTTPHeaders: { "x-forwarded-for": address, ...options.contextOptions?.extraHTTPHeaders },
  };
}

/** Console errors and uncaught exceptions of a page (failed resource loads show up here as console errors). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
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
 *   const { page } = await openPage({ clock: Date.parse("2026-01-01T04:00:00Z") });
 *   … accept …; await moveClock(page, 14 * DAY_MS + 1); await page.reload();
 * For timers (the clock refreshes every 60 s) use `page.clock.runFor(60_000)` instead, which fires them.
 */
export async function moveClock(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + ms);
}

/** A figure a test measured (a page's JavaScript, a size): printed, and kept with the test's result. */
export function note(testInfo: { annotations: { type: string; description?: string }[] }, text: string): void {
  testInfo.annotations.push({ type: "figure", description: text });
  console.log(`  ${text}`);
}

const AXE_PATH = require.resolve("axe-core/axe.min.js");
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

let axeScript: string | undefined;
const axeSource = () => (axeScript ??= readFileSync(AXE_PATH, "utf8"));

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string | undefined }[];
}

interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core on the page (or `options.include`, a CSS selector) and returns the serious/critical violations. */
export async function a11yViolations(page: Page, options: { include?: string; disableRules?: string[] } = {}): Promise<A11yViolation[]> {
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
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === "object");
  // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts without its nonce.
  if (!loaded) await page.evaluate(axeSource());
  const results = await page.evaluate(
    async ({ include, disableRules }) => {
      const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]));
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeResult[] }> } }).axe;
      const r = await axe.run(include ? { include: [include] } : document, { resultTypes: ["violations"], rules });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
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
export async function expectNoA11yViolations(page: Page, options: { include?: string; disableRules?: string[] } = {}): Promise<void> {
  const violations = await a11yViolations(page, options);
  const report = violations
    .map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target}\n      ${(n.summary ?? "").replace(/\n/g, "\n      ")}`).join("\n")}`)
    .join("\n");
  assert.equal(violations.length, 0, `axe-core found ${violations.length} serious/critical violation(s) on ${page.url()}:\n${report}`);
}

// ── The demo content and accounts, through the API ──────────────────────────────────────────────────────────────

/** The browser's storage keys, from the web app itself (apps/web/app/browser/storage-keys.ts). */
export { STORAGE_KEYS as KEYS } from "../apps/web/app/browser/storage-keys.ts";
import { STORAGE_KEYS } from "../apps/web/app/browser/storage-keys.ts";

/** The API locale of each URL language (the Api-Language header). */
export const API_LOCALE: Record<UrlLang, string> = { "zh-hant": "zh_TW", "zh-hans": "zh_CN", en: "en", pt: "pt" };

/** GET an API path on the server under test in a language; returns the envelope's data (code 0 asserted). */
// `any`: the specs read the API's answers as the spec describes them.
export async function apiData(path: string, lang: UrlLang = "zh-hant"): Promise<any> {
  const res = await fetch(url(path), { headers: { "api-language": API_LOCALE[lang] } });
  assert.equal(res.status, 200, `GET ${path}`);
  const body = (await res.json()) as { code: number; data: unknown };
  assert.equal(body.code, 0, `GET ${path} answers code 0`);
  return body.data;
}

export interface ApiCall {
  body?: unknown;
  ip?: string;
  token?: string;
  language?: string;
}

/** A call to `base` (POST with a JSON body, else GET); answers the status and the parsed envelope. */
export async function api(base: string, path: string, { body, ip, token, language }: ApiCall = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(new URL(path, base), {
    method: body ? "POST" : "GET",
    headers: {
      "content-type": "application/json",
      ...(ip ? { "x-forwarded-for": ip } : {}),
      ...(token ? { "api-key": token } : {}),
      ...(language ? { "api-language": language } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

let addressCounter = 0;
/**
 * An address of its own for one sign-in or form (the server trusts X-Forwarded-For), so that per-address limits
 * (sign-in: 15 per 5 minutes) are not shared between tests, spec files and workers.
 */
export function freshAddress(prefix = "198.18"): string {
  addressCounter += 1;
  return `${prefix}.${process.pid % 250}.${1 + (addressCounter % 250)}`;
}

export const DEMO = { username: "demo", password: "Demo-2026!" };
export const IDENTITY = "/api/v1.0/identity";
export const SUPPLIER = "/api/v1.0/supplier";
export const DEMO_SUPPLIER = { username: "supplier-demo", password: "Demo-2026!" };

/** The demo's home popup (the notice kept for home), as the frame asks for it. */
export async function homePopup(lang: UrlLang = "zh-hant"): Promise<{ id: number; [key: string]: unknown }> {
  const popup = (await apiData("/api/v1.0/cms/notice?slug=home", lang)).popup;
  assert.ok(popup, "the demo content has a home popup");
  return popup;
}

/**
 * A context in which the cookie bar and the home popup stay away: consent given now, the popup already seen in this
 * session. For specs about something else on the page that these overlays would cover.
 */
export async function quietOverlays(context: BrowserContext): Promise<void> {
  const popup = await homePopup();
  await context.addInitScript(
    ({ keys, popupId }) => {
      if (!localStorage.getItem(keys.cookieConsent)) localStorage.setItem(keys.cookieConsent, String(Date.now()));
      sessionStorage.setItem(keys.popupHidden, String(popupId));
    },
    { keys: STORAGE_KEYS, popupId: popup.id },
  );
}

/** Accepts the cookie bar in a context before its first page (once: a test may change the choice afterwards). */
export async function acceptCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, String(Date.now()));
  }, STORAGE_KEYS.cookieConsent);
}

/**
 * Plays a play item's video (muted, as autoplay rules allow) once its player is ready (hls.js loaded for an HLS
 * episode), and waits until it has played past half a second; returns where it is.
 */
export async function playItemVideo(page: Page): Promise<number> {
  const video = page.locator(".playitem__player video");
  await video.waitFor();
  await page.waitForSelector(".video-player[data-ready]");
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>(".playitem__player video")?.currentTime ?? 0) > 0.5, null, { timeout: 20_000 });
  return video.evaluate((v: HTMLVideoElement) => v.currentTime);
}
