#!/usr/bin/env node
// Lighthouse 12, mobile preset (simulated throttling), against Debian's Chromium: used by bench/run.mjs, and alone
// for any page types:  node bench/lighthouse.mjs [--runs 5] /zh-hant/ /zh-hant/live …
// Alone it serves the LAST BUILD (npm run build first) on a fresh data directory and prints, per path, each run and
// the median run (by score, then LCP), with the LCP element and the LCP phases (TTFB, load delay, load, render).
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertBuilt, removeServerFiles, startServer } from "../e2e/server.mjs";

const ms = (v) => `${Math.round(v)} ms`;
const kb = (v) => `${(v / 1024).toFixed(1)} KB`;

/** The LCP phases Lighthouse reports (lcp-breakdown-insight in 12.x, largest-contentful-paint-element before). */
function lcpPhases(lhr) {
  const fromInsight = lhr.audits["lcp-breakdown-insight"]?.details?.items?.[0]?.items;
  const fromElement = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items;
  const rows = fromInsight ?? fromElement ?? [];
  return Object.fromEntries(rows.map((row) => [row.subpart ?? row.phase ?? row.label, row.duration ?? row.timing]).filter(([k]) => k));
}

function lcpElement(lhr) {
  const items = lhr.audits["largest-contentful-paint-element"]?.details?.items;
  const node = items?.[0]?.items?.[0]?.node ?? items?.[0]?.node;
  return node?.selector ?? node?.snippet ?? "?";
}

/** Runs Lighthouse `runs` times on `url`; answers every run and the median one. */
export async function runLighthouse(url, runs, log = console.log) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const results = [];
  for (let i = 1; i <= runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error("Lighthouse returned no result");
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const summary = /** @type {{ items?: { resourceType: string, transferSize: number, requestCount: number }[] }} */ (
        lhr.audits["resource-summary"]?.details ?? {}
      );
      const script = summary.items?.find((item) => item.resourceType === "script");
      const run = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        fcp: audit("first-contentful-paint"),
        si: audit("speed-index"),
        jsBytes: script?.transferSize ?? 0,
        jsFiles: script?.requestCount ?? 0,
        lcpElement: lcpElement(lhr),
        lcpPhases: lcpPhases(lhr),
        // Lighthouse's CPU benchmark of this machine at the time of the run: the simulated timings scale the observed
        // ones, so a busy machine (a low index) reads as a slow page. Compare figures only at similar indexes.
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
        version: lhr.lighthouseVersion,
        formFactor: lhr.configSettings.formFactor,
        throttling: lhr.configSettings.throttlingMethod,
      };
      log(`  Lighthouse run ${i}/${runs}: performance ${run.score}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, CLS ${run.cls.toFixed(3)}, FCP ${ms(run.fcp)}, JS ${kb(run.jsBytes)}, CPU benchmark ${run.benchmarkIndex}`);
      results.push(run);
    } finally {
      await chrome.kill();
    }
  }
  // The median run by score (then by LCP), as Lighthouse's docs advise for variance.
  const sorted = [...results].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], runs: results };
}

async function main() {
  const { values, positionals } = parseArgs({ options: { runs: { type: "string", default: "5" } }, allowPositionals: true });
  assertBuilt();
  const server = await startServer({ label: "lighthouse", env: { LOG_LEVEL: "warn" } });
  try {
    for (const path of positionals.length ? positionals : ["/zh-hant/"]) {
      console.log(`${path}`);
      const { median, runs } = await runLighthouse(new URL(path, server.url).toString(), Number(values.runs));
      const lcps = runs.map((r) => r.lcp).sort((a, b) => a - b);
      console.log(
        `  median: performance ${median.score}, LCP ${ms(median.lcp)} (median of LCPs ${ms(lcps[Math.floor((lcps.length - 1) / 2)])}), FCP ${ms(median.fcp)}, TBT ${ms(median.tbt)}, JS ${kb(median.jsBytes)}`,
      );
      console.log(`  LCP element: ${median.lcpElement}; phases: ${JSON.stringify(median.lcpPhases)}`);
    }
  } finally {
    await server.stop();
    removeServerFiles(server);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
