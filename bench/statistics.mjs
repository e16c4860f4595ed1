#!/usr/bin/env node
// Statistics events under load, and what they cost page serving: `node bench/statistics.mjs [--no-write] [--note "text"]`.
//
// Serves the LAST BUILD (`npm run build` first): the built server in its own process (NODE_ENV=production, fresh
// DATA_DIR with the demo content, PGlite, default settings: page cache 10 s), TRUST_PROXY=1 so that the load can
// come from many addresses (the statistics limit is 120 events a minute per address: the event load spreads over
// 60,000 addresses, X-Forwarded-For, the way real readers would). The load generator (autocannon, programmatic)
// runs in this process, the server in its own; both share the machine's cores. Three runs of BENCH_DURATION (10 s)
// seconds each, after a 2 s warm-up that is not counted:
//   1. pages alone: GET /zh-hant/ and /zh-hant/news-detail/{id} alternately, BENCH_PAGE_CONNECTIONS (10) connections;
//   2. events alone: POST /api/v2.0/statistics (`page` events of /bench/… paths), BENCH_EVENT_CONNECTIONS (20);
//   3. both at once: page req/s under the event load, events/s beside the pages;
//   4. both at once, the events sent at BENCH_EVENTS_PER_SECOND (5,000) in arrays of BENCH_BATCH (20) per request.
// Then the server is stopped with SIGTERM (its shutdown flushes the buffer) and the raw events table is counted:
// every event answered 2xx must be there. Writes a dated section into docs/statistics.md ("Figures").
import { createRequire } from "node:module";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ROOT, removeServerFiles, startServer } from "../e2e/server.mjs";
import { writeDatedSection } from "./doc-sections.mjs";

const { values: args } = parseArgs({ options: { "no-write": { type: "boolean", default: false }, note: { type: "string" } } });
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PAGE_CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 10);
const EVENT_CONNECTIONS = Number(process.env.BENCH_EVENT_CONNECTIONS ?? 20);
const DOC = join(ROOT, "docs/statistics.md");
const log = (msg) => console.log(`bench:statistics: ${msg}`);

let address = 0;
/** The next of 60,000 client addresses (10.a.b.c), so that no address reaches the per-address limit in a run. */
const nextAddress = () => {
  address = (address + 1) % 60_000;
  return `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`;
};

/** The event load: single events (what the website sends), or arrays of `batch` events per request. */
function eventLoad(url, duration, batch = 1, eventsPerSecond = 0) {
  let n = 0;
  const event = () => {
    n += 1;
    return { event: "page", object_id: `/bench/${n % 500}`, source: "pc", platform: "web" };
  };
  return autocannon({
    url: `${url}/api/v2.0/statistics`,
    connections: EVENT_CONNECTIONS,
    duration,
    // A fixed rate when asked (the events of a busy day's readers), else as fast as the server takes them.
    ...(eventsPerSecond ? { overallRate: Math.ceil(eventsPerSecond / batch) } : {}),
    requests: [
      {
        method: "POST",
        setupRequest: (req) => ({
          ...req,
          headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
          body: JSON.stringify(batch === 1 ? event() : Array.from({ length: batch }, event)),
        }),
      },
    ],
  });
}

function pageLoad(url, duration, article) {
  return autocannon({
    url,
    connections: PAGE_CONNECTIONS,
    duration,
    headers: { "accept-encoding": "gzip, br" },
    requests: [{ method: "GET", path: "/zh-hant/" }, { method: "GET", path: `/zh-hant/news-detail/${article}` }],
  });
}

// Rates from the totals (autocannon's per-second average can read 0 when a second's sample is missing).
// autocannon's duration is in seconds.
// Pages: answered requests a second; events: accepted (2xx) events a second.
const summary = (r, per = 0) => ({ rps: per ? (r["2xx"] / r.duration) * per : r.requests.total / r.duration, reqs: r.requests.total / r.duration, total: r.requests.total, ok: r["2xx"] * per, non2xx: r.non2xx, errors: r.errors, p50: r.latency.p50, p99: r.latency.p99 });
const BATCH = Number(process.env.BENCH_BATCH ?? 20);
/** The event rate of the last run: 5,000 events/s, in arrays of BATCH. */
const TARGET = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 5000);

/** Counts the raw events the stopped server left in its embedded database. */
async function storedBenchEvents(dataDir) {
  const require = createRequire(join(ROOT, "apps/server/package.json"));
  const { PGlite } = await import(require.resolve("@electric-sql/pglite"));
  const db = new PGlite({ dataDir: join(dataDir, "data", "pgdata") });
  await db.waitReady;
  const { rows } = await db.query("select count(*)::int as n from statistics_events where object_id like '/bench/%'");
  await db.close();
  return rows[0].n;
}

const STATS_SECTION = "## Figures";
const STATS_MARKER = "<!-- bench:statistics (node bench/statistics.mjs writes dated runs below, newest first) -->";
const STATS_INTRO = `${STATS_SECTION}

\`node bench/statistics.mjs\` (also part of \`npm run bench\`): the built server in its own process with the embedded
database (PGlite) and the demo content, autocannon in the bench's process, on the same machine. Pages: \`/zh-hant/\`
and a Chinese article alternately (page cache on, as in production). Events: \`POST /api/v2.0/statistics\` from
60,000 client addresses (X-Forwarded-For, TRUST_PROXY=1) so that the per-address limit does not refuse them.
"Stored" is counted in the database after the server's shutdown: every accepted event must be there.

${STATS_MARKER}
`;

async function main() {
  const server = await startServer({ label: "stats-bench", env: { LOG_LEVEL: "warn" } });
  let stopped = false;
  try {
    const news = await (await fetch(`${server.url}/api/v1.0/news?PageSize=1`, { headers: { "api-language": "zh_TW" } })).json();
    const article = news.data?.newsList?.[0]?.data?.[0]?.id ?? news.data?.items?.[0]?.id;
    if (!article) throw new Error(`no article to load: ${JSON.stringify(news).slice(0, 200)}`);
    const load = os.loadavg()[0].toFixed(1);
    log("warming up …");
    await Promise.all([pageLoad(server.url, 2, article), eventLoad(server.url, 2)]);
    log(`pages alone, ${DURATION_S} s …`);
    const pagesAlone = summary(await pageLoad(server.url, DURATION_S, article));
    log(`${Math.round(pagesAlone.rps)} pages/s; events alone …`);
    const eventsAlone = summary(await eventLoad(server.url, DURATION_S), 1);
    log(`${Math.round(eventsAlone.rps)} events/s; both at once …`);
    const [pagesLoaded, eventsBeside] = (await Promise.all([pageLoad(server.url, DURATION_S, article), eventLoad(server.url, DURATION_S)])).map((r, i) => summary(r, i));
    log(`${Math.round(pagesLoaded.rps)} pages/s beside ${Math.round(eventsBeside.rps)} events/s; batches of ${BATCH} beside pages …`);
    const [pagesBatched, eventsBatched] = (await Promise.all([pageLoad(server.url, DURATION_S, article), eventLoad(server.url, DURATION_S, BATCH, TARGET)])).map((r, i) => summary(r, i === 1 ? BATCH : 0));
    log(`${Math.round(pagesBatched.rps)} pages/s beside ${Math.round(eventsBatched.rps)} events/s in batches`);
    const shutdown = await server.stop();
    stopped = true;
    const stored = await storedBenchEvents(server.dataDir);
    // The warm-up's events were accepted too; the three runs' 2xx answers are the lower bound.
    const accepted = eventsAlone.ok + eventsBeside.ok + eventsBatched.ok;

    const cpus = os.cpus();
    const date = new Date().toISOString().slice(0, 10);
    const row = (what, r, unit) => `| ${what} | ${Math.round(r.rps)} ${unit} | ${r.p50} ms | ${r.p99} ms | ${r.total} | ${r.non2xx} | ${r.errors} |`;
    const run = [
      `### Statistics, ${date}`,
      "",
      `Command: \`node bench/statistics.mjs\` — ${DURATION_S} s per run, pages ${PAGE_CONNECTIONS} connections, events ${EVENT_CONNECTIONS} connections.`,
      `Machine: ${os.availableParallelism?.() ?? cpus.length} cores (${(cpus[0]?.model ?? "unknown").replace(/\s+/g, " ").trim()}), Node ${process.version}, load average ${load} at the start (other work on the machine counts).`,
      ...(args.note ? ["", `Note: ${args.note}`] : []),
      "",
      "| run | rate | p50 | p99 | requests | non-2xx | errors |",
      "|---|---:|---:|---:|---:|---:|---:|",
      row("pages alone", pagesAlone, "pages/s"),
      row("events alone (accepted)", eventsAlone, "events/s"),
      row("pages, beside the event load", pagesLoaded, "pages/s"),
      row("events, beside the page load", eventsBeside, "events/s"),
      row(`pages, beside batched events`, pagesBatched, "pages/s"),
      row(`events in arrays of ${BATCH} at a target of ${TARGET}/s, beside the page load (${Math.round(eventsBatched.reqs)} requests/s)`, eventsBatched, "events/s"),
      "",
      `Stored after shutdown (SIGTERM, ${shutdown.ms} ms, exit ${shutdown.code}): ${stored} events of /bench/ paths; accepted (2xx) in the measured runs: ${accepted}, plus the warm-up's.`,
      "",
    ].join("\n");
    console.log(`\n${run}`);
    if (stored < accepted) throw new Error(`only ${stored} of ${accepted} accepted events were stored`);
    if (!args["no-write"]) {
      writeDatedSection(DOC, { marker: STATS_MARKER, intro: STATS_INTRO }, run);
      log(`written to ${DOC}`);
    }
  } finally {
    if (!stopped) await server.stop();
    removeServerFiles(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
