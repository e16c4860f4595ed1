#!/usr/bin/env node
// What a page costs when it is not in the page cache: `node bench/render.mjs [--write] [--profile] [--note "…"]`
// (part of `npm run bench`). A cache miss, a crawler walking the archive and the first reader after a publish pay it.
//
// Serves the LAST BUILD (npm run build first; PORTAL_BUILD_ROOT measures another build, e.g. an older commit) with the
// page cache off (PAGE_CACHE_SECONDS=0; the render cache stays at its default: renders share public API answers),
// on the embedded database (PGlite, fresh DATA_DIR, demo content) and on PostgreSQL (a fresh database on
// BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres, seeded with the demo content and
// dropped afterwards; skipped when that server does not answer). For each:
//   - one article render: BENCH_RENDER_RUNS (50) sequential requests of the newest Chinese article, after 10 not
//     counted — median, p90, and the server's CPU time per request (/proc: user + system, every thread);
//   - the home page, the same way;
//   - a crawler's walk: the same number of requests, each for another article (all newsrooms, in their language),
//     so that no article's own data is ever shared between renders;
//   - throughput: autocannon -c BENCH_CONNECTIONS (50) -d BENCH_DURATION (10 s) on the article and on home.
// --profile also takes a CPU profile of 400 article renders (node --cpu-prof; the database seeded by an earlier
// start) and prints where the time goes.
// Prints a markdown table; --write puts it in docs/performance.md as a dated section ("Renders").
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ROOT, assertBuilt, removeServerFiles, startServer } from "../e2e/server.mjs";
import { summarizeProfile } from "./profile-summary.mjs";
import { writeDatedSection } from "./doc-sections.mjs";
import { CONNECTIONS, DURATION_S, HEADERS, RUNS, onEachDatabase, sequential, throughput } from "./render-measures.mjs";

const { values: args } = parseArgs({
  options: { write: { type: "boolean", default: false }, profile: { type: "boolean", default: false }, note: { type: "string" } },
});
const log = (msg) => console.log(`bench:render: ${msg}`);
const RENDERS_CHAPTER = {
  marker: "<!-- bench:renders (node bench/render.mjs writes dated runs below, newest first) -->",
  intro: `## Renders (page cache off)

What a page costs when it is not in the page cache — a cache miss, a crawler walking the archive, the first reader
after a publish (bench/render.mjs, in \`npm run bench\`). Budget: one article render ≤ 15 ms (median of 50
sequential requests); under load (autocannon -c 50) ≥ 100 req/s for the article and ≥ 80 for home, on PGlite and
on PostgreSQL. Renders share public API answers for RENDER_CACHE_SECONDS (ADR 0006); the crawler's walk asks for
another article every time, so its article data is never shared.

<!-- bench:renders (node bench/render.mjs writes dated runs below, newest first) -->`,
};

/** Every article's page address, in its own language (zh → zh-hant), newest first. */
async function articlePaths(base) {
  const paths = [];
  for (const [locale, lang] of [["zh_TW", "zh-hant"], ["en", "en"], ["pt", "pt"]]) {
    const res = await fetch(`${base}/api/v1.0/news?Page=1&PageSize=100`, { headers: { "api-language": locale } });
    const body = await res.json();
    for (const block of body.data.newsList) for (const item of block.data) paths.push(`/${lang}/news-detail/${item.id}`);
  }
  return paths;
}

async function measure(label, env) {
  log(`${label}: starting the built server (page cache off) …`);
  const server = await startServer({ label: "bench-render", env: { PAGE_CACHE_SECONDS: "0", LOG_LEVEL: "warn", ...env } });
  try {
    const paths = await articlePaths(server.url);
    const article = paths[0];
    const walk = [...paths.filter((p) => p.startsWith("/zh-hant/")), ...paths.filter((p) => !p.startsWith("/zh-hant/"))];
    const row = { label, article, articles: walk.length };
    row.articleRender = await sequential(server, [article]);
    row.homeRender = await sequential(server, ["/zh-hant/"]);
    row.walk = await sequential(server, walk);
    log(`${label}: article ${row.articleRender.median.toFixed(1)} ms, home ${row.homeRender.median.toFixed(1)} ms, walk ${row.walk.median.toFixed(1)} ms (medians)`);
    log(`${label}: autocannon -c ${CONNECTIONS} -d ${DURATION_S} on the article and on home …`);
    row.articleLoad = await throughput(`${server.url}${article}`);
    row.homeLoad = await throughput(`${server.url}/zh-hant/`);
    log(`${label}: ${row.articleLoad.rps.toFixed(0)} req/s article, ${row.homeLoad.rps.toFixed(0)} req/s home`);
    return row;
  } finally {
    await server.stop();
    removeServerFiles(server);
  }
}

async function profile(requests = 400) {
  const dir = mkdtempSync(join(os.tmpdir(), "portal-profile-"));
  const dataDir = join(dir, "data");
  // A first start creates, migrates and seeds the database; the profiled start reopens it, so that the profile
  // holds renders, not seeding.
  const seeding = await startServer({ label: "bench-profile", env: { DATA_DIR: dataDir, LOG_LEVEL: "warn" } });
  await seeding.stop();
  removeServerFiles(seeding);
  const server = await startServer({
    label: "bench-profile",
    env: { DATA_DIR: dataDir, PAGE_CACHE_SECONDS: "0", LOG_LEVEL: "warn" },
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`],
  });
  try {
    const [article] = await articlePaths(server.url);
    for (let i = 0; i < requests; i++) await (await fetch(`${server.url}${article}`, { headers: HEADERS })).arrayBuffer();
  } finally {
    await server.stop();
    removeServerFiles(server);
  }
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("no CPU profile was written");
  const summary = summarizeProfile(JSON.parse(readFileSync(join(dir, file), "utf8")), requests);
  rmSync(dir, { recursive: true, force: true });
  return summary;
}

const ms = (v) => `${v.toFixed(1)} ms`;

function markdown(rows, profileLines) {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [`### Renders, ${date}`, ""];
  lines.push(
    `Command: \`node bench/render.mjs\` (in \`npm run bench\`) — page cache off, render cache ${process.env.RENDER_CACHE_SECONDS ?? "10"} s; ` +
      `${RUNS} sequential requests each (after 10 not counted); autocannon -c ${CONNECTIONS} -d ${DURATION_S}. ` +
      `Load average at the start ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism?.() ?? os.cpus().length} cores.`,
  );
  if (args.note) lines.push("", `Note: ${args.note}`);
  lines.push(
    "",
    "| database | article render (median, p90) | server CPU per article | home render (median, p90) | crawler walk over every article (median, p90) | article req/s (p50, p99) | home req/s (p50, p99) |",
    "|---|---|---:|---|---|---|---|",
  );
  for (const r of rows) {
    lines.push(
      `| ${r.label} | ${ms(r.articleRender.median)}, ${ms(r.articleRender.p90)} | ${ms(r.articleRender.cpu)} | ${ms(r.homeRender.median)}, ${ms(r.homeRender.p90)} | ` +
        `${ms(r.walk.median)}, ${ms(r.walk.p90)} (${r.articles} articles) | ${r.articleLoad.rps.toFixed(0)} (${r.articleLoad.p50}, ${r.articleLoad.p99} ms) | ${r.homeLoad.rps.toFixed(0)} (${r.homeLoad.p50}, ${r.homeLoad.p99} ms) |`,
    );
  }
  if (profileLines.length) lines.push("", ...profileLines);
  return { text: lines.join("\n") + "\n" };
}

async function main() {
  assertBuilt();
  const rows = await onEachDatabase(measure, log);
  const profileLines = args.profile ? await profile() : [];
  const { text } = markdown(rows, profileLines);
  console.log(`\n${text}`);
  if (args.write) {
    writeDatedSection(join(ROOT, "docs/performance.md"), RENDERS_CHAPTER, text);
    log("written to docs/performance.md (Renders)");
  }
}

main().catch((err) => {
  console.error(`bench:render: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  process.exitCode = 1;
});
