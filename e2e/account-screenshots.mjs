#!/usr/bin/env node
// Screenshots of the member centre, signed in as the demo member: `node e2e/account-screenshots.mjs [screen…]` after
// `npm run build`. Like e2e/screenshots.mjs (which has no signed-in state): starts the built server with a fresh demo
// database, signs in through the API, and writes full-page PNGs at 375 and 1440 px in the four languages to
// .tmp/shots/account-<screen>-<lang>-<width>.png. Screens: my-list (default: all of them), play-list,
// playlistDetail (the demo's fullest playlist), account-notice, collect, recommended, feedback, setup.
// SHOTS_LANGS=en,pt limits the languages. Not a test: it asserts nothing; e2e/specs/member/journey.spec.ts does.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, removeServerFiles, startServer } from "./server.mjs";

const LANGS = (process.env.SHOTS_LANGS ?? "zh-hant,zh-hans,en,pt").split(",");
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const ALL = ["my-list", "play-list", "playlistDetail", "account-notice", "collect", "recommended", "feedback", "setup"];
const screens = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
const out = join(ROOT, ".tmp/shots");
mkdirSync(out, { recursive: true });

const server = await startServer({ label: "account-shots", env: { PAGE_CACHE_SECONDS: "0" } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS, headless: true });
try {
  const api = async (path, init = {}) => {
    const res = await fetch(new URL(path, server.url), { ...init, headers: { "content-type": "application/json", ...init.headers } });
    const body = await res.json();
    if (body.code !== 0) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const { token } = await api("/api/v1.0/identity/login", { method: "POST", body: JSON.stringify({ username: "demo", password: "Demo-2026!" }) });
  const member = { "api-key": token };
  const info = await api("/api/v1.0/member/info", { headers: member });
  const playlists = await api("/api/v1.0/member/playlist", { headers: member });
  const fullest = playlists.reduce((best, p) => (p.itemCount > best.itemCount ? p : best), playlists[0]);
  const storage = {
    "portal.member.token": token,
    "portal.member.info": JSON.stringify(info),
    // Overlays of the frame that would cover the screens.
    "portal.cookieConsent": String(Date.now()),
  };
  for (const viewport of WIDTHS) {
    const mobile = viewport.width < 576;
    const context = await browser.newContext({
      viewport,
      isMobile: mobile,
      hasTouch: mobile,
      storageState: { cookies: [], origins: [{ origin: new URL(server.url).origin, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) }] },
    });
    const page = await context.newPage();
    for (const lang of LANGS) {
      for (const screen of screens) {
        const path = screen === "playlistDetail" ? `playlistDetail/${fullest.id}` : screen;
        await page.goto(new URL(`/${lang}/user/account/${path}`, server.url).toString(), { waitUntil: "networkidle" });
        await page.locator(".account-screen:not([aria-busy])").first().waitFor();
        await page.waitForTimeout(200);
        const name = `account-${screen}-${lang}-${viewport.width}.png`;
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
