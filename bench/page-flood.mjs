#!/usr/bin/env node
// Can anyone flood the server with renders? `node bench/page-flood.mjs [--write] [--note "…"]` (in `npm run bench`;
// issue 20: a random query string bypassed the page cache, 80 → 3 req/s with 8 clients on PGlite).
//
// Serves the LAST BUILD (npm run build first) on the embedded database (PGlite, fresh DATA_DIR, demo content) with the
// production defaults: page cache 10 s, render budget PAGE_RENDERS_PER_MINUTE 120 a client address. autocannon,
// BENCH_FLOOD_CONNECTIONS (8) connections for BENCH_DURATION (10 s) after a 2 s warm-up, on the newest article:
//   1. cached: the article's address, again and again;
//   2. random queries: `?x=<random>&utm_source=<random>` on every request (each answered by a redirect to the
//      address without them);
//   3. random queries followed: each connection asks for a random query, then for the address it is sent to;
//   4. a client forcing renders (a new page every request: an article id nobody has, a 404 page rendered each time)
//      from one address, while readers from another address ask for the cached article — with the render budget,
//      and again on a server without it (PAGE_RENDERS_PER_MINUTE=0).
// The e2e server believes one proxy hop (TRUST_PROXY=1), so X-Forwarded-For names each side's address.
// Prints a markdown table; --write puts it in docs/performance.md as a dated section ("Forced renders").
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { ROOT, assertBuilt, removeServerFiles, startServer } from "../e2e/server.mjs";
import { writeDatedSection } from "./doc-sections.mjs";

const { values: args } = parseArgs({ options: { write: { type: "boolean", default: false }, note: { type: "string" } } });
const CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 8);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BUDGET = "120";
const HEADERS = { "accept-encoding": "gzip, br" };
const READER = { ...HEADERS, "x-forwarded-for": "10.20.0.1" };
const FLOODER = { ...HEADERS, "x-forwarded-for": "10.30.0.1" };
const log = (msg) => console.log(`bench:page-flood: ${msg}`);
const CHAPTER = {
  marker: "<!-- bench:page-flood (node bench/page-flood.mjs writes dated runs below, newest first) -->",
  intro: `## Forced renders (issue 20)

Whether a client can flood the server with renders (bench/page-flood.mjs, in \`npm run bench\`). A page is rendered
and cached with the query parameters its routes read only; an address with any other parameter is redirected to
the address without it, and each client address may start 20 renders at once, then PAGE_RENDERS_PER_MINUTE a minute
(default 120), before it is answered 429 (docs/security.md "Forced renders"). Target: under random queries,
throughput stays within 20 % of the cached figure. Before the change every random query was a render: the issue's
probe saw 80 → 3 req/s with 8 clients on PGlite, as the "no budget" rows below still show for a client asking for
new pages (each a render).

<!-- bench:page-flood (node bench/page-flood.mjs writes dated runs below, newest first) -->`,
};

const random = () => randomBytes(6).toString("base64url");

/** autocannon on `requests` (a sequence each connection repeats) after a 2 s warm-up: req/s, latency, statuses. */
async function load(base, requests, headers, connections = CONNECTIONS) {
  const options = { url: base, connections, headers, requests };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: DURATION_S });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, statuses: statusCounts(r), errors: r.errors + r.timeouts };
}

const statusCounts = (r) => ({ "2xx": r["2xx"], "3xx": r["3xx"], "4xx": r["4xx"], "5xx": r["5xx"] });

/** The newest Chinese article's page. */
async function articlePath(base) {
  const res = await fetch(`${base}/api/v1.0/news?Page=1&PageSize=1`, { headers: { "api-language": "zh_TW" } });
  const body = await res.json();
  return `/zh-hant/news-detail/${body.data.newsList[0].data[0].id}`;
}

/** A flooder's render-forcing pages and the readers' cached article, at once. */
async function flood(base, article) {
  let next = 1_000_000 + Math.floor(Math.random() * 1_000_000);
  const forcing = [{ method: "GET", setupRequest: (req) => ({ ...req, path: `/zh-hant/news-detail/${(next += 1)}` }) }];
  const [reader, flooder] = await Promise.all([
    autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, headers: READER, requests: [{ method: "GET", path: article }] }),
    autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, headers: FLOODER, requests: forcing }),
  ]);
  const figures = (r) => ({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, statuses: statusCounts(r), errors: r.errors + r.timeouts });
  return { reader: figures(reader), flooder: figures(flooder) };
}

async function measure() {
  log(`starting the built server (page cache 10 s, render budget ${BUDGET} a minute) …`);
  const server = await startServer({ label: "bench-flood", env: { LOG_LEVEL: "warn", PAGE_RENDERS_PER_MINUTE: BUDGET } });
  const rows = {};
  try {
    const article = await articlePath(server.url);
    await fetch(`${server.url}${article}`, { headers: READER });
    log(`cached: ${article}, -c ${CONNECTIONS} -d ${DURATION_S} …`);
    rows.cached = await load(server.url, [{ method: "GET", path: article }], READER);
    log(`random queries …`);
    const randomQuery = { method: "GET", setupRequest: (req) => ({ ...req, path: `${article}?x=${random()}&utm_source=${random()}` }) };
    rows.random = await load(server.url, [randomQuery], READER);
    log(`random queries followed …`);
    rows.followed = await load(server.url, [randomQuery, { method: "GET", path: article }], READER);
    log(`a client forcing renders while readers read, budget on …`);
    rows.budget = await flood(server.url, article);
  } finally {
    await server.stop();
    removeServerFiles(server);
  }
  log(`the same without a render budget (PAGE_RENDERS_PER_MINUTE=0) …`);
  const open = await startServer({ label: "bench-flood-open", env: { LOG_LEVEL: "warn", PAGE_RENDERS_PER_MINUTE: "0" } });
  try {
    const article = await articlePath(open.url);
    await fetch(`${open.url}${article}`, { headers: READER });
    rows.noBudget = await flood(open.url, article);
  } finally {
    await open.stop();
    removeServerFiles(open);
  }
  return rows;
}

const statuses = (s) => Object.entries(s).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${k}`).join(", ");
const line = (what, f, note = "") => `| ${what} | ${f.rps.toFixed(0)} | ${f.p50} ms, ${f.p99} ms | ${statuses(f.statuses)}${f.errors ? `, ${f.errors} errors` : ""} | ${note} |`;

function markdown(rows) {
  const date = new Date().toISOString().slice(0, 10);
  const ratio = rows.random.rps / rows.cached.rps;
  const lines = [`### Forced renders, ${date}`, ""];
  lines.push(
    `Command: \`node bench/page-flood.mjs\` (in \`npm run bench\`) — PGlite, page cache 10 s, render budget ${BUDGET} a minute a ` +
      `client address; autocannon -c ${CONNECTIONS} -d ${DURATION_S} (after 2 s not counted) on the newest article. Load average at ` +
      `the start ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism?.() ?? os.cpus().length} cores; the load generator shares the ` +
      `machine with the server, and the machine may be slow or busy with other work: compare the rows, not other runs.`,
  );
  if (args.note) lines.push("", `Note: ${args.note}`);
  lines.push(
    "",
    "| requests | req/s | latency p50, p99 | answers | |",
    "|---|---:|---|---|---|",
    line("the article, cached", rows.cached),
    line("random queries (`?x=…&utm_source=…`)", rows.random, `${(ratio * 100).toFixed(0)} % of cached (target ≥ 80 %)`),
    line("random queries, each followed to the page", rows.followed, "two requests a page"),
    line("readers of the cached article, while another address forces renders — budget on", rows.budget.reader),
    line("the client forcing renders (a new 404 page each time) — budget on", rows.budget.flooder, "refused past its budget"),
    line("readers of the cached article, while another address forces renders — no budget", rows.noBudget.reader),
    line("the client forcing renders — no budget", rows.noBudget.flooder),
  );
  return { text: lines.join("\n") + "\n", ratio };
}

async function main() {
  assertBuilt();
  const { text, ratio } = markdown(await measure());
  console.log(`\n${text}`);
  log(`random queries: ${(ratio * 100).toFixed(0)} % of the cached throughput (target ≥ 80 %)`);
  if (args.write) {
    writeDatedSection(join(ROOT, "docs/performance.md"), CHAPTER, text);
    log("written to docs/performance.md (Forced renders)");
  }
}

main().catch((err) => {
  console.error(`bench:page-flood: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  process.exitCode = 1;
});
