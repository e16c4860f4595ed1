// node bench/.tmp-lhdump.mjs /path … : one Lighthouse run each, full LHR to /tmp/lh/<n>.json, summary printed.
import { writeFileSync } from "node:fs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertBuilt, startServer } from "../e2e/server.mjs";
assertBuilt();
const server = await startServer({ label: "lh", env: { LOG_LEVEL: "warn" } });
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
let n = 0;
try {
  for (const path of process.argv.slice(2)) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
    const { lhr } = await lighthouse(new URL(path, server.url).toString(), { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    await chrome.kill();
    writeFileSync(`/tmp/lh/${n}.json`, JSON.stringify(lhr));
    const m = lhr.audits.metrics.details.items[0];
    console.log(path, "score", lhr.categories.performance.score, "LCP", Math.round(lhr.audits["largest-contentful-paint"].numericValue), "FCP", Math.round(lhr.audits["first-contentful-paint"].numericValue), "bench", Math.round(lhr.environment.benchmarkIndex));
    console.log(" observed FCP", m.observedFirstContentfulPaint, "LCP", m.observedLargestContentfulPaint, "DCL", m.observedDomContentLoaded, "load", m.observedLoad);
    const el = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
    console.log(" LCP element", el?.selector, (el?.snippet || "").slice(0, 120));
    for (const r of lhr.audits["network-requests"].details.items) {
      console.log(`  ${String(Math.round(r.networkRequestTime)).padStart(5)}–${String(Math.round(r.networkEndTime)).padStart(5)} ${r.priority.padEnd(8)} ${String(r.transferSize).padStart(7)} ${r.resourceType.padEnd(10)} ${r.url.replace(server.url, "").slice(0, 90)}`);
    }
    n++;
  }
} finally { await server.stop?.(); process.exit(0); }
