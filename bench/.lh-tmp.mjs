import { startServer, CHROMIUM_ARGS, CHROMIUM_PATH, removeServerFiles } from "/work/main/e2e/server.mjs";
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const server = await startServer({ label: "lh" });
const path = process.argv[2];
for (let i = 0; i < 2; i++) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
  const r = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const lhr = r.lhr;
  console.log("score", lhr.categories.performance.score, "LCP", lhr.audits["largest-contentful-paint"].numericValue, "FCP", lhr.audits["first-contentful-paint"].numericValue, "SI", lhr.audits["speed-index"].numericValue, "TBT", lhr.audits["total-blocking-time"].numericValue);
  const el = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  console.log("LCP element", el?.snippet, el?.selector);
  const phases = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items;
  console.log(JSON.stringify(phases));
  await chrome.kill();
}
await server.stop(); removeServerFiles(server);
