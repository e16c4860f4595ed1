import { chromium } from "playwright-core";
import { startServer, CHROMIUM_ARGS, CHROMIUM_PATH, removeServerFiles } from "../e2e/server.mjs";
const server = await startServer({ label: "shot" });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const w of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width: w, height: w === 375 ? 800 : 900 } });
  await page.goto(`${server.url}${process.argv[2]}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/${process.argv[3]}-${w}.png` });
  const html = await page.evaluate(() => document.querySelector('[data-slot]')?.outerHTML.slice(0, 600));
  console.log(w, html);
}
await browser.close(); await server.stop(); removeServerFiles(server);
