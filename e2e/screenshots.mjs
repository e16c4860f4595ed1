#!/usr/bin/env node
// Screenshots for looking at the site as a person would: `node e2e/screenshots.mjs [path…]` after `npm run build`.
// Starts the built server with a fresh demo database and writes full-page PNGs at 375 and 1440 px, in the four
// languages, to .tmp/shots/<lang>-<page>-<width>.png. Paths are given without the language: "/" (default), "/404".
// SHOTS_FULL=0 takes only the first screen (the viewport) instead of the full page. SHOTS_PRESS=<data-testid> presses
// that element first (e.g. radio-listen, to see the radio mini player). SHOTS_LANGS=en,pt takes only those languages
// (a story exists in its newsroom's language only). Not a test: it asserts nothing; the end-to-end specs do.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, removeServerFiles, startServer } from "./server.mjs";

const LANGS = process.env.SHOTS_LANGS ? process.env.SHOTS_LANGS.split(",") : ["zh-hant", "zh-hans", "en", "pt"];
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const out = join(ROOT, ".tmp/shots");
mkdirSync(out, { recursive: true });

const server = await startServer({ label: "shots", env: { PAGE_CACHE_SECONDS: "0" } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS, headless: true });
try {
  for (const viewport of WIDTHS) {
    const mobile = viewport.width < 576;
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    for (const lang of LANGS) {
      for (const path of paths) {
        await page.goto(new URL(`/${lang}${path}`, server.url).toString(), { waitUntil: "networkidle" });
        if (process.env.SHOTS_PRESS) {
          await page.locator("html[data-islands-started]").waitFor({ state: "attached" });
          await page.getByTestId(process.env.SHOTS_PRESS).first().click();
          await page.waitForTimeout(1500);
        }
        await page.waitForTimeout(300);
        const name = `${lang}-${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${viewport.width}.png`;
        await page.screenshot({ path: join(out, name), fullPage: process.env.SHOTS_FULL !== "0" });
        console.log(`wrote .tmp/shots/${name}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  removeServerFiles(server);
}
