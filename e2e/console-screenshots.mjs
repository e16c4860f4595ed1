#!/usr/bin/env node
// Screenshots of the newsroom console, for looking at it as staff would: `node e2e/console-screenshots.mjs [path…]`
// after `npm run build`. Starts the built server with a fresh demo database, signs the demo administrator in (README
// "Demo staff"; the TOTP code computed as an authenticator app does) and writes full-page PNGs at 375 and 1440 px in
// the console's four languages (its console_lang cookie) to .tmp/shots/console-<lang>-<page>-<width>.png. Default
// paths: the home, news desk, an article in the editor, comments, staff, the audit log and the menus. SHOTS_LANGS=pt,zh-hans
// takes only those languages, SHOTS_WIDTHS=1280 only that width. Not a test: it asserts nothing; the specs in e2e/specs/console/ do.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { TOTP } from "otpauth";
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, removeServerFiles, startServer } from "./server.mjs";

const LANGS = process.env.SHOTS_LANGS ? process.env.SHOTS_LANGS.split(",") : ["zh-hant", "zh-hans", "en", "pt"];
const WIDTHS = (process.env.SHOTS_WIDTHS ?? "375,1440").split(",").map((width) => ({ width: Number(width), height: Number(width) < 576 ? 812 : 900 }));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/console", "/console/news", "/console/news/1", "/console/comments", "/console/staff", "/console/audit", "/console/menus"];
const out = join(ROOT, ".tmp/shots");
mkdirSync(out, { recursive: true });

const server = await startServer({ label: "console-shots" });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS, headless: true });
const at = (path) => new URL(path, server.url).toString();
try {
  // One session for every shot, signed in on the sign-in screen: the password, then the code.
  const context = await browser.newContext();
  const signIn = await context.newPage();
  await signIn.goto(at("/console/sign-in"));
  const submit = signIn.locator("form button[type=submit]");
  await submit.and(signIn.locator(":enabled")).waitFor();
  await signIn.locator("input[type=email]").fill("staff.admin@example.mo");
  await signIn.locator("input[type=password]").fill("Console-2026!");
  await submit.click();
  await signIn.locator("input[autocomplete=one-time-code]").fill(new TOTP({ secret: "DEMOADMIN".padEnd(32, "A") }).generate());
  await submit.click();
  await signIn.getByTestId("console-home").waitFor();
  const cookies = await context.cookies();
  await context.close();

  for (const viewport of WIDTHS) {
    const mobile = viewport.width < 576;
    for (const lang of LANGS) {
      const shots = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
      const host = new URL(server.url).hostname;
      await shots.addCookies([...cookies, { name: "console_lang", value: lang, domain: host, path: "/" }]);
      const page = await shots.newPage();
      for (const path of paths) {
        await page.goto(at(path), { waitUntil: "networkidle" });
        await page.waitForTimeout(300);
        const name = `console-${lang}-${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "")}-${viewport.width}.png`;
        await page.screenshot({ path: join(out, name), fullPage: true });
        console.log(`wrote .tmp/shots/${name}`);
      }
      await shots.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  removeServerFiles(server);
}
