#!/usr/bin/env node
// Performance figures of the home page and an article: `npm run bench` (node bench/run.mjs [options]; `npm run
// bench` then runs bench/news-scale.mjs --write for the news and search figures at 10,000 and 100,000 articles).
//
// Serves the LAST BUILD: run `npm run build` first, or pass --build. Starts the built server (NODE_ENV=production,
// fresh DATA_DIR, default settings: page cache 10 s, log level info to a file), then measures
//   - Lighthouse 12 (mobile preset = Lighthouse's default config, simulated throttling) on /zh-hant/ and on the
//     newest Chinese article (/zh-hant/news-detail/{id}), median of BENCH_LH_RUNS runs (3) each: performance
//     score, LCP, TBT, CLS, FCP, JavaScript transferred;
//   - autocannon -c 50 -d 10 with `accept-encoding: gzip, br` on /zh-hant/ (page cache on, as in production),
//     and on the article, both again with the page cache off (every request rendered), and on a static-file baseline serving
//     the SAME HTML (fetched once from the server): nginx (Debian's nginx-light, installed when missing and we are
//     root; gzip on, 1 worker, access log off), else a minimal node static server with the page pre-gzipped.
// Each load run is preceded by a 2 s warm-up that is not counted. Load and server share the machine's cores.
// Prints markdown tables and writes them as a dated section of docs/performance.md (replacing that date's section).
//
// Options: --build (run `npm run build` first), --note "text" (a remark for the section), --no-write (print only).
// Settings: BENCH_CONNECTIONS (50), BENCH_DURATION (10 s), BENCH_LH_RUNS (3), BENCH_STATIC=node (skip nginx).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, assertBuilt, freePort, removeServerFiles, startServer } from "../e2e/server.mjs";
import { writeDatedSection } from "./doc-sections.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { probe } from "./render-measures.mjs";

const { values: args } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    note: { type: "string" },
    "no-write": { type: "boolean", default: false },
  },
});

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
/**
 * Page types measured beside home and article (Lighthouse and uncached renders): the media pages of issue 11 (their
 * players lazy: nothing plays during the run) and the company pages and public forms of issue 13. A path may be a
 * function of the server's address (a press release's id is read from the API).
 */
const PAGE_TYPES = [
  ["/zh-hant/live", "live"],
  ["/zh-hant/program-detail/street-stories", "programme"],
  [newestPressReleasePath, "press release"],
  ["/zh-hant/recruitment", "recruitment"],
  ["/zh-hant/supplier/login", "supplier login"],
];
const PAGE = "/zh-hant/";
const ACCEPT_ENCODING = "gzip, br";
const DOC = join(ROOT, "docs/performance.md");

const log = (msg) => console.log(`bench: ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ms = (v) => `${Math.round(v)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function sh(cmd, cmdArgs) {
  try {
    return execFileSync(cmd, cmdArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  } catch {
    return "";
  }
}

function machine() {
  const cpus = os.cpus();
  const git = sh("git", ["-C", ROOT, "rev-parse", "--short", "HEAD"]);
  const dirty = sh("git", ["-C", ROOT, "status", "--porcelain"]) !== "";
  return {
    cores: os.availableParallelism?.() ?? cpus.length,
    cpu: (cpus[0]?.model ?? "unknown").replace(/\s+/g, " ").trim(),
    memoryGiB: (os.totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
    chromium: sh(CHROMIUM_PATH, ["--version"]).split("\n").pop() ?? "",
    commit: git ? `${git}${dirty ? " with uncommitted changes" : ""}` : "unknown",
    // Other work on the machine skews every figure: the 1-minute load average at the start tells how quiet it was.
    load: os.loadavg()[0].toFixed(1),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Static baseline

/** Makes sure nginx is there: Debian's nginx-light is installed when missing (as root, with apt-get). */
function ensureNginx() {
  if (process.env.BENCH_STATIC === "node") return { ok: false, why: "BENCH_STATIC=node" };
  const have = () => spawnSync("nginx", ["-v"], { encoding: "utf8" });
  let probe = have();
  if (probe.error) {
    if (process.getuid?.() !== 0) return { ok: false, why: "nginx is not installed and we are not root" };
    log("nginx is missing: apt-get install nginx-light …");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const quiet = { encoding: /** @type {const} */ ("utf8"), env };
    const update = spawnSync("apt-get", ["update", "-qq"], quiet);
    const install = update.status === 0 ? spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], quiet) : update;
    if (install.status !== 0) {
      console.error(`${install.stdout ?? ""}${install.stderr ?? ""}`);
      return { ok: false, why: "apt-get install nginx-light failed" };
    }
    probe = have();
    if (probe.error) return { ok: false, why: "nginx still not found after installing nginx-light" };
  }
  return { ok: true, version: (probe.stderr || probe.stdout).trim().replace(/^nginx version: /, "") };
}

async function waitForHttp(url, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Serves `html` at /zh-hant/ (and every other path) with nginx, or with a minimal node server. */
async function startStatic(html, dir) {
  const www = join(dir, "www");
  mkdirSync(www, { recursive: true });
  writeFileSync(join(www, "index.html"), html);
  const port = await freePort();
  const nginx = ensureNginx();
  if (nginx.ok) {
    // nginx's workers drop to `nobody` unless told otherwise: keep the folders readable.
    for (const d of [dir, www]) chmodSync(d, 0o755);
    mkdirSync(join(dir, "client_body"), { recursive: true });
    const conf = join(dir, "nginx.conf");
    writeFileSync(
      conf,
      `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  gzip on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location / { try_files /index.html =404; }
  }
}
`,
    );
    const child = spawn("nginx", ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const exited = new Promise((r) => child.once("exit", r));
    try {
      await Promise.race([waitForHttp(`http://127.0.0.1:${port}${PAGE}`), exited.then(() => Promise.reject(new Error(`nginx exited: ${stderr}`)))]);
    } catch (err) {
      child.kill("SIGTERM");
      throw err;
    }
    return {
      label: `static baseline: ${nginx.version} (gzip on, level 1; 1 worker)`,
      kind: "nginx",
      url: `http://127.0.0.1:${port}${PAGE}`,
      stop: async () => {
        child.kill("SIGTERM");
        await exited;
      },
    };
  }
  log(`nginx not used (${nginx.why}): static baseline is a minimal node server`);
  const body = Buffer.from(html);
  const gz = gzipSync(body, { level: 6 });
  const server = createServer((req, res) => {
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      vary: "accept-encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
      "content-length": gzip ? gz.length : body.length,
    });
    res.end(gzip ? gz : body);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise((r) => server.listen(port, "127.0.0.1", () => r(undefined)));
  return {
    label: `static baseline: node ${process.version} http server (${nginx.why}; pre-gzipped, level 6)`,
    kind: "node",
    url: `http://127.0.0.1:${port}${PAGE}`,
    stop: () => new Promise((r) => server.close(() => r(undefined))),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Load

async function load(label, url) {
  const headers = { "accept-encoding": ACCEPT_ENCODING };
  const first = await probe(url);
  if (first.status !== 200) throw new Error(`${label}: ${url} answered ${first.status}`);
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up, not counted
  log(`autocannon -c ${CONNECTIONS} -d ${DURATION_S} ${url} (${label}) …`);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const row = {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    encoding: first.encoding,
    bytes: first.bytes,
  };
  log(`  ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p97.5 ${row.p975} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}, timeouts ${row.timeouts}`);
  return row;
}

/** The address of the newest article of the Chinese newsroom, from the news API. */
async function newestArticlePath(base) {
  const res = await fetch(`${base}/api/v1.0/news?Page=1&PageSize=1`, { headers: { "api-language": "zh_TW" } });
  const body = await res.json();
  const id = body?.data?.newsList?.[0]?.data?.[0]?.id;
  if (!id) throw new Error(`no article in /api/v1.0/news: ${JSON.stringify(body).slice(0, 200)}`);
  return `/zh-hant/news-detail/${id}`;
}

/** The newest press release's page in Chinese (about_us/press_release/{id}). */
async function newestPressReleasePath(base) {
  const res = await fetch(`${base}/api/v1.0/cms/company/info?type=press_release&pageSize=1`, { headers: { "api-language": "zh_TW" } });
  const id = (await res.json())?.data?.items?.[0]?.id;
  if (!id) throw new Error("no press release in /api/v1.0/cms/company/info");
  return `/zh-hant/about_us/press_release/${id}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse

const lighthouseRuns = (url) => runLighthouse(url, LH_RUNS, log);

// ---------------------------------------------------------------------------------------------------------------
// Report

/** One Lighthouse table: a page's median run against its budgets, and every run. */
function lighthouseTable(path, lh, jsBudgetKb, jsBudgetLabel) {
  const mark = (ok) => (ok ? "✅" : "❌");
  const med = lh.median;
  return [
    "",
    `| Lighthouse mobile, \`${path}\` | median | budget or aim | all runs |`,
    "|---|---:|---|---|",
    `| performance score | ${med.score} | ≥ 95 (aim 98) ${mark(med.score >= 95)} | ${lh.runs.map((r) => r.score).join(", ")} |`,
    `| LCP | ${ms(med.lcp)} | | ${lh.runs.map((r) => ms(r.lcp)).join(", ")} |`,
    `| TBT | ${ms(med.tbt)} | | ${lh.runs.map((r) => ms(r.tbt)).join(", ")} |`,
    `| CLS | ${med.cls.toFixed(3)} | ≤ 0.05 ${mark(med.cls <= 0.05)} | ${lh.runs.map((r) => r.cls.toFixed(3)).join(", ")} |`,
    `| FCP | ${ms(med.fcp)} | | ${lh.runs.map((r) => ms(r.fcp)).join(", ")} |`,
    `| CPU benchmark index (Lighthouse; higher is faster, a busy machine reads low) | ${med.benchmarkIndex} | | ${lh.runs.map((r) => r.benchmarkIndex).join(", ")} |`,
    // Lighthouse counts bodies and headers as sent over plain HTTP (gzip: browsers ask for Brotli over HTTPS only);
    // the budget itself is the gzip size of the bodies, checked by e2e/specs/budgets/js-budget.spec.ts.
    `| JavaScript transferred (bodies + headers, gzip over HTTP) | ${kb(med.jsBytes)} in ${med.jsFiles} file(s) | ${jsBudgetLabel}: ≤ ${jsBudgetKb} KB gzip of bodies, see js-budget test | ${lh.runs.map((r) => kb(r.jsBytes)).join(", ")} |`,
  ];
}

function markdown({ date, m, rows, ratio, pages, note, staticKind }) {
  const mark = (ok) => (ok ? "✅" : "❌");
  const lines = [];
  const lh0 = pages[0].lh.median;
  lines.push(`### ${date}`, "");
  lines.push(
    `Command: \`npm run bench\` — autocannon -c ${CONNECTIONS} -d ${DURATION_S} with \`accept-encoding: ${ACCEPT_ENCODING}\` (2 s warm-up not counted), ` +
      `Lighthouse ${lh0.version} ${lh0.formFactor} preset (${lh0.throttling} throttling), median of ${pages[0].lh.runs.length} run(s).`,
  );
  lines.push(
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB memory, Node ${m.node}, ${m.chromium}; load generator, server and browser share the cores; load average at the start ${m.load}${Number(m.load) > m.cores / 2 ? " (**busy: other work was running, figures are low**)" : ""}. Commit ${m.commit}.`,
  );
  if (note) lines.push("", `Note: ${note}`);
  lines.push("", "| server, page | req/s | p50 | p97.5 | p99 | non-2xx | errors (timeouts) | encoding, bytes |", "|---|---:|---:|---:|---:|---:|---:|---|");
  for (const r of rows) {
    lines.push(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p975} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} (${r.timeouts}) | ${r.encoding}, ${r.bytes} |`);
  }
  lines.push(
    "",
    `Throughput ratio, SSR of \`${PAGE}\` (page cache on) / static baseline (${staticKind}): **${ratio.toFixed(2)}** (aim ≥ 0.5 ${mark(ratio >= 0.5)}).`,
  );
  for (const page of pages) lines.push(...lighthouseTable(page.path, page.lh, page.jsBudgetKb, page.jsBudgetLabel));
  return lines.join("\n") + "\n";
}

const RESULTS = {
  marker: "<!-- bench:results (npm run bench writes dated sections below, newest first) -->",
  intro: "## Results\n\n<!-- bench:results (npm run bench writes dated sections below, newest first) -->",
};

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  if (args.build) {
    log("npm run build …");
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  assertBuilt();
  const m = machine();
  log(`machine: ${m.cores} cores, ${m.memoryGiB} GiB, ${m.cpu}, Node ${m.node}, ${m.chromium}, load average ${m.load}`);
  if (Number(m.load) > m.cores / 2) log(`warning: the machine is busy (load average ${m.load} on ${m.cores} cores): the figures will be low`);
  const work = mkdtempSync(join(os.tmpdir(), "portal-bench-"));
  const cleanups = [];
  try {
    log("starting the built server (NODE_ENV=production, fresh DATA_DIR, default page cache) …");
    const server = await startServer({ label: "bench" });
    cleanups.push(async () => {
      const stop = await server.stop();
      if (!stop.clean) log(`warning: the server did not stop cleanly (code ${stop.code}, signal ${stop.signal})`);
      removeServerFiles(server);
    });
    const pageUrl = `${server.url}${PAGE}`;
    const htmlRes = await fetch(pageUrl);
    if (htmlRes.status !== 200) throw new Error(`${pageUrl} answered ${htmlRes.status}`);
    const html = await htmlRes.text();
    log(`${PAGE}: ${html.length} characters of HTML`);

    log(`Lighthouse (${LH_RUNS} run(s)) on ${pageUrl} …`);
    const lh = await lighthouseRuns(pageUrl);
    // An article: the newest story of the Chinese newsroom (the page most visitors land on from search and shares).
    const articlePath = await newestArticlePath(server.url);
    log(`Lighthouse (${LH_RUNS} run(s)) on ${server.url}${articlePath} …`);
    const articleLh = await lighthouseRuns(`${server.url}${articlePath}`);
    const pages = [
      { path: PAGE, lh, jsBudgetKb: 100, jsBudgetLabel: "home" },
      { path: articlePath, lh: articleLh, jsBudgetKb: 90, jsBudgetLabel: "article" },
    ];
    const typePaths = [];
    for (const [path, label] of PAGE_TYPES) typePaths.push([typeof path === "function" ? await path(server.url) : path, label]);
    for (const [path, label] of typePaths) {
      log(`Lighthouse (${LH_RUNS} run(s)) on ${server.url}${path} …`);
      pages.push({ path, lh: await lighthouseRuns(`${server.url}${path}`), jsBudgetKb: 90, jsBudgetLabel: label });
    }

    const rows = [];
    rows.push(await load(`portal SSR \`${PAGE}\` (page cache 10 s, the default)`, pageUrl));
    rows.push(await load(`portal SSR \`${articlePath}\` (page cache 10 s)`, `${server.url}${articlePath}`));

    const uncached = await startServer({ label: "bench-nocache", env: { PAGE_CACHE_SECONDS: "0" } });
    try {
      rows.push(await load(`portal SSR \`${PAGE}\` (page cache off: every request rendered)`, `${uncached.url}${PAGE}`));
      rows.push(await load(`portal SSR \`${articlePath}\` (page cache off)`, `${uncached.url}${articlePath}`));
      for (const [path] of typePaths) rows.push(await load(`portal SSR \`${path}\` (page cache off)`, `${uncached.url}${path}`));
    } finally {
      await uncached.stop();
      removeServerFiles(uncached);
    }

    const staticServer = await startStatic(html, join(work, "static"));
    cleanups.push(() => staticServer.stop());
    const staticRow = await load(`${staticServer.label}, the HTML of \`${PAGE}\``, staticServer.url);
    rows.push(staticRow);

    const ratio = rows[0].rps / staticRow.rps;
    const date = new Date().toISOString().slice(0, 10);
    const section = markdown({ date, m, rows, ratio, pages, note: args.note, staticKind: staticServer.kind });
    console.log(`\n${section}`);
    if (!args["no-write"]) {
      writeDatedSection(DOC, RESULTS, section);
      log(`written to docs/performance.md (section ${date})`);
    }
    // Figures, not a test: errors under load are reported (in the table too), the run still counts.
    for (const r of rows.filter((row) => row.non2xx > 0 || row.errors > 0)) {
      log(`warning: ${r.label}: ${r.non2xx} non-2xx answer(s), ${r.errors} error(s) of which ${r.timeouts} timeout(s) (autocannon gives up after 10 s)`);
    }
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (err) {
        log(`cleanup: ${err instanceof Error ? err.message : err}`);
      }
    }
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`bench: ${err instanceof Error ? err.stack ?? err.message : err}`);
  process.exitCode = 1;
});
